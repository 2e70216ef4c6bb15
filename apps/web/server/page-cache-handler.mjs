// Next's page cache (its own file-system cache, unchanged) minus the pages of URLs that name
// nothing. Next keeps the 404 answer of a slug route like any other render, on disk and with no
// bound: every made-up /formations/<anything> would add files until the disk is full. The same
// holds for a redirect (the course list sends a made-up filter value to the list without it). A
// 404 or a redirect is rendered again on each request instead (from cached CMS reads: an unknown
// slug is itself not cached, see src/lib/cms/client.ts). Set as `cacheHandler` in next.config.ts;
// see docs/decisions/error-pages.md and course-list-views.md.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const isKeptAway = (status) => status === 404 || (status >= 300 && status < 400);

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && isKeptAway(data.status)) return;
    return super.set(key, data, ctx);
  }
}
