// What the page cache never keeps, wherever it keeps the rest (server/page-cache-handler.ts).
//
// 1. Pages of URLs that name nothing. Next keeps the 404 answer of a slug route like any other
//    render, with no bound: every made-up /formations/<anything> would add an entry until the disk
//    (or Redis) is full. The same holds for a redirect (the course list sends a made-up filter
//    value to the list without it). A 404 or a redirect is rendered again on each request instead
//    (from cached CMS reads: an unknown slug is itself not cached, see src/lib/cms/client.ts).
//
// 2. What was rendered or read while its content changed. Next dates an entry when it is stored,
//    not when its render began: a page whose render started before an editor's change and ended
//    after the webhook expired its tags would be stored as newer than the change, with the old
//    text, and served until the next change. The handlers note when a render begins (a get that
//    misses, or finds an entry due for a background refresh: Next calls get, renders, then set)
//    and do not keep what that render stores if one of its tags changed in between.
//
// See docs/decisions/error-pages.md, course-list-views.md and cache-revalidation.md.

// The shapes of Next's cache entries (IncrementalCacheValue, CacheHandlerValue and the contexts of
// its get and set, in next/dist/server/response-cache and lib/incremental-cache): only what the
// handlers read, the rest passed through as Next gave it.

import { CACHE_TAGS_HEADER, FETCH_ENTRY, PAGE_ENTRY } from './next-internals';

/** What Next stores: a page (`APP_PAGE`), a CMS read (`FETCH`)… */
export type CacheValue = {
  kind: string;
  status?: number;
  headers?: Record<string, unknown>;
  [field: string]: unknown;
};

/** What a get finds. */
export type CacheEntry = {
  lastModified: number;
  value: CacheValue | null;
  cacheControl?: { revalidate?: unknown };
};

/** What Next makes a handler with (the file-system cache's `fs`, `flushToDisk`… passed through). */
export type HandlerContext = { serverDistDir: string; [field: string]: unknown };

/** The context of a get: which kind of entry Next looks for. */
export type GetContext = { kind: string; [field: string]: unknown };

/** The context of a set: a CMS read's tags, a page's cache lifetime… */
export type SetContext = { tags?: string[]; [field: string]: unknown };

/** Longer than any render (a CMS read gives up after CMS_TIMEOUT_MS, 8 s by default). */
export const RENDER_MAX_MS = 60_000;

/** Rule 1: the page of a 404 or a redirect. */
export const isKeptAway = (data: CacheValue | null | undefined): boolean =>
  data?.kind === PAGE_ENTRY &&
  (data.status === 404 || (data.status !== undefined && data.status >= 300 && data.status < 400));

/** The cache tags of an entry: a CMS read's from its context, a page's from its headers. */
export function tagsOf(data: CacheValue | null | undefined, ctx?: SetContext): string[] {
  if (data?.kind === FETCH_ENTRY) return ctx?.tags ?? [];
  const header = data?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/** Whether Next will render this entry again in the background after serving it. */
function dueForRefresh(entry: CacheEntry, now: number): boolean {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  return typeof seconds === 'number' && now - entry.lastModified >= seconds * 1000;
}

/** Per key, when the renders that will store it began, oldest first (this process's renders). */
const renders = new Map<string, number[]>();

const recent = (times: number[] | undefined, now: number): number[] =>
  (times ?? []).filter((t) => now - t < RENDER_MAX_MS);

/** Called with what a get found: a miss, or an entry due for a refresh, means a render begins. */
export function noteRead(key: string, entry: CacheEntry | null, now = Date.now()): void {
  if (entry && !dueForRefresh(entry, now)) return;
  renders.set(key, [...recent(renders.get(key), now).slice(-15), now]);
}

/**
 * When the render storing `key` now began: the oldest of that key still running (when renders
 * overlap, the one it can be mistaken for: keeping less is the safe side); now when none is known.
 */
export function renderBegan(key: string, now = Date.now()): number {
  const times = recent(renders.get(key), now);
  const begun = times.shift() ?? now;
  if (times.length) renders.set(key, times);
  else renders.delete(key);
  return begun;
}
