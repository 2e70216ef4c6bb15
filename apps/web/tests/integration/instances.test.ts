import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, editAndPublish } from '../support/admin';
import { newsNobodyOpens, type NewsRef } from '../support/cms';
import { testEnv } from '../support/env';
import { choicesOf, leadsByEmail, openForm, submitForm, waitLikeAPerson } from '../support/forms';
import { announceChange, eventually, h1, locationPath } from '../support/site';
import { freePort, startSite } from '../support/site-server';

// Several site instances behind one load balancer (docs/decisions/shared-cache.md): two instances
// of the built site on the Redis `npm test` started (TEST_REDIS_URL) and the run's CMS (CMS_URL),
// each with its own lead outbox, as each would have its own disk.

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: run the integration tests through "npm test".');

type Site = Awaited<ReturnType<typeof startSite>>;
const outboxes: string[] = [];
const newOutbox = () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-instance-'));
  outboxes.push(dir);
  return dir;
};
const instance = (outbox: string) =>
  startSite({
    REDIS_URL: redisUrl,
    LEADS_OUTBOX_DIR: outbox,
    LEADS_RATE_LIMIT: '1000/600',
    LEADS_RETRY_MAX_MS: '1000',
  });
const pendingIn = (outbox: string) => readdirSync(join(outbox, 'pending')).filter((name) => name.endsWith('.json'));

async function get(site: Site, path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    location: locationPath(response.headers),
    html: await response.text(),
  };
}

// Redis, read directly: whether a page is stored in the shared cache yet (the store writes after answering).
const redis = createClient({ url: redisUrl });
const pageStored = async (path: string) => expect(await redis.keys(`horizon:page-cache:*${path}`)).not.toHaveLength(0);

let a: Site;
let b: Site;
let outboxA: string;
const news: NewsRef[] = [];
const restoreNews: Array<() => Promise<void>> = [];

beforeAll(async () => {
  await redis.connect();
  outboxA = newOutbox();
  [a, b] = await Promise.all([instance(outboxA), instance(newOutbox())]);
  news.push(await newsNobodyOpens(6), await newsNobodyOpens(7));
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  for (const restore of restoreNews) await restore();
  await redis.quit();
  for (const dir of outboxes) rmSync(dir, { recursive: true, force: true });
});

