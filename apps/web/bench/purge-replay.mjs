// Issue 38's "precise purge" figures, in one run on this machine:
//   1. a day of traffic replayed through Varnish (deploy/varnish/site.vcl), its cache filled first: pages
//      of the sitemap drawn with a Zipf law, phones and desktops, paced, with edits of courses,
//      schools and news published in the CMS spread over it; the hit ratio of the requests, and
//      what each edit purged from Varnish and sent back to the site to render again;
//   2. one French edit of one course's summary, published, against the whole sitemap cached (as a
//      phone and a desktop): how many of its pages it purged.
// It measures whatever tags the site puts on its pages: it reads none of their names.
//
//   npm start                      # once: builds the site; the CMS must stay up
//   cd apps/web && node bench/purge-replay.mjs [--requests 20000] [--edits 50] [--rate 100]
//        [--concurrency 16] [--zipf 1] [--seed 38] [--site-port 3043] [--varnish-port 0]
//        [--cms-webhook-port 0] [--cms http://127.0.0.1:1337] [--sample 0] [--dry-run]
//
// It starts its own site instance (a fresh copy of the build) with its own varnishd in front, and
// registers a webhook of its own in the CMS (removed at the end) that reaches its site, as the
// CMS's revalidation webhook reaches a deployed one. A CMS in production refuses a webhook to a
// loopback address: then stop the site `npm start` runs and pass its port as --cms-webhook-port
// (3000 by default), where the CMS's own revalidation webhook goes; the benchmark listens there
// and hands each call to its site, as the CMS sent it. Every text it edits is put back at the end.
// --cms: another CMS than apps/web/.env.local's (one on a generated network, bench/network-size.mjs).
// --sample N: N of the sitemap's addresses drawn uniformly (from --seed), the others neither cached
// nor asked for; the shares are then estimates from the sample (the network's 26,406 addresses take
// about two hours to cache here).
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startVarnish } from '../../../scripts/lib/varnish.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';
import { adminSession } from './lib/cms-admin.mjs';
import { editPlan, EDITED, repairLeftovers, restoreAll } from './lib/edit-plan.mjs';
import { startPurgeRelay } from './lib/purge-relay.mjs';
import { purgeReport } from './lib/purge-report.mjs';
import { cacheClient, crawl, objectKey, pacedReplay } from './lib/replay.mjs';
import { writeReadmeSection } from './lib/report.mjs';
import { varnishCounters } from './lib/varnish-counters.mjs';
import { siteEnvFile, startSite } from './lib/site.mjs';
import { sitemapPaths } from './lib/sitemap-paths.mjs';
import { DESKTOP, PHONE } from './lib/visitors.mjs';
import { startWebhookRelay } from './lib/webhook-relay.mjs';
import { seededRandom, shuffled, zipfSampler } from './lib/zipf.mjs';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    edits: { type: 'string', default: '50' },
    rate: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '16' },
    zipf: { type: 'string', default: '1' },
    seed: { type: 'string', default: '38' },
    'site-port': { type: 'string', default: '3043' },
    'varnish-port': { type: 'string', default: '0' },
    'cms-webhook-port': { type: 'string', default: '0' },
    label: { type: 'string', default: '' },
    cms: { type: 'string', default: '' },
    sample: { type: 'string', default: '0' },
    'stock-payload': { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});
const number = (name) => Number(options[name]);
const log = (message) => console.log(`▸ ${message}`);

const SECTION = {
  begin: '<!-- purge-replay:begin (written by bench/purge-replay.mjs) -->',
  end: '<!-- purge-replay:end -->',
};
// What the configuration passes to the site by design (docs/decisions/varnish.md), as in
// bench/shared-cache.mjs: not a cacheable request. The root path is kept (Varnish chooses its language).
const PASSED = /^\/(en\/)?(brochure|contact|inscription|registration|candidature|apply)$/;
const WEBHOOK_NAME = 'Benchmark bench/purge-replay.mjs (temporary)';
const WEBHOOK_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
const BOTH = [PHONE, DESKTOP];
// Requests at once while the cache is filled: what a cold site on two shared cores renders without
// its CMS reads or Varnish's probe timing out.
const FILL_CONCURRENCY = 4;
// What Strapi's output leaves out of an entry (the admin users who wrote it).
const AUTHORS = new Set(['createdBy', 'updatedBy']);
// Long enough for the site to purge Varnish once it has answered the webhook.
const SETTLE_MS = 1500;

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(error));
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** The CMS answers its health check. */
const cmsUp = (cmsUrl) =>
  fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Watches the CMS every 2 s (the dev CMS is shared, and restarted by others): `{ downSeconds, stop }`,
 * the seconds it did not answer, a run whose pages then failed to render being no measure of the cache.
 */
