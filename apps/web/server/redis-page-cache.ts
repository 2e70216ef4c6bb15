// The page cache in Redis, shared by every site instance (REDIS_URL): a page rendered by one is
// served by all, and a webhook received by one expires the tags on all. The store itself is
// @trieb.work/nextjs-turbo-redis-cache (docs/decisions/shared-cache.md); around it, our rules
// (server/page-cache-rules.ts) and what to do while Redis is away.
//
// Rule 2 needs the time of each tag's last change on every instance: revalidateTag writes one
// short-lived key per changed tag (`horizon:tag-changed:<tag>`, its time, gone after
// RENDER_MAX_MS), and an entry one of whose tags changed after its render began is not stored.
//
// Redis away: reads miss and writes are skipped, so pages are rendered on each request (slower,
// never an error); a tag change that could not be written is applied when Redis is back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
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
import { purgeSharedCaches } from './shared-cache-purge';
import { withSurrogateKeys } from './surrogate-keys';
import { type RedisConnection, redactedUrl, redisConnection } from './redis-connection';
import { log } from '@/lib/log';
import { recordPageCacheLookup } from '@/lib/metrics';
import { envOf } from '@/lib/env-schema';

const CHANGED = 'horizon:tag-changed:';

/**
 * Entries are kept per build: a page refers to its build's scripts and styles, so a new version
 * starts with an empty cache while the old one, during a rollout, keeps its own.
 */
function buildIdOf(serverDistDir: string): string {
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

// The library keeps and gives back what Next gave it: its own types of those entries and contexts
// are narrower than Next's (a context without isRoutePPREnabled) or say nothing (`value: unknown`).
type EntryStore = {
  get(key: string, ctx: GetContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
};

type Store = { connection: RedisConnection; handler: EntryStore | null; unapplied: Set<string> };

let store: Store | null = null;

/**
 * One store per process (Next makes a handler per request). The library's handler is made once
 * Redis first answers: made while Redis is away, it would wait 30 s on every read until a restart.
 */
function sharedStore(serverDistDir: string): Store {
  if (store) return store;
  const connection = redisConnection();
  const url = envOf(['REDIS_URL']).REDIS_URL;
  if (!connection || !url) throw new Error('REDIS_URL is not set: the shared page cache needs it');
  const created: Store = { connection, handler: null, unapplied: new Set() };
  store = created;
  connection.onReady(() => {
    created.handler ??= new RedisStringsHandler({
      redisUrl: url,
      // The database of the URL (redis://host:6379/2), which the library otherwise replaces.
      database: Number(new URL(url).pathname.slice(1) || 0),
      keyPrefix: `horizon:page-cache:${buildIdOf(serverDistDir)}:`,
      // A read that Redis does not answer within this time is a miss: the page is rendered.
      getTimeoutMs: 500,
      // Reconnect slowly enough not to fill the log while Redis is away.
      socketOptions: { connectTimeout: 2000, reconnectStrategy: (n: number) => Math.min(200 * 2 ** n, 5000) },
    }) as unknown as EntryStore;
    if (created.unapplied.size > 0) {
      const tags = [...created.unapplied];
      created.unapplied.clear();
      void expireTags(created, tags);
    }
  });
  return created;
}

/** The library's handler when Redis answers now, else null. */
const usableHandler = (store: Store) => (store.connection.ready ? store.handler : null);

// The instances' clocks may differ a little: a change this close before a render began counts as
// during it (keeping less is the safe side).
const CLOCK_MARGIN_MS = 1000;

/** Rule 2, across instances: whether one of the tags changed after `since`. */
async function changedSince(store: Store, tags: string[], since: number): Promise<boolean> {
  if (tags.length === 0) return false;
  const changes = await store.connection.client.mGet(tags.map((tag) => CHANGED + tag));
  return changes.some((change) => change !== null && Number(change) > since - CLOCK_MARGIN_MS);
}

async function expireTags(store: Store, tags: string[]): Promise<void> {
  const handler = usableHandler(store);
  try {
    if (!handler) throw new Error('redis unreachable');
    const now = String(Date.now());
    const marks = store.connection.client.multi();
    for (const tag of tags) marks.set(CHANGED + tag, now, { PX: RENDER_MAX_MS });
    await marks.exec();
    await handler.revalidateTag(tags);
  } catch (error) {
    for (const tag of tags) store.unapplied.add(tag);
    log('error', 'cache tags not expired in redis: applied when it is back', {
      tags,
      redis: redactedUrl(envOf(['REDIS_URL']).REDIS_URL ?? ''),
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export class RedisPageCache {
  readonly #store: Store;

  constructor({ serverDistDir }: HandlerContext) {
    this.#store = sharedStore(serverDistDir);
  }

  async get(key: string, ctx: GetContext): Promise<CacheEntry | null> {
    const now = Date.now();
    // The library answers null (a miss) when Redis fails or is slow.
    const handler = usableHandler(this.#store);
    const entry = (await handler?.get(key, ctx)) ?? null;
    recordPageCacheLookup('redis', !handler ? 'unavailable' : entry ? 'hit' : 'miss');
    noteRead(key, entry, now);
    withSurrogateKeys(entry?.value);
    return entry;
  }

  async set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void> {
    const begun = renderBegan(key);
    if (isKeptAway(data)) return;
    const handler = usableHandler(this.#store);
    if (!handler) return;
    try {
      if (data && (await changedSince(this.#store, tagsOf(data, ctx), begun))) return;
      await handler.set(key, withSurrogateKeys(data), ctx);
    } catch {
      // Not kept: the next request renders the page again. The outage is logged once, by the connection.
    }
  }

  /**
   * The webhook's expiry (always immediate here: the site sends `expire: 0`), then the same pages
   * out of the shared caches in front.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Next passes them, as to its own cache
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await expireTags(this.#store, [tags].flat());
    await purgeSharedCaches(tags);
  }

  resetRequestCache(): void {}
}