describe('two site instances on one Redis', () => {
  it('say they are live and ready, with the shared cache', async () => {
    for (const site of [a, b]) {
      expect(await (await fetch(`${site.url}/api/health/live`)).json()).toEqual({ status: 'live' });
      const ready = await fetch(`${site.url}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', cms: 'up', cache: 'redis up' });
      expect(await (await fetch(`${site.url}/api/health`)).json()).toEqual({ status: 'ok' });
    }
  });

  it('serve on one a page the other rendered, from the shared cache', async () => {
    const path = `/news/${news[0]!.slug}`;
    const rendered = await get(a, path);
    expect(rendered).toMatchObject({ status: 200, cache: 'MISS' });
    await eventually(() => pageStored(`/news/${news[0]!.slug}`));
    const served = await get(b, path);
    expect(served).toMatchObject({ status: 200, cache: 'HIT' });
    expect(h1(served.html)).toBe(h1(rendered.html));
  });

  it('both show an edit published in the CMS, when the webhook reaches only one', async () => {
    const item = news[1]!;
    const path = `/news/${item.slug}`;
    await get(a, path);
    await eventually(() => pageStored(path));
    expect(h1((await get(b, path)).html)).toBe(item.title);

    const token = await adminToken();
    const uid = 'api::figs-news.figs-news-item';
    restoreNews.push(() => editAndPublish(token, uid, item.documentId, 'fr', { title: item.title }));
    const edited = `${item.title} (édition ${Date.now()})`;
    await editAndPublish(token, uid, item.documentId, 'fr', { title: edited });
    // The CMS's webhook goes to the main test site; here it reaches instance A only.
    await announceChange(uid, a.url);
    await eventually(async () => {
      expect(h1((await get(b, path)).html)).toBe(edited);
      expect(h1((await get(a, path)).html)).toBe(edited);
    });
  });

  it('both follow a redirect created in the CMS, when the webhook reaches only one', async () => {
    const base = '/content-manager/collection-types/api::redirect.redirect';
    const from = `/ancienne-page-instances-${Date.now()}`;
    // B's table is built now, before the rule exists: without a message from A it would keep it a
    // minute. Its log says when that rebuild is over, so that the rule can only reach B through A.
    const rebuilds = () => b.output().split('"msg":"redirect table rebuilt after a change"').length;
    const before = rebuilds();
    await announceChange('api::redirect.redirect', b.url);
    await eventually(async () => expect((await get(b, from)).status).toBe(404));
    await eventually(async () => expect(rebuilds()).toBeGreaterThan(before));
    const token = await adminToken();
    const created = await adminApi(token, 'POST', base, { from, to: '/formations', code: 301 });
    expect(created.status).toBe(201);
    try {
      await announceChange('api::redirect.redirect', a.url);
      await eventually(async () => {
        expect(await get(b, from)).toMatchObject({ status: 301, location: '/formations' });
        expect(await get(a, from)).toMatchObject({ status: 301, location: '/formations' });
      }, 15_000);
    } finally {
      await adminApi(token, 'DELETE', `${base}/${(created.json?.data as { documentId: string }).documentId}`);
    }
  });

  // No second try: it would send new leads with new addresses, and hide one lost (or doubled) in a run.
  it(
    'one keeps answering while the other is killed in the middle of a load, and no lead is lost',
    { retry: 0, timeout: 240_000 },
    async () => {
      const run = Date.now().toString(36);
      const [formA, formB] = await Promise.all([
        openForm('/brochure', { base: a.url }),
        openForm('/brochure', { base: b.url }),
      ]);
      await waitLikeAPerson(formB);
      const school = choicesOf(formB, 'school')[0]!;
      const person = (email: string) => ({
        firstName: 'Ama',
        lastName: 'Owusu',
        email,
        country: 'GH',
        consent: 'on',
        school,
      });

      let stop = false;
      let killedAt = Infinity;
      const answersOfB: Array<{ status: number; at: number }> = [];
      const pages = ['/', '/formations', '/ecoles', '/faq', `/news/${news[0]!.slug}`];
      const browse = async (site: Site, answers: Array<{ status: number; at: number }> | null) => {
        for (let i = 0; !stop; i++) {
          const response = await fetch(`${site.url}${pages[i % pages.length]}`).catch(() => null);
          // A's answer under way when it is killed ends early: its body is cut, not an error of the test.
          const whole = await response?.arrayBuffer().then(
            () => true,
            () => false,
          );
          answers?.push({ status: whole ? response!.status : 0, at: Date.now() });
          if (!response) await new Promise((r) => setTimeout(r, 50));
        }
      };
      const accepted: string[] = [];
      const sent: string[] = [];
      const submitTo = async (form: typeof formA, prefix: string, count: number) => {
        for (let i = 0; i < count; i++) {
          const email = `${prefix}-${run}-${i}@leads.test`;
          sent.push(email);
          const answer = await submitForm(form, person(email)).catch(() => null);
          if (answer?.status === 303) accepted.push(email);
        }
      };

      const load = [browse(a, null), browse(b, answersOfB), browse(b, answersOfB)];
      const leadsToA = submitTo(formA, 'killed', 40);
      const leadsToB = submitTo(formB, 'survivor', 20);
      // A dies while its visitors are sending forms and browsing.
      await eventually(async () => expect(accepted.filter((e) => e.startsWith('killed')).length).toBeGreaterThan(3));
      await a.crash();
      killedAt = Date.now();
      await Promise.all([leadsToA, leadsToB]);
      // B's visitors go on a few seconds more.
      await eventually(async () =>
        expect(answersOfB.filter(({ at }) => at > killedAt + 3000).length).toBeGreaterThan(5),
      );
      stop = true;
      await Promise.all(load);

      expect(answersOfB.map(({ status }) => status).filter((status) => status !== 200)).toEqual([]);
      expect(accepted.filter((e) => e.startsWith('survivor'))).toHaveLength(20);
      expect(accepted.filter((e) => e.startsWith('killed')).length).toBeLessThan(40);

      // A comes back on its disk: what it had accepted and not yet delivered goes now.
      a = await instance(outboxA);
      await eventually(async () => expect(pendingIn(outboxA)).toHaveLength(0), 60_000);
      await eventually(async () => {
        const stored = (await leadsByEmail(sent)).map((lead) => lead.email);
        for (const email of accepted) expect(stored).toContain(email);
        expect(new Set(stored).size).toBe(stored.length);
      }, 30_000);
    },
  );

  it('one told to stop finishes the requests under way, is no longer ready, refuses new connections, and exits 0', async () => {
    const c = await instance(newOutbox());
    const body = JSON.stringify({ event: 'entry.update', uid: 'api::faq.faq', entry: {} });
    const socket = connect(c.port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // A webhook call whose body is still on its way when the signal comes.
    socket.write(
      `POST /api/revalidate HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${testEnv.revalidateSecret}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const exited = c.terminate();
    await eventually(async () =>
      expect(
        await fetch(`${c.url}/api/health/live`).then(
          () => 'accepted',
          () => 'refused',
        ),
      ).toBe('refused'),
    );
    // The rest of the body, and a readiness check asked on the same connection.
    socket.write(`${body.slice(10)}GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await closed;
    const answers = Buffer.concat(received).toString('utf8');
    expect(answers.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 503']);
    expect(answers).toContain(
      '"revalidated":["data:faqs:fr","data:faqs:en","cms:faqs:fr","cms:faqs:fr:in","cms:faqs:en","cms:faqs:en:in"]',
    );
    expect(answers).toContain('"status":"stopping"');
    expect(await exited).toBe(0);
  }, 120_000);

  it('one whose Redis is away renders every page instead of failing, and is not ready', async () => {
    const c = await startSite({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LEADS_OUTBOX_DIR: newOutbox() });
    try {
      for (let i = 0; i < 2; i++) expect(await get(c, '/faq')).toMatchObject({ status: 200, cache: 'MISS' });
      const ready = await fetch(`${c.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'starting', cms: 'up', cache: 'redis down' });
    } finally {
      await c.stop();
    }
  });
});
