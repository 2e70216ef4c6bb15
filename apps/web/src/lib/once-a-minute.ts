/**
 * The page's automatic recoveries (a reload after a chunk failed to load, requirements 4 and 9; a
 * refresh of the offline page shown while the network is back) run at most once a minute in a tab:
 * a page that keeps failing must not reload in a loop.
 */
export const ONCE_A_MINUTE_MS = 60_000;

export const mayRunAgain = (lastRunAt: number | null, now: number): boolean =>
  lastRunAt === null || now - lastRunAt >= ONCE_A_MINUTE_MS;

/**
 * Whether the recovery named `key` may run now; if so, it is recorded as run. Where the tab's
 * storage is blocked nothing could stop a loop, so it does not run.
 */
export function claimOnceAMinute(key: string, storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  try {
    const stored = Number(storage.getItem(key));
    if (!mayRunAgain(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Records that the recovery named `key` runs now, for a run that answers a browser event (which
 * comes once per change, so it runs whatever the last run): the next `claimOnceAMinute` of the
 * key waits a minute from it.
 */
export function recordRun(key: string, storage: Storage = window.sessionStorage, now = Date.now()): void {
  try {
    storage.setItem(key, String(now));
  } catch {
    // Blocked storage: `claimOnceAMinute` runs nothing there anyway.
  }
}