function watchCms(cmsUrl) {
  const watch = { downSeconds: 0 };
  const timer = setInterval(async () => {
    if (!(await cmsUp(cmsUrl))) watch.downSeconds += 2;
  }, 2000);
  watch.stop = () => clearInterval(timer);
  return watch;
}

/** Resolves once the CMS answers again (or after `timeoutMs`). */
async function cmsBack(cmsUrl, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await cmsUp(cmsUrl)) && Date.now() < deadline) await sleep(2000);
}

/** The sitemap's paths, but those Varnish passes by design. */
async function cachedSitemapPaths(origin) {
  return (await sitemapPaths(origin)).filter((path) => !PASSED.test(path));
}

/**
 * `size` of `paths` drawn uniformly, in the sitemap's order (the crawls then go as over the whole);
 * all of them when `size` is 0 or not smaller. Its own generator: the replay's draws stay those of --seed.
 */
function sampleOf(paths, size) {
  if (!(size > 0 && size < paths.length)) return paths;
  const chosen = new Set(shuffled(paths, seededRandom(number('seed'))).slice(0, size));
  return paths.filter((path) => chosen.has(path));
}

/**
 * Fills the cache with the whole sitemap as a phone and a desktop, as the days before the replayed
 * one did: two crawls, a few requests at a time (a cold site renders each page once, slowly), the
 * second's hits being what is cached. `[key]` of those (`<user agent> <path>`).
 */
async function fillCache(client, paths) {
  await crawl(client, paths, BOTH, FILL_CONCURRENCY);
  const second = await crawl(client, paths, BOTH, FILL_CONCURRENCY);
  return second.filter((answer) => answer.cache === 'HIT').map((answer) => objectKey(answer.path, answer.userAgent));
}

/** Resolves once the relay has passed on, and the site answered, `count` calls about `documentId` since `since`. */
async function heardOf(relay, documentId, since, count = 2, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const answered = () =>
    relay.calls.filter((call) => call.documentId === documentId && call.receivedAt >= since && call.answeredAt);
  while (answered().length < count) {
    if (Date.now() > deadline)
      throw new Error(`The site heard of ${documentId} ${answered().length} times, not ${count}.`);
    await sleep(100);
  }
  await sleep(SETTLE_MS);
}

/**
 * The CMS's webhook to this site. Its own, registered in the CMS for the run, when the CMS takes a
 * loopback address (Strapi refuses one in production: "not reachable over the public internet");
 * else the benchmark sends, after each save and each publish, the call the CMS's revalidation
 * webhook makes: `{ event, createdAt, model, uid, entry }` (Strapi 5's body; the entry as the admin
 * API answers it, without its authors, which Strapi's output leaves out) and `changes`, what the CMS
 * adds to it (apps/cms/src/revalidation: a save changes nothing published; a publish, the field edited
 * in the language edited), unless `--stock-payload`.
 */
async function webhookToSite(cms, relay, secret) {
  for (const stale of (await cms.webhooks()).filter((w) => w.name === WEBHOOK_NAME)) await cms.removeWebhook(stale.id);
  const authorization = `Bearer ${secret}`;
  try {
    const webhook = await cms.addWebhook({
      name: WEBHOOK_NAME,
      url: relay.url,
      headers: { Authorization: authorization },
      events: WEBHOOK_EVENTS,
    });
    return { real: true, remove: () => cms.removeWebhook(webhook.id) };
  } catch (error) {
    if (!/public internet/.test(String(error))) throw error;
  }
  const send = async (event, { uid }, entry, changes) => {
    const shown = Object.fromEntries(Object.entries(entry ?? {}).filter(([key]) => !AUTHORS.has(key)));
    const body = { event, createdAt: new Date(), model: uid.split('.').pop(), uid, entry: shown };
    if (!options['stock-payload']) body.changes = changes;
    const answer = await fetch(relay.url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'x-strapi-event': event },
      body: JSON.stringify(body),
    });
    await answer.arrayBuffer();
  };
  return { real: false, send, remove: async () => {} };
}

