import { claimOnceAMinute } from './once-a-minute';

/** Requirements 4 and 9: after a failed chunk load the page reloads once, and at most once a minute. */
const KEY = 'horizon:chunk-reload-at';

export const isChunkLoadError = (error: unknown): boolean => {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    text,
  );
};

/** Reloads the page if the guard allows it; returns whether it did. */
export function reloadAfterChunkError(): boolean {
  if (!claimOnceAMinute(KEY)) return false;
  window.location.reload();
  return true;
}
