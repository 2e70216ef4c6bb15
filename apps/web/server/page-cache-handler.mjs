// Next's page cache (its own file-system cache) with two refusals.
//
// 1. Pages of URLs that name nothing. Next keeps the 404 answer of a slug route like any other
//    render, on disk and with no bound: every made-up /formations/<anything> would add files until
//    the disk is full. The same holds for a redirect (the course list sends a made-up filter value
//    to the list without it). A 404 or a redirect is rendered again on each request instead (from
//    cached CMS reads: an unknown slug is itself not cached, see src/lib/cms/client.ts).
//
// 2. What was rendered or read while its content changed. Next dates an entry when it is
//    stored, not when its render began: a page whose render started before an editor's change
//    and ended after the webhook expired its tags would be stored as newer than the change, with
//    the old text, and served until the next change. The handler notes when a render begins (a
//    get that misses, or finds an entry due for a background refresh) and does not keep what
//    that render stores if one of its tags changed in between; the next request renders again.
//
// Set as `cacheHandler` in next.config.ts; see docs/decisions/error-pages.md,
// course-list-views.md and cache-revalidation.md.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const { tagsManifest } = tagsManifestModule;

/** Longer than any render (a CMS read gives up after CMS_TIMEOUT_MS, 8 s by default). */
export const RENDER_MAX_MS = 60_000;

const isKeptAway = (status) => status === 404 || (status >= 300 && status < 400);

/** The cache tags of an entry: a CMS read's from its context, a page's from its headers. */
function tagsOf(data, ctx) {
  if (data?.kind === 'FETCH') return ctx?.tags ?? [];
  const header = data?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/** Whether one of the tags was expired (or marked stale) after `since`. */
export function changedSince(tags, since, now = Date.now()) {
  return tags.some((tag) => {
    const entry = tagsManifest.get(tag);
    const changedAt = Math.max(entry?.expired ?? 0, entry?.stale ?? 0);
    return changedAt <= now && changedAt > since;
  });
}

/** Whether Next will render this entry again in the background after serving it. */
function dueForRefresh(entry, now) {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  return typeof seconds === 'number' && now - entry.lastModified >= seconds * 1000;
}

export default class PageCacheHandler extends FileSystemCache {
  /** Per key, when the renders that will store it began, oldest first. */
  static renders = new Map();

  async get(key, ctx) {
    const begun = Date.now();
    const entry = await super.get(key, ctx);
    if (!entry || dueForRefresh(entry, begun)) {
      const times = (PageCacheHandler.renders.get(key) ?? []).filter((t) => begun - t < RENDER_MAX_MS);
      PageCacheHandler.renders.set(key, [...times.slice(-15), begun]);
    }
    return entry;
  }

  async set(key, data, ctx) {
    const now = Date.now();
    // The oldest render of this key still running is the one that stores now (or, when renders
    // overlap, the one it can be mistaken for: keeping less is the safe side).
    const times = (PageCacheHandler.renders.get(key) ?? []).filter((t) => now - t < RENDER_MAX_MS);
    const begun = times.shift() ?? now;
    if (times.length) PageCacheHandler.renders.set(key, times);
    else PageCacheHandler.renders.delete(key);
    if (data?.kind === 'APP_PAGE' && isKeptAway(data.status)) return;
    if (data && changedSince(tagsOf(data, ctx), begun, now)) return;
    return super.set(key, data, ctx);
  }
}
