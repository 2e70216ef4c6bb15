import { Counter, Histogram } from 'prom-client';
import { CRM_EVENT_UID } from '../../admissions/crm-event';
import type { GaugeSource } from '../../metrics/cms-metrics';
import { gaugesOfOneRead } from '../../metrics/gauges-of-one-read';
import { registers } from '../../metrics/registry';
import { firstRawRow } from '../../utils/raw-rows';
import { tableOf } from '../../utils/table-names';

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

// Each outcome's series exists from the start at 0: a counter's first failure is then an increase
// Prometheus sees (a series that appears at 1 has no increase), and a rule on it can fire.
for (const result of ['delivered', 'retry', 'failed']) crmDeliveries.inc({ result }, 0);

/** A stored time as milliseconds: SQLite keeps a number, PostgreSQL a timestamp. */
const millis = (value: unknown): number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || /^\d+$/.test(String(value))
      ? Number(value)
      : new Date(String(value)).getTime();

/** The CRM queue, read from the database when Prometheus scrapes: the same on every CMS instance. */
export const registerCrmQueueGauges: GaugeSource = (strapi) => {
  const events = tableOf(strapi, CRM_EVENT_UID);
  const read = async () => {
    const now = Date.now();
    const queue = await firstRawRow(
      strapi,
      `SELECT SUM(CASE WHEN delivery_state = 'pending' THEN 1 ELSE 0 END) AS pending,
         SUM(CASE WHEN delivery_state = 'failed' THEN 1 ELSE 0 END) AS failed,
         MIN(CASE WHEN delivery_state = 'pending' THEN occurred_at END) AS oldest
       FROM ${events}`,
      [],
    );
    const oldest = millis(queue.oldest);
    return {
      pending: Number(queue.pending ?? 0),
      failed: Number(queue.failed ?? 0),
      oldestSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000),
    };
  };
  gaugesOfOneRead(read, [
    { name: 'horizon_cms_crm_queue_pending', help: 'CRM events waiting to be delivered.', pick: (s) => s.pending },
    {
      name: 'horizon_cms_crm_queue_failed',
      help: 'CRM events given up on, listed as failed for a person to look at.',
      pick: (s) => s.failed,
    },
    {
      name: 'horizon_cms_crm_queue_oldest_age_seconds',
      help: 'How long the oldest CRM event waiting has waited (0 when none).',
      pick: (s) => s.oldestSeconds,
    },
  ]);
};
