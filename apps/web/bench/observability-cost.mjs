// Issue 39's cost: what the metrics and the traces cost a cached page. Two instances of the same
// build, one with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set (a collector played here, which
// takes the spans and throws them away), one with neither; the same cached page asked as a browser
// asks, 32 connections, in pairs of short runs (see below), the median of the pairs' ratios.
//
//   cd apps/web && node bench/observability-cost.mjs [--observe both|metrics|traces|none]
//        [--build .next] [--duration 3] [--rounds 20] [--path /formations/…] [--dry-run]
//
// The CMS must be up (CMS_URL as the site reads it). Writes its table into bench/README.md unless --dry-run.
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { cpu, ms, perSecond, ratio } from './lib/format.mjs';
import { loadTest } from './lib/load.mjs';
import { writeReadmeSection } from './lib/report.mjs';
import { startSite } from './lib/site.mjs';
import { linksUnder } from './lib/site-pages.mjs';
import { median, percentile } from './lib/stats.mjs';
import { fetchPage, requestsFor } from './lib/visitors.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'string', default: '.next' },
    path: { type: 'string' },
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '20' },
    // What the observed configuration has on: metrics, traces, both, or none (the bench's own noise: the same twice).
    observe: { type: 'string', default: 'both' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (!['metrics', 'traces', 'both', 'none'].includes(options.observe))
  throw new Error('--observe: metrics, traces, both or none');
const metricsOn = options.observe === 'metrics' || options.observe === 'both';
const tracesOn = options.observe === 'traces' || options.observe === 'both';
const duration = Number.parseInt(options.duration, 10);
const rounds = Number.parseInt(options.rounds, 10);
const log = (message) => console.log(`▸ ${message}`);
const SECTION = {
  begin: '<!-- observability-cost:begin (written by bench/observability-cost.mjs) -->',
  end: '<!-- observability-cost:end -->',
};
const AS_A_BROWSER = { 'accept-encoding': 'br, gzip' };

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(error));
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

let exitCode = 1;
try {
  const loadAtStart = loadavg()[0];
  let spansReceived = 0;
  const collector = createServer((request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      spansReceived += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => collector.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => collector.close(resolve)));
  const collectorUrl = `http://127.0.0.1:${collector.address().port}`;

  // Two instances of the same build side by side, measured in short runs one after the other, their
  // order swapped at each pair. This machine's speed drifts by a fifth over minutes; a pair's two runs share its moment,
  // so the figure is the median of the pairs' ratios, and `--observe none` (the same settings on
  // both) shows what is left of the noise.
  const name = {
    metrics: 'with metrics',
    traces: 'with traces',
    both: 'with metrics and traces',
    none: 'the same, without',
  }[options.observe];
  const observed = await startSite(3394, {
    build: options.build,
    copyName: '.next-bench-observed',
    env: { METRICS_PORT: metricsOn ? '3395' : '', OTEL_EXPORTER_OTLP_ENDPOINT: tracesOn ? collectorUrl : '' },
  });
  cleanups.push(() => observed.stop());
  const plain = await startSite(3396, {
    build: options.build,
    copyName: '.next-bench-plain',
    env: { METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
  });
  cleanups.push(() => plain.stop());
  const path = options.path ?? (await linksUnder(plain.origin, '/formations'))[0];
  for (const server of [observed, plain]) await fetchPage(server.origin, path);
  if (metricsOn && !(await fetch('http://127.0.0.1:3395/metrics')).ok)
    throw new Error('the observed instance serves no metrics');
  const run = async (server, seconds) => {
    const result = await loadTest({
      origin: server.origin,
      requests: requestsFor(path, AS_A_BROWSER),
      connections: 32,
      durationSeconds: seconds,
      pid: server.pid,
    });
    if (result.errors > 0) throw new Error(`${server.origin} answered ${result.errors} errors.`);
    return result;
  };
  log('Warm-up: 5 s each');
  for (const server of [observed, plain]) await run(server, 5);
  const pairs = [];
  for (let pair = 1; pair <= rounds; pair += 1) {
    log(`Pair ${pair} of ${rounds}`);
    const first = pair % 2 === 1 ? observed : plain;
    const second = first === observed ? plain : observed;
    const results = new Map([
      [first, await run(first, duration)],
      [second, await run(second, duration)],
    ]);
    pairs.push({ observed: results.get(observed), plain: results.get(plain) });
  }
  const medianOf = (side, field) => median(pairs.map((pair) => pair[side][field]));
  const ratios = (field) => pairs.map((pair) => pair.observed[field] / pair.plain[field]);
  const spread = (values) => `${ratio(percentile(values, 25))}–${ratio(percentile(values, 75))}`;
  const date = new Date().toISOString().slice(0, 10);
  const row = (label, side) =>
    `| ${label} | ${perSecond(medianOf(side, 'rps'))} | ${ms(medianOf(side, 'p99Ms'))} | ${cpu(medianOf(side, 'cpuMsPerRequest'))} |`;
  const body = [
    `Run of ${date} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'} (1-minute load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}), Node ${process.versions.node}; the load generator on the same cores. The cached page \`${path}\` asked with \`accept-encoding: br, gzip\`, 32 connections, ${rounds} pairs of ${duration}-second runs (order swapped each pair) after a 5-second warm-up of each; ${spansReceived} OTLP exports received from the observed instance:`,
    '',
    '| Instance | Requests/s | p99 | CPU per request |',
    '| --- | ---: | ---: | ---: |',
    row(name, 'observed'),
    row('without', 'plain'),
    '',
    `${name[0].toUpperCase()}${name.slice(1)} ÷ without, the median of the pairs: **${ratio(median(ratios('rps')))}** of the throughput (half the pairs within ${spread(ratios('rps'))}), **${ratio(median(ratios('cpuMsPerRequest')))}** of the CPU per request (${spread(ratios('cpuMsPerRequest'))}).`,
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
