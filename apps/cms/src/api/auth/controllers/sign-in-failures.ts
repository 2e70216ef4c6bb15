// Failed sign-ins, counted per caller address and name, and per address alone, over a window:
// past the limit the address (or that name from it) is refused until the window has passed.
// Successful sign-ins are not counted, so the site (which signs in once, and again when its token
// expires) is never locked out by its own traffic. In this process's memory: each CMS instance
// counts its own.

const WINDOW_MS = 15 * 60_000;
const MAX_PER_NAME = 10;
const MAX_PER_ADDRESS = 50;
// Bounds the memory an attacker can make this use: the oldest keys go first.
const MAX_KEYS = 10_000;

type Count = { failures: number; since: number };
const counts = new Map<string, Count>();

const keys = (address: string, username: string) => [`address:${address}`, `name:${address}:${username.toLowerCase()}`];

function current(key: string, now: number): Count | undefined {
  const count = counts.get(key);
  if (count && now - count.since > WINDOW_MS) {
    counts.delete(key);
    return undefined;
  }
  return count;
}

/** Seconds until the caller may try again; 0 when it may now. */
export function retryAfterSeconds(address: string, username: string, now = Date.now()): number {
  const [byAddress, byName] = keys(address, username).map((key) => current(key, now));
  const blocked = [
    byAddress && byAddress.failures >= MAX_PER_ADDRESS ? byAddress : null,
    byName && byName.failures >= MAX_PER_NAME ? byName : null,
  ].filter((count): count is Count => count !== null);
  if (blocked.length === 0) return 0;
  return Math.ceil((Math.max(...blocked.map((count) => count.since)) + WINDOW_MS - now) / 1000);
}

export function recordFailure(address: string, username: string, now = Date.now()): void {
  for (const key of keys(address, username)) {
    const count = current(key, now);
    if (count) count.failures++;
    else {
      if (counts.size >= MAX_KEYS) counts.delete(counts.keys().next().value as string);
      counts.set(key, { failures: 1, since: now });
    }
  }
}
