import { createServer, type Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CRM_EVENT_UID } from '../features/crm-delivery/crm-events';
import { cmsEnv } from '../env/cms-env';
import { PROSPECT_UID } from '../features/prospects/prospect-labels';
import { WAITING_LIMIT_HOURS } from '../features/admissions-dashboard/admissions-dashboard';
import { log } from '../utils/log';
import { rawRows } from '../utils/raw-rows';

// The CMS's Prometheus metrics (docs/decisions/metrics.md), served on their own address
// (METRICS_HOST:METRICS_PORT, loopback unless told), never on Strapi's port. Counters count what
// this process did; the gauges are read from the database when Prometheus scrapes, so that every
// CMS instance reports the same truth (alert on their max, not their sum).

export const registry = new Registry();
const registers = [registry];

export const leadsStored = new Counter({
  name: 'horizon_cms_leads_stored_total',
  help: 'Leads the site delivered, by whether they were new (created) or a repeat of one already stored.',
  labelNames: ['created'],
  registers,
});

export const crmDeliveries = new Counter({
  name: 'horizon_cms_crm_deliveries_total',
  help: 'Attempts to deliver an event to the CRM, by result (delivered, retry, failed: given up).',
  labelNames: ['result'],
  registers,
});

export const crmDeliveryLatency = new Histogram({
  name: 'horizon_cms_crm_delivery_latency_seconds',
  help: 'From an event (a lead, a stage change) to its delivery to the CRM.',
  buckets: [1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600],
  registers,
});

export const siteWebhookCalls = new Counter({
  name: 'horizon_cms_site_webhook_calls_total',
  help: 'Calls of the site’s revalidation webhook after an edit, by result (ok; failed: the site down or refusing).',
  labelNames: ['result'],
  registers,
});

export const retentionRuns = new Counter({
  name: 'horizon_cms_retention_runs_total',
  help: 'Runs of the retention job.',
  registers,
});

export const retentionProspects = new Counter({
  name: 'horizon_cms_retention_prospects_total',
  help: 'Prospects the retention job warned, took off the list (they came back) or erased.',
  labelNames: ['action'],
  registers,
});

export const privacyRequests = new Counter({
  name: 'horizon_cms_privacy_requests_total',
  help: 'Privacy requests answered from the admin, by kind (export, rectify, erase).',
  labelNames: ['kind'],
  registers,
});

export const databaseQueries = new Counter({
  name: 'horizon_cms_database_queries_total',
  help: 'Statements this process sent to the database, by kind (select, insert, update, delete, other: transactions, pragmas, vacuums): what a page or a job costs in queries.',
  labelNames: ['statement'],
  registers,
});

// Each outcome's series exists from the start at 0: a counter's first failure is then an increase
// Prometheus sees (a series that appears at 1 has no increase), and a rule on it can fire.
for (const result of ['delivered', 'retry', 'failed']) crmDeliveries.inc({ result }, 0);
for (const result of ['ok', 'failed']) siteWebhookCalls.inc({ result }, 0);

const STATEMENTS = ['select', 'insert', 'update', 'delete'] as const;
const counted = new WeakSet<object>();

/**
 * Counts every statement knex sends (its 'query' event, raw SQL included), once per connection:
 * a benchmark reads the counter before and after a page to know what it cost
 * (apps/web/bench/admissions-size.mjs).
 */
function countDatabaseQueries(strapi: Core.Strapi): void {
  const connection = strapi.db.connection;
  if (counted.has(connection)) return;
  counted.add(connection);
  for (const statement of [...STATEMENTS, 'other']) databaseQueries.inc({ statement }, 0);
  connection.on('query', (query: { sql?: unknown }) => {
    const word = /^\s*(\w+)/.exec(typeof query.sql === 'string' ? query.sql : '')?.[1]?.toLowerCase();
    const statement = word === 'with' ? 'select' : STATEMENTS.find((kind) => kind === word);
    databaseQueries.inc({ statement: statement ?? 'other' });
  });
}

