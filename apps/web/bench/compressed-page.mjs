// Issue 38's figure: a running site's cached course page against a bare Next page of the same size,
// both asked as a browser asks (`accept-encoding: br, gzip`) and without compression, 32
// connections, median of interleaved rounds. The site compresses a page once and keeps the bytes
// (server/compressed-pages.ts); the bare app's Next compresses each answer with gzip.
//
//   cd apps/web && node bench/compressed-page.mjs --site http://127.0.0.1:3000 [--site-pid <pid>]
//        [--duration 10] [--rounds 3] [--bare-port 3392] [--path /formations/…] [--dry-run]
//
// It measures the site already running at --site (its CPU per request too with --site-pid), builds
// and starts the bare app itself, and writes its table into bench/README.md (unless --dry-run).
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildBareApp, sameSizePath, startBareApp } from './lib/bare-app.mjs';
import { cpu, kb, ms, perSecond, ratio } from './lib/format.mjs';
import { loadTest } from './lib/load.mjs';
import { writeReadmeSection } from './lib/report.mjs';
import { webDir } from './lib/site.mjs';
import { linksUnder } from './lib/site-pages.mjs';
import { median } from './lib/stats.mjs';
import { fetchPage, requestsFor } from './lib/visitors.mjs';

const { values: options } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://127.0.0.1:3000' },
    'site-pid': { type: 'string' },
    path: { type: 'string' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'bare-port': { type: 'string', default: '3392' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const duration = Number.parseInt(options.duration, 10);
const rounds = Number.parseInt(options.rounds, 10);
const sitePid = options['site-pid'] ? Number.parseInt(options['site-pid'], 10) : null;
const log = (message) => console.log(`▸ ${message}`);

const SECTION = {
  begin: '<!-- compressed-page:begin (written by bench/compressed-page.mjs) -->',
  end: '<!-- compressed-page:end -->',
};
const AS_A_BROWSER = { 'accept-encoding': 'br, gzip' };
const ENCODINGS = [
  { name: 'br, gzip', headers: AS_A_BROWSER },
  { name: 'none', headers: {} },
];

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(error));
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** What one answer of `path` weighs on the wire with `headers` (its Content-Length or counted bytes). */
async function wireBytes(origin, path, headers) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const asked = request(
      new URL(path, origin),
      { headers: { ...requestsFor(path)[0].headers, ...headers } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
        res.on('error', reject);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

let exitCode = 1;
try {
  const loadAtStart = loadavg()[0];
  const site = { origin: options.site, pid: sitePid ?? process.pid };
  const path = options.path ?? (await linksUnder(site.origin, '/formations'))[0];
  const { bytes } = await fetchPage(site.origin, path);

  log('Building the bare Next app');
  const bareDir = buildBareApp(join(webDir, 'node_modules'));
  cleanups.push(async () => rmSync(bareDir, { recursive: true, force: true }));
  const bare = await startBareApp(bareDir, 'bare Next', Number.parseInt(options['bare-port'], 10));
  cleanups.push(() => bare.stop());
  const barePath = await sameSizePath(bare.origin, bytes);

  const servers = [
    { name: 'site', server: site, path },
    { name: 'bare', server: bare, path: barePath },
  ];
  const wire = {};
  for (const { name, server, path: asked } of servers)
    for (const encoding of ENCODINGS)
      wire[`${name}/${encoding.name}`] = await wireBytes(server.origin, asked, encoding.headers);

  const measured = {};
  for (let round = 0; round <= rounds; round += 1)
    for (const encoding of ENCODINGS)
      for (const { name, server, path: asked } of servers) {
        log(`${round === 0 ? 'Warm-up' : `Round ${round}`}: ${name}, accept-encoding ${encoding.name}`);
        const result = await loadTest({
          origin: server.origin,
          requests: requestsFor(asked, encoding.headers),
          connections: 32,
          durationSeconds: round === 0 ? Math.min(5, duration) : duration,
          pid: server.pid,
        });
        if (result.errors > 0) throw new Error(`${name} answered ${result.errors} errors.`);
        if (round > 0) (measured[`${name}/${encoding.name}`] ??= []).push(result);
      }
  const medianOf = (key, field) => median(measured[key].map((result) => result[field]));

  const date = new Date().toISOString().slice(0, 10);
  const row = (label, key) =>
    `| ${label} | ${wire[key].encoding}, ${kb(wire[key].bytes)} | ${perSecond(medianOf(key, 'rps'))} | ${ms(medianOf(key, 'p99Ms'))} | ${
      key.startsWith('site') && sitePid === null ? '—' : cpu(medianOf(key, 'cpuMsPerRequest'))
    } |`;
  const body = [
    `Run of ${date} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'} (1-minute load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}, the machine shared), Node ${process.versions.node}; the load generator on the same cores. The site's cached course page \`${path}\` (${kb(bytes)} of HTML) and the bare page of its size \`${barePath}\`, a returning phone and desktop in turn, 32 connections, median of ${rounds} interleaved rounds of ${duration} s after a warm-up round:`,
    '',
    '| Server, asked with | Sent | Requests/s | p99 | CPU per request |',
    '| --- | --- | ---: | ---: | ---: |',
    ...ENCODINGS.flatMap(({ name }) => [
      row(`Site, \`${name}\``, `site/${name}`),
      row(`Bare Next page, \`${name}\``, `bare/${name}`),
    ]),
    '',
    ...ENCODINGS.map(
      ({ name }) =>
        `Site ÷ bare, \`${name}\`: **${ratio(medianOf(`site/${name}`, 'rps') / medianOf(`bare/${name}`, 'rps'))}**.`,
    ),
  ].join('\n');
  console.log(`\n${body}\n`);
  if (!options['dry-run']) {
    await writeReadmeSection(body, SECTION);
    log('bench/README.md updated');
  }
  exitCode = 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
