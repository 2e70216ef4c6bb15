import { createServer, type Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { collectDefaultMetrics } from 'prom-client';
import { cmsEnv } from '../env/cms-env';
import { log } from '../utils/log';
import { countDatabaseQueries } from './database-queries';
import { registry } from './registry';

// The CMS's Prometheus metrics (docs/decisions/metrics.md), served on their own address
// (METRICS_HOST:METRICS_PORT, loopback unless told), never on Strapi's port. Counters count what
// this process did; the gauges are read from the database when Prometheus scrapes, so that every
// CMS instance reports the same truth (alert on their max, not their sum).

// The features own their metrics: each counter is made where it is counted (into ./registry.ts),
// and each feature's gauges come to `serveMetrics` as a GaugeSource. No module here imports a feature.

/** Registers a feature's gauges (read when Prometheus scrapes): only when the metrics are served. */
export type GaugeSource = (strapi: Core.Strapi) => void;

/**
 * With METRICS_PORT set, serves `GET /metrics` on its own listener; returns the function that
 * closes it. A port already taken is logged and costs the metrics, never the CMS.
 */
export function serveMetrics(strapi: Core.Strapi, gaugeSources: GaugeSource[]): () => void {
  const { METRICS_PORT: port, METRICS_HOST: host } = cmsEnv();
  if (port === undefined) return () => {};
  // The process's own metrics (CPU, memory, event loop) only when someone reads them.
  collectDefaultMetrics({ register: registry });
  for (const register of gaugeSources) register(strapi);
  countDatabaseQueries(strapi);
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
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
  server.on('error', (error) => log('error', 'metrics not served', { port, error: error.message }));
  server.listen(port, host, () => log('info', 'metrics listening', { url: `http://${host}:${port}/metrics` }));
  return () => server.close();
}
