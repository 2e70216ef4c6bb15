// Issue 39's cost: what the metrics and the traces cost a cached page. Two instances of the same
// build side by side, one with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set (a collector played
// here, which takes the spans and throws them away), one with neither; the same cached page asked
// as a browser asks, 32 connections, interleaved rounds (the order swapped each round), medians.
//
//   cd apps/web && node bench/observability-cost.mjs [--build .next] [--duration 10] [--rounds 5]
//        [--path /formations/…] [--dry-run]
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
import { median } from './lib/stats.mjs';
import { fetchPage, requestsFor } from './lib/visitors.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'string', default: '.next' },
    path: { type: 'string' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    // What the observed instance has on: metrics, traces, both, or none (the bench's own noise: two equal instances).
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

  log('Starting the two instances');
  const observed = await startSite(3394, {
    build: options.build,
    copyName: '.next-bench-observed',
    env: {
      METRICS_PORT: metricsOn ? '3395' : '',
      OTEL_EXPORTER_OTLP_ENDPOINT: tracesOn ? collectorUrl : '',
    },
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

  const instances = [
    {
      name: {
        metrics: 'with metrics',
        traces: 'with traces',
        both: 'with metrics and traces',
        none: 'the same, without',
      }[options.observe],
      server: observed,
    },
    { name: 'without', server: plain },
  ];
  const measured = {};
  for (let round = 0; round <= rounds; round += 1) {
    const order = round % 2 === 0 ? instances : [...instances].reverse();
    for (const { name, server } of order) {
      log(`${round === 0 ? 'Warm-up' : `Round ${round}`}: ${name}`);
      const result = await loadTest({
        origin: server.origin,
        requests: requestsFor(path, AS_A_BROWSER),
        connections: 32,
        durationSeconds: round === 0 ? Math.min(5, duration) : duration,
        pid: server.pid,
      });
      if (result.errors > 0) throw new Error(`${name} answered ${result.errors} errors.`);
      if (round > 0) (measured[name] ??= []).push(result);
    }
  }
  const medianOf = (name, field) => median(measured[name].map((result) => result[field]));
  const [withThem, without] = instances.map(({ name }) => name);
  const date = new Date().toISOString().slice(0, 10);
  const row = (name) =>
    `| ${name} | ${perSecond(medianOf(name, 'rps'))} | ${ms(medianOf(name, 'p99Ms'))} | ${cpu(medianOf(name, 'cpuMsPerRequest'))} |`;
  const body = [
    `Run of ${date} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'} (1-minute load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}), Node ${process.versions.node}; the load generator on the same cores. The cached page \`${path}\` asked with \`accept-encoding: br, gzip\`, 32 connections, median of ${rounds} interleaved rounds of ${duration} s after a warm-up round; ${spansReceived} OTLP exports received from the observed instance:`,
    '',
    '| Instance | Requests/s | p99 | CPU per request |',
    '| --- | ---: | ---: | ---: |',
    row(withThem),
    row(without),
    '',
    `With ÷ without: **${ratio(medianOf(withThem, 'rps') / medianOf(without, 'rps'))}** of the throughput, **${ratio(medianOf(withThem, 'cpuMsPerRequest') / medianOf(without, 'cpuMsPerRequest'))}** of the CPU per request.`,
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
