// What the metrics and the traces add to each request, measured in this process rather than
// through a server: the front door's own code for one request (its histogram observation and its
// span: server/trace-request.ts, src/lib/tracing/site-tracer.ts), run many times, the spans sent to
// a collector played here, and the CPU time counted until the last batch is sent. The end-to-end
// bench (bench/observability-cost.mjs) cannot resolve a few percent on a machine whose speed
// drifts; this one gives the work itself, to set beside a cached page's CPU per request.
//
//   cd apps/web && node bench/observability-work.mjs [--requests 200000]
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { webDir } from './lib/site.mjs';

const { values: options } = parseArgs({ options: { requests: { type: 'string', default: '200000' } } });
const requests = Number.parseInt(options.requests, 10);

// The front door's modules, compiled as `npm run build` compiles them (the `@/` paths resolved),
// into a folder of the app so that their packages resolve from its node_modules.
const out = join(webDir, '.next-bench-work');
await build({
  stdin: {
    contents: [
      "export { traceRequest } from './server/trace-request';",
      "export { siteTracer } from './src/lib/tracing/site-tracer';",
      "export { siteMetrics } from './server/site-metrics';",
    ].join('\n'),
    resolveDir: webDir,
    loader: 'ts',
  },
  absWorkingDir: webDir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outfile: join(out, 'observability.mjs'),
  logLevel: 'warning',
});
const { traceRequest, siteTracer, siteMetrics } = await import(pathToFileURL(join(out, 'observability.mjs')).href);

let exports = 0;
const collector = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    exports += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise((resolve) => collector.listen(0, '127.0.0.1', resolve));
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${collector.address().port}`;

/** A request as the front door receives it, and its answer, enough for the code measured. */
function exchange() {
  const req = {
    method: 'GET',
    url: '/formations/bts-aeronautique',
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' },
  };
  const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true });
  return { req, res };
}

/** CPU per request of `perRequest`, run in batches of 500 each followed by `afterBatch` (the spans sent). */
async function measure(label, perRequest, afterBatch = async () => {}) {
  const batches = Math.ceil(requests / 500);
  const run = async (count) => {
    for (let batch = 0; batch < count; batch += 1) {
      for (let i = 0; i < 500; i += 1) perRequest();
      await afterBatch();
    }
  };
  await run(20); // warm-up
  const start = process.cpuUsage();
  await run(batches);
  const used = process.cpuUsage(start);
  const micros = (used.user + used.system) / (batches * 500);
  console.log(`${label}: ${micros.toFixed(1)} µs of CPU per request`);
  return micros;
}

// An empty outbox of its own: the metrics read its folder for the outbox gauges.
const outbox = mkdtempSync(join(tmpdir(), 'horizon-outbox-'));
const { metrics } = siteMetrics(outbox);
await measure('metrics (the request histogram)', () =>
  metrics.httpRequestDuration.observe({ family: '/formations/[slug]', status: '200', device: 'phone' }, 0.004),
);
const tracing = siteTracer('horizon-site');
// Each batch's 500 spans are sent before the next (the batch processor sends 512 at a time, or
// what it holds every 5 s): their serialization and the HTTP exchange are counted.
await measure(
  'traces (the request span, sent)',
  () => {
    const { req, res } = exchange();
    traceRequest(tracing.tracer, req, res);
    res.emit('close');
  },
  () => tracing.flush(),
);
console.log(`${exports} OTLP exports received`);
await tracing.shutdown();
collector.close();
rmSync(out, { recursive: true, force: true });
rmSync(outbox, { recursive: true, force: true });
