/** Spec 9: after a failed chunk load the page reloads once, and at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'horizon:chunk-reload-at';

export const isChunkLoadError = (error: unknown): boolean => {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    text,
  );
};

export const reloadIsAllowed = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;

/** Reloads the page if the guard allows it; returns whether it did. */
export function reloadAfterChunkError(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  const stored = Number(storage.getItem(KEY));
  if (!reloadIsAllowed(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
