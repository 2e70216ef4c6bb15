// Next's page cache (`cacheHandler` in next.config.ts), which keeps neither 404s and redirects nor
// what was rendered while its content changed (server/page-cache-rules.ts).
//
// With REDIS_URL it lives in Redis, shared by every site instance (server/redis-page-cache.ts,
// docs/decisions/shared-cache.md); without it, in Next's own file-system cache of this instance,
// whose tag changes are in this process's memory. `next build` always uses the file system: the
// build needs no Redis.
import {
  type CacheEntry,
  type CacheValue,
  type GetContext,
  type HandlerContext,
  isKeptAway,
  noteRead,
  RENDER_MAX_MS,
  renderBegan,
  type SetContext,
  tagsOf,
} from './page-cache-rules';
import { FileSystemCache as NextFileSystemCache, inNextMemoryCache, tagsManifest } from './next-internals';
import { purgeSharedCaches } from './shared-cache-purge';
import { withSurrogateKeys } from './surrogate-keys';
import { duringNextBuild, envOf } from '@/lib/env-schema';
import { recordPageCacheLookup } from '@/lib/metrics';

// Next's file-system cache, with Next's entries as page-cache-rules.ts describes them.
type FileSystemCacheClass = new (ctx: HandlerContext) => {
  get(key: string, ctx: GetContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

// Next's module is CommonJS: Node's import gives its exports object, the class in `default`, where
// Next's type declarations describe what a bundler would give, the class itself.
const FileSystemCache = NextFileSystemCache as FileSystemCacheClass;

export { RENDER_MAX_MS };

/** Whether one of the tags was expired (or marked stale) in this process after `since`. */
export function changedSince(tags: string[], since: number, now = Date.now()): boolean {
  return tags.some((tag) => {
    const entry = tagsManifest.get(tag);
    const changedAt = Math.max(entry?.expired ?? 0, entry?.stale ?? 0);
    return changedAt <= now && changedAt > since;
  });
}

export class FilePageCache extends FileSystemCache {
  async get(key: string, ctx: GetContext): Promise<CacheEntry | null> {
    const now = Date.now();
    const inMemory = inNextMemoryCache(key);
    const entry = await super.get(key, ctx);
    recordPageCacheLookup(entry && inMemory ? 'memory' : 'file', entry ? 'hit' : 'miss');
    noteRead(key, entry, now);
    withSurrogateKeys(entry?.value);
    return entry;
  }

  async set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void> {
    const now = Date.now();
    const begun = renderBegan(key, now);
    if (isKeptAway(data)) return;
    if (data && changedSince(tagsOf(data, ctx), begun, now)) return;
    return super.set(key, withSurrogateKeys(data), ctx);
  }

  /** Next's expiry of the webhook's tags, then the same pages out of the shared caches in front. */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await super.revalidateTag(tags, durations);
    await purgeSharedCaches(tags);
  }
}

const shared = Boolean(envOf(['REDIS_URL']).REDIS_URL) && !duringNextBuild();

// Loaded only when used: the Redis client is not part of a single instance's process.
export default shared ? (await import('./redis-page-cache')).RedisPageCache : FilePageCache;
