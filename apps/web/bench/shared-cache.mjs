// Issue 26's figures for the shared cache, in one run on this machine:
//   1. first visits (no cookie, a campaign's click id on each) to 50 pages of the sitemap, as phones
//      and desktops, at 64 connections through Varnish (deploy/varnish/site.vcl), from a cold cache:
//      requests per second, p99, and how many requests reached the site; then the same load on the
//      site itself, without Varnish;
//   2. the site's own requests per second for a cached page (a course) against a bare Next page of
//      the same size behind a pass-through proxy (the figure issue 26 found at 0.54×);
//   3. a CPU profile of the site serving that page, summed by where the time goes.
//
//   npm start                      # once: builds the site; the CMS must stay up
//   cd apps/web && node bench/shared-cache.mjs [--pages 50] [--connections 64] [--duration 10]
//        [--rounds 3] [--site-port 3041] [--bare-port 3042] [--dry-run]
//
// It starts its own site instance (a fresh copy of the build), its own varnishd and the bare app,
// and writes its tables into bench/README.md (unless --dry-run).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startVarnish } from '../../../scripts/lib/varnish.mjs';
import { buildBareApp, sameSizePath, startBareApp, THROUGH_PROXY } from './lib/bare-app.mjs';
import { ms, perSecond, ratio } from './lib/format.mjs';
import { loadTest } from './lib/load.mjs';
import { profileSummary } from './lib/cpu-profile.mjs';
import { writeReadmeSection } from './lib/report.mjs';
import { varnishCounters } from './lib/varnish-counters.mjs';
import { sitemapPaths } from './lib/sitemap-paths.mjs';
import { siteEnvFile, startSite, webDir } from './lib/site.mjs';
import { linksUnder } from './lib/site-pages.mjs';
import { median } from './lib/stats.mjs';
import { DESKTOP, fetchPage, PHONE, requestsFor } from './lib/visitors.mjs';

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: '50' },
    connections: { type: 'string', default: '64' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'site-port': { type: 'string', default: '3041' },
    'bare-port': { type: 'string', default: '3042' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const count = (name) => Number.parseInt(options[name], 10);
const [pageCount, connections, duration, rounds] = ['pages', 'connections', 'duration', 'rounds'].map(count);
const log = (message) => console.log(`▸ ${message}`);

const SECTION = {
  begin: '<!-- shared-cache:begin (written by bench/shared-cache.mjs) -->',
  end: '<!-- shared-cache:end -->',
};
// What the configuration passes to the site by design (docs/decisions/varnish.md): not a page a
// campaign lands on from the cache. The root path is one (Varnish chooses its language).
const PASSED = /^\/(en\/)?(brochure|contact|inscription|registration|candidature|apply)$/;

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(error));
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** `count` sitemap paths, spread over the whole sitemap (every kind of page), but those passed by design. */
async function spreadSitemapPaths(origin, wanted) {
  const paths = (await sitemapPaths(origin)).filter((path) => !PASSED.test(path));
  const step = paths.length / wanted;
  return Array.from({ length: Math.min(wanted, paths.length) }, (_, i) => paths[Math.floor(i * step)]);
}

/**
 * First visits to `paths`: no cookie, the browser's language the page's and its encodings, a phone
 * and a desktop in turn, each with a click id of its own (as a campaign's visitors come), for `seconds`.
 */
async function firstVisits(origin, paths, seconds) {
  let click = 0;
  const requests = paths.flatMap((path) =>
    [PHONE, DESKTOP].map((userAgent) => ({
      method: 'GET',
      path,
      headers: {
        'user-agent': userAgent,
        'accept-language': path.startsWith('/en') ? 'en-US,en' : 'fr-FR,fr',
        // As a browser asks: Varnish keeps the page gzipped and sends it so.
        'accept-encoding': 'gzip, deflate, br, zstd',
      },
      setupRequest: (request) => ({
        ...request,
        path: `${path}${path.includes('?') ? '&' : '?'}utm_source=bench&gclid=${(click += 1)}`,
      }),
    })),
  );
  const result = await autocannon({ url: origin, connections, duration: seconds, requests, timeout: 30 });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

let exitCode = 1;
try {
  const cmsUrl = siteEnvFile().CMS_URL;
  if (
    !(await fetch(`${cmsUrl}/_health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    throw new Error(`The CMS (${cmsUrl}) does not answer: start it with \`npm start\`.`);
  const loadAtStart = loadavg()[0];

  log('Starting the site (fresh copy of its build) and Varnish in front of it');
  const site = await startSite(count('site-port'));
  cleanups.push(() => site.stop());
  const varnish = await startVarnish({ backendPort: count('site-port') });
  cleanups.push(async () => varnish.stop());

  const paths = await spreadSitemapPaths(site.origin, pageCount);
  log(`First visits to ${paths.length} pages at ${connections} connections, ${duration} s, through a cold Varnish`);
  const counter = varnishCounters(varnish.workDir);
  const before = { backend: counter('MAIN.backend_req') };
  const throughVarnish = await firstVisits(varnish.url, paths, duration);
  const after = varnishCounters(varnish.workDir);
  Object.assign(throughVarnish, {
    reachedSite: after('MAIN.backend_req') - before.backend,
    hits: after('MAIN.cache_hit'),
    misses: after('MAIN.cache_miss'),
    passes: after('MAIN.s_pass'),
  });
  log('The same on the site itself (its page cache warm from the run above)');
  const direct = await firstVisits(site.origin, paths, duration);

  log('The site’s own cached page against a bare page of its size behind a pass-through proxy');
  const bareDir = buildBareApp(join(webDir, 'node_modules'));
  cleanups.push(async () => rmSync(bareDir, { recursive: true, force: true }));
  const bare = await startBareApp(bareDir, 'bare Next behind a pass-through proxy', count('bare-port'));
  cleanups.push(() => bare.stop());
  const [coursePath] = await linksUnder(site.origin, '/formations');
  const { bytes } = await fetchPage(site.origin, coursePath, PHONE);
  const barePath = await sameSizePath(bare.origin, bytes);
  const pair = [
    { name: 'site', server: site, path: coursePath, headers: {} },
    { name: 'bare', server: bare, path: barePath, headers: THROUGH_PROXY },
  ];
  const measured = { site: [], bare: [] };
  for (let round = 0; round <= rounds; round += 1)
    for (const { name, server, path, headers } of pair) {
      const result = await loadTest({
        origin: server.origin,
        requests: requestsFor(path, headers),
        connections: 32,
        durationSeconds: round === 0 ? 5 : duration,
        pid: server.pid,
      });
      if (round > 0) measured[name].push(result);
    }
  const medianOf = (name, key) => median(measured[name].map((result) => result[key]));
  const own = {
    siteRps: medianOf('site', 'rps'),
    bareRps: medianOf('bare', 'rps'),
    siteCpu: medianOf('site', 'cpuMsPerRequest'),
    bareCpu: medianOf('bare', 'cpuMsPerRequest'),
    siteP99: medianOf('site', 'p99Ms'),
    bareP99: medianOf('bare', 'p99Ms'),
    bytes,
  };

  log('A CPU profile of a site instance serving the cached course page');
  await site.stop();
  const profileDir = mkdtempSync(join(tmpdir(), 'horizon-profile-'));
  cleanups.push(async () => rmSync(profileDir, { recursive: true, force: true }));
  const profiled = await startSite(count('site-port'), { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
  cleanups.push(() => profiled.stop());
  await loadTest({
    origin: profiled.origin,
    requests: requestsFor(coursePath),
    connections: 32,
    durationSeconds: 5,
    pid: profiled.pid,
  });
  const loadStarted = Date.now();
  await loadTest({
    origin: profiled.origin,
    requests: requestsFor(coursePath),
    connections: 32,
    durationSeconds: duration,
    pid: profiled.pid,
  });
  const loadMs = Date.now() - loadStarted;
  await profiled.stop();
  const [profileFile] = readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'));
  if (!profileFile) throw new Error('The profiled site wrote no .cpuprofile.');
  const profile = profileSummary(JSON.parse(readFileSync(join(profileDir, profileFile), 'utf8')), { lastMs: loadMs });

  const body = report({ throughVarnish, direct, paths, own, profile, loadAtStart, coursePath, barePath });
  console.log(`\n${body}\n`);
  if (!options['dry-run']) {
    await writeReadmeSection(body, SECTION);
    log('bench/README.md updated');
  }
  exitCode = throughVarnish.errors === 0 && direct.errors === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);

function report({ throughVarnish, direct, paths, own, profile, loadAtStart, coursePath, barePath }) {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const row = (label, r, extra) =>
    `| ${label} | ${perSecond(r.rps)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${r.requests.toLocaleString('en-US')} | ${r.errors} | ${extra} |`;
  const share = (part) => `${part.toLocaleString('en-US')} (${((100 * part) / throughVarnish.requests).toFixed(2)} %)`;
  return [
    `Run of ${date} on ${cpus().length} × ${cpu} (1-minute load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}), Node ${process.versions.node}, Varnish 7.1 with deploy/varnish/site.vcl; the load generator on the same cores.`,
    '',
    `**First visits** to ${paths.length} pages of the sitemap (every kind of page, the root path included, but the lead forms, which Varnish passes by design), each as a phone and as a desktop, without cookies, accepting compressed answers as a browser does, a click id of its own on each request (\`?utm_source=bench&gclid=<n>\`), ${connections} connections, ${duration} s; Varnish started cold.`,
    '',
    '| Served by | Requests/s | p50 | p99 | Requests | Errors | Reached the site |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('Varnish in front of the site', throughVarnish, share(throughVarnish.reachedSite)),
    row('The site alone (its page cache warm)', direct, 'all'),
    '',
    `Through Varnish: ${throughVarnish.hits.toLocaleString('en-US')} hits, ${throughVarnish.misses} misses (${paths.length} pages × 2 device classes), ${throughVarnish.passes} passes; ${ratio(throughVarnish.rps / direct.rps)} the site's requests per second.`,
    '',
    `**The site's own cached page** (\`${coursePath}\`, ${(own.bytes / 1000).toFixed(1)} KB of HTML, a returning phone and desktop in turn, 32 connections) against a bare Next page of the same size (\`${barePath}\`) behind a pass-through \`proxy.ts\`; median of ${rounds} rounds of ${duration} s after a warm-up round:`,
    '',
    '| Server | Requests/s | p99 | CPU per request |',
    '| --- | ---: | ---: | ---: |',
    `| Site | ${perSecond(own.siteRps)} | ${ms(own.siteP99)} | ${own.siteCpu.toFixed(1)} ms |`,
    `| Bare Next page behind a pass-through proxy | ${perSecond(own.bareRps)} | ${ms(own.bareP99)} | ${own.bareCpu.toFixed(1)} ms |`,
    `| Site ÷ bare | ${ratio(own.siteRps / own.bareRps)} | | ${ratio(own.siteCpu / own.bareCpu)} |`,
    '',
    `**Where the site's time goes** serving that page: a CPU profile (\`node --cpu-prof\`) of a fresh instance over its last ${(profile.windowMs / 1000).toFixed(1)} s (after a 5 s warm-up), ${profile.samples.toLocaleString('en-US')} samples; self time by where the code comes from:`,
    '',
    '| Code | Share of the busy time |',
    '| --- | ---: |',
    ...profile.groups.map(({ group, share }) => `| ${group} | ${(share * 100).toFixed(1)} % |`),
    '',
    'The functions with the most self time:',
    '',
    '| Function | Where | Self |',
    '| --- | --- | ---: |',
    ...profile.functions.map(({ name, where, share }) => `| \`${name}\` | ${where} | ${(share * 100).toFixed(1)} % |`),
  ].join('\n');
}
