// Next's page cache (`cacheHandler` in next.config.ts), which keeps neither 404s and redirects nor
// what was rendered while its content changed (server/page-cache-rules.mjs).
//
// With REDIS_URL it lives in Redis, shared by every site instance (server/redis-page-cache.mjs,
// docs/decisions/shared-cache.md); without it, in Next's own file-system cache of this instance,
// whose tag changes are in this process's memory. `next build` always uses the file system: the
// build needs no Redis.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { isKeptAway, noteRead, RENDER_MAX_MS, renderBegan, tagsOf } from './page-cache-rules.mjs';
import { purgeSharedCaches } from './shared-cache-purge.mjs';
import { withSurrogateKeys } from './surrogate-keys.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const { tagsManifest } = tagsManifestModule;

export { RENDER_MAX_MS };

/** Whether one of the tags was expired (or marked stale) in this process after `since`. */
export function changedSince(tags, since, now = Date.now()) {
  return tags.some((tag) => {
    const entry = tagsManifest.get(tag);
    const changedAt = Math.max(entry?.expired ?? 0, entry?.stale ?? 0);
    return changedAt <= now && changedAt > since;
  });
}

export class FilePageCache extends FileSystemCache {
  async get(key, ctx) {
    const now = Date.now();
    const entry = await super.get(key, ctx);
    noteRead(key, entry, now);
    withSurrogateKeys(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    const now = Date.now();
    const begun = renderBegan(key, now);
    if (isKeptAway(data)) return;
    if (data && changedSince(tagsOf(data, ctx), begun, now)) return;
    return super.set(key, withSurrogateKeys(data), ctx);
  }

  /** Next's expiry of the webhook's tags, then the same pages out of the shared caches in front. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await purgeSharedCaches(tags);
  }
}

const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';

// Loaded only when used: the Redis client is not part of a single instance's process.
export default shared ? (await import('./redis-page-cache.mjs')).RedisPageCache : FilePageCache;