const firstRow = async (strapi: Core.Strapi, sql: string, bindings: unknown[]) =>
  (await rawRows(strapi, sql, bindings))[0] ?? {};

/** A stored time as milliseconds: SQLite keeps a number, PostgreSQL a timestamp. */
const millis = (value: unknown): number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || /^\d+$/.test(String(value))
      ? Number(value)
      : new Date(String(value)).getTime();

/** The gauges read from the database: prospects waiting for an answer, and the CRM queue. */
function registerDatabaseGauges(strapi: Core.Strapi): void {
  const tableOf = (uid: string) => (strapi.db.metadata.get(uid) as unknown as { tableName: string }).tableName;
  const sqlite = strapi.db.dialect.client === 'sqlite';
  const time = (date: Date) => (sqlite ? date.getTime() : date.toISOString());
  let reading: ReturnType<typeof read> | null = null;
  async function read() {
    const now = new Date();
    const prospects = tableOf(PROSPECT_UID);
    const events = tableOf(CRM_EVENT_UID);
    const waiting = await firstRow(
      strapi,
      `SELECT COUNT(*) AS unanswered,
         SUM(CASE WHEN first_lead_at < ? THEN 1 ELSE 0 END) AS late
       FROM ${prospects} WHERE stage = 'new'`,
      [time(new Date(now.getTime() - WAITING_LIMIT_HOURS * 3_600_000))],
    );
    const queue = await firstRow(
      strapi,
      `SELECT SUM(CASE WHEN delivery_state = 'pending' THEN 1 ELSE 0 END) AS pending,
         SUM(CASE WHEN delivery_state = 'failed' THEN 1 ELSE 0 END) AS failed,
         MIN(CASE WHEN delivery_state = 'pending' THEN occurred_at END) AS oldest
       FROM ${events}`,
      [],
    );
    const oldest = millis(queue.oldest);
    return {
      unanswered: Number(waiting.unanswered ?? 0),
      late: Number(waiting.late ?? 0),
      pending: Number(queue.pending ?? 0),
      failed: Number(queue.failed ?? 0),
      oldestSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    };
  }
  // One read of the database for all the gauges of a scrape.
  const current = () => (reading ??= read().finally(() => setTimeout(() => (reading = null), 0)));
  const gauge = (name: string, help: string, pick: (state: Awaited<ReturnType<typeof read>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(pick(await current()));
      },
    });
  gauge(
    'horizon_cms_prospects_unanswered',
    'Prospects still at “New”: nobody has answered them yet.',
    (s) => s.unanswered,
  );
  gauge(
    'horizon_cms_prospects_waiting_over_48h',
    `Prospects still at “New” more than ${WAITING_LIMIT_HOURS} hours after their first lead.`,
    (s) => s.late,
  );
  gauge('horizon_cms_crm_queue_pending', 'CRM events waiting to be delivered.', (s) => s.pending);
  gauge(
    'horizon_cms_crm_queue_failed',
    'CRM events given up on, listed as failed for a person to look at.',
    (s) => s.failed,
  );
  gauge(
    'horizon_cms_crm_queue_oldest_age_seconds',
    'How long the oldest CRM event waiting has waited (0 when none).',
    (s) => s.oldestSeconds,
  );
}

/**
 * With METRICS_PORT set, serves `GET /metrics` on its own listener; returns the function that
 * closes it. A port already taken is logged and costs the metrics, never the CMS.
 */
export function serveMetrics(strapi: Core.Strapi): () => void {
  const { METRICS_PORT: port, METRICS_HOST: host } = cmsEnv();
  if (port === undefined) return () => {};
  // The process's own metrics (CPU, memory, event loop) only when someone reads them.
  collectDefaultMetrics({ register: registry });
  registerDatabaseGauges(strapi);
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
