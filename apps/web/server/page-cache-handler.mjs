// Next's page cache (its own file-system cache, unchanged) minus the pages of URLs that name
// nothing. Next keeps the 404 answer of a slug route like any other render, on disk and with no
// bound: every made-up /formations/<anything> would add files until the disk is full. A 404 is
// rendered again on each request instead (from cached CMS reads: an unknown slug is itself not
// cached, see src/lib/cms/client.ts). Set as `cacheHandler` in next.config.ts; see
// docs/decisions/error-pages.md.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