/** Publishes one edit and waits until the site has purged what it purges: `{ purged, webhooks, … }`. */
async function publishEdit({ cms, relay, purger, webhook }, edit) {
  const since = Date.now();
  const data = { [edit.field]: edit.text };
  const draft = await cms.save(edit.uid, edit.documentId, edit.locale, data);
  if (!webhook.real) await webhook.send('entry.update', edit, draft, { fields: [], locales: [] });
  const published = await cms.publish(edit.uid, edit.documentId, edit.locale, data);
  if (!webhook.real)
    await webhook.send('entry.publish', edit, published, { fields: [edit.field], locales: [edit.locale] });
  const publishedMs = Date.now() - since;
  await heardOf(relay, edit.documentId, since);
  const calls = relay.calls.filter((call) => call.receivedAt >= since);
  const purges = purger.purges.filter((purge) => purge.at >= since);
  return {
    ...edit,
    publishedMs,
    purged: purges.reduce((sum, purge) => sum + purge.objects, 0),
    purges: purges.length,
    failedPurges: purges.filter((purge) => purge.status !== 200).length,
    webhooks: calls.length,
    foreign: calls.filter((call) => call.documentId !== edit.documentId).length,
    failedWebhooks: calls.filter((call) => call.status !== 200).length,
  };
}

