// The page cache in Redis, shared by every site instance (REDIS_URL): a page rendered by one is
// served by all, and a webhook received by one expires the tags on all. The store itself is
// @trieb.work/nextjs-turbo-redis-cache (docs/decisions/shared-cache.md); around it, our rules
// (server/page-cache-rules.mjs) and what to do while Redis is away.
//
// Rule 2 needs the time of each tag's last change on every instance: revalidateTag writes one
// short-lived key per changed tag (`horizon:tag-changed:<tag>`, gone after SETTLING_MS), and an
// entry whose tags have such a key is not stored.
//
// Redis away: reads miss and writes are skipped, so pages are rendered on each request (slower,
// never an error); a tag change that could not be written is applied when Redis is back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { isKeptAway, SETTLING_MS, tagsOf } from './page-cache-rules.mjs';
import { redactedUrl, redisConnection } from './redis-connection.mjs';

const CHANGED = 'horizon:tag-changed:';

const log = (level, msg, details = {}) => console[level](JSON.stringify({ level, msg, ...details }));

/**
 * Entries are kept per build: a page refers to its build's scripts and styles, so a new version
 * starts with an empty cache while the old one, during a rollout, keeps its own.
 */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

let store = null;

/**
 * One store per process (Next makes a handler per request). The library's handler is made once
 * Redis first answers: made while Redis is away, it would wait 30 s on every read until a restart.
 */
function sharedStore(serverDistDir) {
  if (store) return store;
  const connection = redisConnection();
  const url = process.env.REDIS_URL;
  store = { connection, handler: null, unapplied: new Set() };
  connection.onReady(() => {
    store.handler ??= new RedisStringsHandler({
      redisUrl: url,
      // The database of the URL (redis://host:6379/2), which the library otherwise replaces.
      database: Number(new URL(url).pathname.slice(1) || 0),
      keyPrefix: `horizon:page-cache:${buildIdOf(serverDistDir)}:`,
      // A read that Redis does not answer within this time is a miss: the page is rendered.
      getTimeoutMs: 500,
      // Reconnect slowly enough not to fill the log while Redis is away.
      clientOptions: { socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(200 * 2 ** n, 5000) } },
    });
    if (store.unapplied.size > 0) {
      const tags = [...store.unapplied];
      store.unapplied.clear();
      void expireTags(tags);
    }
  });
  return store;
}

/** The library's handler when Redis answers now, else null. */
const usableHandler = () => (store?.connection.ready ? store.handler : null);

/** Rule 2, across instances: whether one of the tags changed during the last SETTLING_MS. */
async function changedRecently(tags) {
  if (tags.length === 0) return false;
  const changes = await store.connection.client.mGet(tags.map((tag) => CHANGED + tag));
  return changes.some((change) => change !== null);
}

async function expireTags(tags) {
  const handler = usableHandler();
  try {
    if (!handler) throw new Error('redis unreachable');
    const now = String(Date.now());
    const marks = store.connection.client.multi();
    for (const tag of tags) marks.set(CHANGED + tag, now, { PX: SETTLING_MS });
    await marks.exec();
    await handler.revalidateTag(tags);
  } catch (error) {
    for (const tag of tags) store.unapplied.add(tag);
    log('error', 'cache tags not expired in redis: applied when it is back', {
      tags,
      redis: redactedUrl(process.env.REDIS_URL),
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export class RedisPageCache {
  constructor({ serverDistDir }) {
    sharedStore(serverDistDir);
  }

  async get(key, ctx) {
    // The library answers null (a miss) when Redis fails or is slow.
    return usableHandler()?.get(key, ctx) ?? null;
  }

  async set(key, data, ctx) {
    if (isKeptAway(data)) return;
    const handler = usableHandler();
    if (!handler) return;
    try {
      if (data && (await changedRecently(tagsOf(data, ctx)))) return;
      await handler.set(key, data, ctx);
    } catch {
      // Not kept: the next request renders the page again. The outage is logged once, by the connection.
    }
  }

  /** The webhook's expiry (always immediate here: the site sends `expire: 0`). */
  async revalidateTag(tags) {
    await expireTags([tags].flat());
  }

  resetRequestCache() {}
}
