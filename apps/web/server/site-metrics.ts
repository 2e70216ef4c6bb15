// The site's Prometheus metrics (docs/decisions/metrics.md): created here with prom-client, in the
// front door, and served on their own address (METRICS_HOST:METRICS_PORT), never on the site's port
// and so never through Varnish. The pages record into them through src/lib/metrics.ts.
import { stat, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SiteMetrics } from '@/lib/request-context';
import { OUTBOX_FOLDERS } from '@/lib/leads/outbox-folders';
import { log } from '@/lib/log';

// From a cached page (a few milliseconds) to a render that waited for a slow CMS.
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the lead outbox on disk holds: entries waiting, the age of the oldest, dead letters. */
async function outboxState(dir: string): Promise<{ pending: number; oldestSeconds: number; deadLetters: number }> {
  const files = async (folder: string) =>
    (await readdir(join(dir, folder)).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const pending = await files(OUTBOX_FOLDERS.pending);
  // A file is written once, when its lead is queued: its time is the lead's time in the outbox.
  const times = await Promise.all(
    pending.map((name) =>
      stat(join(dir, OUTBOX_FOLDERS.pending, name)).then(
        (info) => info.mtimeMs,
        () => Number.POSITIVE_INFINITY,
      ),
    ),
  );
  const oldest = Math.min(...times);
  return {
    pending: pending.length,
    oldestSeconds: Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0,
    deadLetters: (await files(OUTBOX_FOLDERS.deadLetter)).length,
  };
}

/** The registry, with the process's own metrics and the site's. */
export function siteMetrics(outboxDir: string): { registry: Registry; metrics: SiteMetrics } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: SiteMetrics = {
    httpRequestDuration: new Histogram({
      name: 'horizon_site_http_request_duration_seconds',
      help: 'Requests answered by the site, by route family, status and device class: time to the end of the answer.',
      labelNames: ['family', 'status', 'device'],
      buckets: SECONDS,
      registers,
    }),
    cmsRequests: new Counter({
      name: 'horizon_site_cms_requests_total',
      help: 'Calls from the site to the CMS, by resource and outcome (ok, 4xx, 5xx, timeout, unreachable).',
      labelNames: ['resource', 'outcome'],
      registers,
    }),
    cmsRequestDuration: new Histogram({
      name: 'horizon_site_cms_request_duration_seconds',
      help: 'Time the CMS took to answer the site, by resource.',
      labelNames: ['resource'],
      buckets: SECONDS,
      registers,
    }),
    leadSubmissions: new Counter({
      name: 'horizon_site_lead_submissions_total',
      help: 'Form submissions, by form and result (queued, refused_<reason>, rate_limited, dropped_robot).',
      labelNames: ['form', 'result'],
      registers,
    }),
    leadDeliveries: new Counter({
      name: 'horizon_site_lead_deliveries_total',
      help: 'Deliveries of leads from the outbox to the CMS, by result (stored, retry, dead_letter).',
      labelNames: ['result'],
      registers,
    }),
    revalidations: new Counter({
      name: 'horizon_site_revalidations_total',
      help: 'Revalidation webhooks from the CMS, by outcome (ok; refused: a wrong secret or body).',
      labelNames: ['outcome'],
      registers,
    }),
    pageCacheLookups: new Counter({
      name: 'horizon_site_page_cache_lookups_total',
      help: 'Lookups of the page cache (pages and CMS reads), by the layer that answered (memory, file, redis) and result (hit, miss, unavailable: Redis away).',
      labelNames: ['layer', 'result'],
      registers,
    }),
    varnishPurges: new Counter({
      name: 'horizon_site_varnish_purges_total',
      help: 'Purges sent to the shared caches (Varnish), by outcome.',
      labelNames: ['outcome'],
      registers,
    }),
    varnishPurgeDuration: new Histogram({
      name: 'horizon_site_varnish_purge_duration_seconds',
      help: 'Time a purge of the shared caches took, by outcome.',
      labelNames: ['outcome'],
      buckets: SECONDS,
      registers,
    }),
  };
  // Each outcome's series exists from the start at 0: a first failure is then an increase
  // Prometheus sees (a series that appears at 1 has no increase), and a rule on it can fire.
  for (const result of ['stored', 'retry', 'dead_letter']) metrics.leadDeliveries.inc({ result }, 0);
  for (const outcome of ['ok', 'refused']) metrics.revalidations.inc({ outcome }, 0);
  for (const outcome of ['ok', 'failed']) metrics.varnishPurges.inc({ outcome }, 0);
  // Read from the disk when Prometheus scrapes: every instance's own outbox.
  let state: Promise<Awaited<ReturnType<typeof outboxState>>> | null = null;
  const current = () => (state ??= outboxState(outboxDir).finally(() => setTimeout(() => (state = null), 0)));
  new Gauge({
    name: 'horizon_site_lead_outbox_pending',
    help: 'Leads kept in this instance’s outbox, waiting for the CMS to store them.',
    registers,
    async collect() {
      this.set((await current()).pending);
    },
  });
  new Gauge({
    name: 'horizon_site_lead_outbox_oldest_age_seconds',
    help: 'How long the oldest lead of the outbox has waited (0 when it is empty).',
    registers,
    async collect() {
      this.set((await current()).oldestSeconds);
    },
  });
  new Gauge({
    name: 'horizon_site_lead_outbox_dead_letters',
    help: 'Leads the CMS refused for good, kept in the outbox’s dead-letter folder for a person to look at.',
    registers,
    async collect() {
      this.set((await current()).deadLetters);
    },
  });
  return { registry, metrics };
}

/** Serves `GET /metrics` on its own address; anything else gets a 404. */
export function serveMetrics(registry: Registry, port: number, hostname: string): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        log('error', 'metrics not collected', { error: error instanceof Error ? error.message : String(error) });
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The metrics could not be collected.\n');
      },
    );
  });
  // A port taken (another instance on this machine) costs the metrics, never the site.
  server.on('error', (error) =>
    log('error', 'metrics not served', { url: `http://${hostname}:${port}/metrics`, error: error.message }),
  );
  server.listen(port, hostname, () => log('info', 'metrics listening', { url: `http://${hostname}:${port}/metrics` }));
  return server;
}
