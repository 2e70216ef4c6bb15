/**
 * Runs `work` for one key at a time in this process: a call waits for the previous one of the
 * same key to settle (whatever its outcome), calls of other keys run side by side.
 */
export function oneAtATimePer() {
  const last = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = last.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    try {
      return await mine;
    } finally {
      // The last of its key forgets it, so the map holds only keys with work under way.
      if (last.get(key) === settled) last.delete(key);
    }
  };
}