let exitCode = 1;
try {
  const siteEnv = siteEnvFile();
  const cmsUrl = options.cms || siteEnv.CMS_URL;
  if (!(await cmsUp(cmsUrl))) throw new Error(`The CMS (${cmsUrl}) does not answer: start it with \`npm start\`.`);
  const loadAtStart = loadavg()[0];
  const cms = await adminSession(cmsUrl);
  const random = seededRandom(number('seed'));

  log('Starting Varnish, and the site (fresh copy of its build) behind it, purging it');
  const sitePort = number('site-port');
  const varnish = await startVarnish({ backendPort: sitePort, port: number('varnish-port') || (await freePort()) });
  cleanups.push(async () => varnish.stop());
  // The site purges it through a relay that reads how many objects each purge dropped.
  const purger = await startPurgeRelay(varnish.url);
  cleanups.push(() => purger.close());
  process.env.VARNISH_PURGE_URLS = purger.url;
  const site = await startSite(sitePort, { env: { CMS_URL: cmsUrl } });
  cleanups.push(() => site.stop());
  for (let tries = 0; (await fetch(`${varnish.url}/api/health`)).status !== 200; tries += 1) {
    if (tries > 60) throw new Error('Varnish does not reach the site (its probe says sick).');
    await sleep(500);
  }

  log('A webhook of the CMS to this site (through a relay that notes each call)');
  // With --cms-webhook-port, the relay takes the address of the CMS's own revalidation webhook (the
  // installation's site, stopped for the run): the calls are the CMS's, `changes` included.
  const cmsWebhookPort = number('cms-webhook-port');
  const relay = await startWebhookRelay(`${site.origin}/api/revalidate`, cmsWebhookPort);
  cleanups.push(() => relay.close());
  const webhook = cmsWebhookPort
    ? { real: true, remove: async () => {} }
    : await webhookToSite(cms, relay, siteEnv.REVALIDATE_SECRET);
  cleanups.push(() => webhook.remove());
  if (!webhook.real) log('  the CMS refuses a webhook to a loopback address: the benchmark sends its calls itself');
  const stack = { cms, relay, purger, webhook };

  const sitemap = await cachedSitemapPaths(site.origin);
  const paths = sampleOf(sitemap, number('sample'));
  if (paths.length < sitemap.length)
    log(`A uniform sample of ${paths.length} of the sitemap's ${sitemap.length} pages`);
  await repairLeftovers(cms, log);
  const plan = await editPlan(cms, number('edits'), random);
  // Every text edited is put back, whatever happens (after the webhook is gone: the restoring
  // publishes purge nothing of this run).
  cleanups.unshift(async () => {
    await cmsBack(cmsUrl);
    await restoreAll(cms, plan.originals, log);
  });
  const cmsWatch = watchCms(cmsUrl);
  cleanups.push(async () => cmsWatch.stop());

  const requestCount = number('requests');
  const byRank = shuffled(paths, random);
  const rank = zipfSampler(byRank.length, number('zipf'), random);
  const draws = Array.from({ length: requestCount }, () => ({
    path: byRank[rank()],
    userAgent: random() < 0.5 ? PHONE : DESKTOP,
  }));
  const client = cacheClient(varnish.url, number('concurrency'));
  cleanups.push(async () => client.close());

  log(
    `Replay: ${requestCount.toLocaleString('en-US')} requests over ${paths.length} pages, ${number('rate')}/s, ` +
      `${plan.edits.length} edits spread over it`,
  );
  log('Filling the cache with the sitemap (the days before)');
  const cachedAtStart = await fillCache(client, paths);
  const progress = { issued: 0 };
  const backendAtStart = varnishCounters(varnish.workDir)('MAIN.backend_req');
  const edits = [];
  const editing = (async () => {
    for (const [i, edit] of plan.edits.entries()) {
      const at = Math.round(((i + 0.5) * requestCount) / plan.edits.length);
      while (progress.issued < at) await sleep(50);
      const startedAt = progress.issued;
      // The shared CMS restarted by someone else: the edit is made again once it is back.
      const done = await publishEdit(stack, edit).catch(async (error) => {
        log(`  edit ${i + 1} failed (${error.message.slice(0, 80)}): again once the CMS answers`);
        await cmsBack(cmsUrl);
        return publishEdit(stack, edit);
      });
      edits.push({ ...done, at: startedAt });
      log(`  edit ${i + 1} (${edit.kind}, ${edit.locale}) at request ${startedAt}: ${done.purged} objects purged`);
    }
  })();
  const replayed = pacedReplay(client, draws, {
    rate: number('rate'),
    concurrency: number('concurrency'),
    progress,
  });
  const [{ answers, seconds }] = await Promise.all([replayed, editing]);
  const backendReplay = varnishCounters(varnish.workDir)('MAIN.backend_req') - backendAtStart;

  log('One French edit of one course’s summary against the whole sitemap cached (phone and desktop)');
  const cachedKeys = new Set(await fillCache(client, paths));
  const single = await publishEdit(stack, plan.single);
  const after = (await crawl(client, paths, BOTH, FILL_CONCURRENCY)).filter((a) =>
    cachedKeys.has(objectKey(a.path, a.userAgent)),
  );
  const lost = after.filter((a) => a.cache !== 'HIT');

  const body = purgeReport({
    label: options.label,
    options: Object.fromEntries(['requests', 'rate', 'concurrency', 'zipf', 'seed'].map((n) => [n, number(n)])),
    paths,
    sitemapSize: sitemap.length,
    draws,
    answers,
    seconds,
    cachedAtStart,
    backendReplay,
    cmsDownSeconds: cmsWatch.downSeconds,
    edits,
    single: {
      ...single,
      cachedObjects: cachedKeys.size,
      cachedPages: new Set([...cachedKeys].map((key) => key.split(' ')[1])).size,
      lostObjects: lost.length,
      lostPhone: lost.filter((a) => a.userAgent === PHONE).length,
      lostDesktop: lost.filter((a) => a.userAgent === DESKTOP).length,
      lostPages: new Set(lost.map((a) => a.path)).size,
    },
    context: {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
      load: `${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
      node: process.versions.node,
      edited: EDITED,
      settleSeconds: SETTLE_MS / 1000,
      webhook: webhook.real ? 'cms' : options['stock-payload'] ? 'stock' : 'changes',
    },
  });
  console.log(`\n${body}\n`);
  if (!options['dry-run']) {
    await writeReadmeSection(body, SECTION);
    log('bench/README.md updated');
  }
  exitCode = answers.every((a) => a.status === 200) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
