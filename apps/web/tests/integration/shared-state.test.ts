import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedRateLimit } from '@/lib/leads/shared-rate-limit';
import { openRedisConnection, type RedisConnection } from '../../server/redis-connection';
import { RENDER_MAX_MS } from '../../server/page-cache-handler';
import type { RedisPageCache } from '../../server/redis-page-cache';
import { freePort } from '../support/site-server';
import { eventually } from '../support/site';

// What several site instances share through Redis, on the Redis `npm test` started: each
// "instance" here is a connection of its own, as each process has.

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: run the integration tests through "npm test".');

let one: RedisConnection;
let other: RedisConnection;
let away: RedisConnection;
const run = Date.now().toString(36);

beforeAll(async () => {
  one = openRedisConnection(redisUrl);
  other = openRedisConnection(redisUrl);
  // A Redis that is not there: nothing listens on this port.
  away = openRedisConnection(`redis://127.0.0.1:${await freePort()}`);
  await eventually(async () => expect(one.ready && other.ready).toBe(true));
});
afterAll(async () => {
  await Promise.all([one, other, away].map((connection) => connection?.close()));
});

describe('the lead rate limit across instances', () => {
  it('counts the leads an address sends to any instance, and says how long to wait', async () => {
    const address = `198.51.100.1-${run}`;
    const here = new SharedRateLimit(one, 2, 60_000);
    const there = new SharedRateLimit(other, 2, 60_000);
    await here.record(address);
    expect(await there.retryAfter(address)).toBe(0);
    await there.record(address);
    expect(await here.retryAfter(address)).toBeGreaterThanOrEqual(59);
    expect(await here.retryAfter(address)).toBeLessThanOrEqual(60);
    expect(await there.retryAfter(`198.51.100.2-${run}`)).toBe(0);
  });

  it('lets the address send again once its window is over', async () => {
    const address = `198.51.100.3-${run}`;
    const limit = new SharedRateLimit(one, 1, 1000);
    await limit.record(address);
    expect(await limit.retryAfter(address)).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await limit.retryAfter(address)).toBe(0);
  });

  it('counts in the instance while Redis is away, and never fails a lead for it', async () => {
    const limit = new SharedRateLimit(away, 1, 60_000);
    const address = `198.51.100.4-${run}`;
    expect(await limit.retryAfter(address)).toBe(0);
    await limit.record(address);
    expect(await limit.retryAfter(address)).toBe(60);
  });
});

describe('announcements between instances', () => {
  it('reach every instance listening on the channel', async () => {
    const heard: string[] = [];
    other.subscribe(`horizon:test:${run}`, (message) => heard.push(message));
    await eventually(async () => {
      expect(await one.publish(`horizon:test:${run}`, 'changed')).toBe(true);
      expect(heard).toContain('changed');
    });
  });

  it('are refused at once while Redis is away', async () => {
    // Away, and the client trying to reconnect: a command it queued would wait for that.
    expect(away.client.isOpen).toBe(true);
    expect(away.ready).toBe(false);
    // "At once" in the event loop's order, not in milliseconds: refused before this turn's I/O
    // is over (setImmediate), so without waiting for any socket. A queued command would still
    // be pending then.
    const answer = await Promise.race([
      away.publish(`horizon:test:${run}`, 'changed'),
      new Promise<'still waiting'>((resolve) => setImmediate(() => resolve('still waiting'))),
    ]);
    expect(answer).toBe(false);
  });
});

describe('the shared page cache', () => {
  const build = mkdtempSync(join(tmpdir(), 'page-cache-build-'));
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  const page = (tags: string, status = 200) => ({
    kind: 'APP_PAGE',
    html: '<h1>Actualités</h1>',
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags },
    status,
    postponed: undefined,
    segmentData: new Map([['/_index', Buffer.from('segment')]]),
  });
  // A new context each time, as Next gives it (the store adds the page's tags to it).
  const pageContext = () => ({ cacheControl: { revalidate: 3600, expire: 7200 } });
  let cache: RedisPageCache;

  beforeAll(async () => {
    writeFileSync(join(build, 'BUILD_ID'), `test-${run}`);
    process.env.REDIS_URL = redisUrl;
    // Imported once REDIS_URL is set: the store connects through the process's connection.
    const store = await import('../../server/redis-page-cache');
    cache = new store.RedisPageCache({ serverDistDir: join(build, 'server') });
    await eventually(async () => {
      await cache.set('/fr/d/actualites', page('cms:figs-news:fr'), pageContext());
      expect(await cache.get('/fr/d/actualites', { kind: 'APP_PAGE' })).not.toBeNull();
    });
  });

  it('keeps a page as Next gave it (its RSC payload and segments)', async () => {
    const entry = await cache.get('/fr/d/actualites', { kind: 'APP_PAGE' });
    expect(entry?.value).toMatchObject({ html: '<h1>Actualités</h1>', status: 200 });
    expect(Buffer.isBuffer(entry?.value?.rscData)).toBe(true);
    expect((entry?.value?.segmentData as Map<string, Buffer>).get('/_index')?.toString()).toBe('segment');
  });

  it('never keeps a 404 or a redirect', async () => {
    await cache.set('/fr/d/news/nothing', page('cms:figs-news:fr', 404), pageContext());
    await cache.set('/fr/d/formations/moved', page('cms:courses:fr', 308), pageContext());
    expect(await cache.get('/fr/d/news/nothing', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/fr/d/formations/moved', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('expires a tag for every instance, and keeps nothing whose render began before the change', async () => {
    await cache.set('/fr/d/ecoles', page('cms:schools:fr'), pageContext());
    // A render of the FAQ begins (its read misses)…
    expect(await cache.get('/fr/d/faq', { kind: 'APP_PAGE' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await cache.revalidateTag(['cms:figs-news:fr'], { expire: 0 });
    // (Beyond the margin left for the instances' clocks.)
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('/fr/d/actualites', { kind: 'APP_PAGE' })).toBeNull();
    // The change is written in Redis for the other instances, for as long as a render may last.
    const ttl = await other.client.pTTL('horizon:tag-changed:cms:figs-news:fr');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(RENDER_MAX_MS);
    // …and ends after the change, with the old text: not kept.
    await cache.set('/fr/d/faq', page('cms:figs-news:fr'), pageContext());
    expect(await cache.get('/fr/d/faq', { kind: 'APP_PAGE' })).toBeNull();
    // The news page's render began after the change (its read above missed): kept at once.
    await cache.set('/fr/d/actualites', page('cms:figs-news:fr'), pageContext());
    expect(await cache.get('/fr/d/actualites', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await cache.get('/fr/d/ecoles', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});
