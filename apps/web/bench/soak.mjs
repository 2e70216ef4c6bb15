// Soak test of a running site: many connections over many pages for a long time, then the
// errors, the latencies and how the server's memory moved. Not part of `npm test`.
//
//   node bench/soak.mjs [--url http://127.0.0.1:3000] [--duration 600] [--connections 64] [--pid <site pid>]
//
// The 50 URLs are found on the site itself (home pages, lists, and the pages they link to, in
// both languages), half asked as a phone, half as a desktop, as a returning French visitor (no
// cookie to set). Memory is the resident size of the site's process (/proc/<pid>/status),
// sampled every 30 s after a warm-up of a tenth of the run; the pid is found from the port when
// not given. Only run it against this machine.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    duration: { type: 'string', default: '600' },
    connections: { type: 'string', default: '64' },
    pid: { type: 'string' },
  },
});
const base = new URL(values.url);
if (!['127.0.0.1', 'localhost', '::1'].includes(base.hostname))
  throw new Error('The soak test only targets this machine.');
const duration = Number(values.duration);
const connections = Number(values.connections);

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const VISITOR = { 'accept-language': 'fr', cookie: 'i18n_redirected=fr; origine-tracking=direct' };

/** The site's process: the one holding the listening socket of the port. */
function pidOfPort(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`))
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])) return Number(pid);
    } catch {
      // A process that ended, or that is not ours to read.
    }
  }
  throw new Error(`No process listens on port ${port}: pass --pid.`);
}

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** 50 pages of the site that answer 200: the lists, and the pages they link to. */
async function pagesOfTheSite() {
  const seeds = [
    '/',
    '/en',
    '/formations',
    '/en/courses',
    '/ecoles',
    '/en/schools',
    '/news',
    '/en/news',
    '/faq',
    '/en/faq',
    '/bureaux',
    '/lives',
    '/contact',
    '/en/brochure',
  ];
  const found = new Set(seeds);
  for (const seed of seeds) {
    const html = await (await fetch(new URL(seed, base), { headers: VISITOR })).text();
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g))
      if (!href.startsWith('/_next') && !href.startsWith('/uploads') && !href.includes('.')) found.add(href);
  }
  const pages = [];
  for (const path of found) {
    if (pages.length === 50) break;
    const response = await fetch(new URL(path, base), { headers: VISITOR, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) pages.push(path);
  }
  if (pages.length < 50) throw new Error(`Only ${pages.length} pages found; is the demo content seeded?`);
  return pages;
}

const pid = values.pid ? Number(values.pid) : pidOfPort(Number(base.port || 80));
const pages = await pagesOfTheSite();
const requests = pages.flatMap((path) => [
  { method: 'GET', path, headers: { ...VISITOR, 'user-agent': PHONE } },
  { method: 'GET', path, headers: { ...VISITOR, 'user-agent': DESKTOP } },
]);
console.log(`Soak: ${connections} connections, ${duration} s, ${pages.length} pages, site pid ${pid}`);

const warmUpSeconds = Math.max(10, Math.round(duration / 10));
const samples = [];
let startRss = null;
const sampler = setInterval(() => {
  const elapsed = (Date.now() - startedAt) / 1000;
  if (elapsed < warmUpSeconds) return;
  const rss = rssMiB(pid);
  startRss ??= rss;
  samples.push({ at: Math.round(elapsed), rssMiB: Math.round(rss) });
}, 30_000);

const startedAt = Date.now();
const result = await autocannon({
  url: base.origin,
  connections,
  duration,
  requests,
  timeout: 30,
  headers: VISITOR,
});
clearInterval(sampler);
const endRss = rssMiB(pid);
startRss ??= endRss;

const errors = result.errors + result.timeouts + result.non2xx;
const summary = {
  pages: pages.length,
  connections,
  durationSeconds: duration,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  errors: { socket: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  memory: {
    rssAfterWarmUpMiB: Math.round(startRss),
    rssAtEndMiB: Math.round(endRss),
    growthPercent: Math.round(((endRss - startRss) / startRss) * 1000) / 10,
    samples,
  },
};
console.log(JSON.stringify(summary, null, 2));
console.log(
  `${summary.requests} requests, ${errors} errors; p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms; ` +
    `memory ${summary.memory.rssAfterWarmUpMiB} → ${summary.memory.rssAtEndMiB} MiB (${summary.memory.growthPercent} %)`,
);
process.exit(errors === 0 && summary.memory.growthPercent < 10 ? 0 : 1);
