import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { crmConfig, type CrmConfig } from './crm-config';
import { CRM_EVENT_UID, httpFailure, refusedForGood, type CrmEvent } from '../../admissions/crm-event';
import { onCrmEventQueued } from './crm-events';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';
import { crmDeliveries, crmDeliveryLatency } from './crm-delivery-metrics';

/** How long a claimed event is left to one CMS instance before another may send it. */
const LEASE_MS = 60_000;
const MAX_DELAY_MS = 6 * 3_600_000;
const BATCH = 20;

interface QueuedEvent {
  id: number;
  eventId: string;
  payload: CrmEvent;
  attempts: number | null;
}

type Outcome = { ok: true } | { ok: false; error: string; retry: boolean };

/**
 * Writes the CRM's final answer to an erasure or a correction on its privacy log entry. Given at
 * start (src/index.ts) rather than imported: the privacy requests queue their events here, and
 * this folder stays below them.
 */
export type NoteCrmOutcome = (strapi: Core.Strapi, logEntry: string, state: 'delivered' | 'failed') => Promise<void>;

/** The body's signature: HMAC-SHA256 of the exact bytes sent, with the shared secret (hex). */
export const signature = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/**
 * One attempt. The body carries the event's id and the time of sending, so that the signature
 * covers both: a receiver checks the signature, refuses a stale `sentAt`, and keeps each `id` once.
 */
async function send(config: CrmConfig, event: CrmEvent, attempt: number): Promise<Outcome> {
  const sentAt = new Date();
  const body = JSON.stringify({ ...event, sentAt: sentAt.toISOString(), attempt });
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'horizon-cms-webhook/1',
        'x-horizon-event-id': event.id,
        'x-horizon-event-type': event.type,
        'x-horizon-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'x-horizon-signature': `sha256=${signature(config.secret, body)}`,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true };
    return { ok: false, error: httpFailure(response.status), retry: !refusedForGood(response.status) };
  } catch (error) {
    return { ok: false, error: errorText(error), retry: true };
  }
}

/** The delay before the next attempt: doubling from the base, up to six hours, ±20 %. */
export const retryDelay = (config: CrmConfig, attempts: number) =>
  Math.min(config.retryBaseMs * 2 ** (attempts - 1), MAX_DELAY_MS) * (0.8 + Math.random() * 0.4);

/**
 * Takes one event for this instance: a conditional update that only one instance can win, so
 * that several CMS instances share the queue without sending an event twice at once.
 */
async function claim(strapi: Core.Strapi, id: number, now: Date): Promise<boolean> {
  const { count } = await strapi.db.query(CRM_EVENT_UID).updateMany({
    where: {
      id,
      deliveryState: 'pending',
      $or: [{ lockedUntil: null }, { lockedUntil: { $lt: now } }],
    },
    data: { lockedUntil: new Date(now.getTime() + LEASE_MS) },
  });
  return count === 1;
}

/**
 * An erasure told (or given up): its body, which names the person, leaves the queue, and the
 * privacy log says how the CRM answered. A correction's outcome is written there too.
 */
async function afterFinalOutcome(
  strapi: Core.Strapi,
  noteOutcome: NoteCrmOutcome,
  queued: QueuedEvent,
  state: 'delivered' | 'failed',
) {
  const [type, logEntry] = queued.eventId.split(':');
  if ((type !== 'prospect.erased' && type !== 'prospect.rectified') || !logEntry) return;
  if (type === 'prospect.erased') {
    const { id, type: eventType, occurredAt } = queued.payload;
    await strapi.db
      .query(CRM_EVENT_UID)
      .update({ where: { id: queued.id }, data: { payload: { id, type: eventType, occurredAt } } });
  }
  await noteOutcome(strapi, logEntry, state);
}

async function deliver(
  strapi: Core.Strapi,
  config: CrmConfig,
  noteOutcome: NoteCrmOutcome,
  queued: QueuedEvent,
): Promise<void> {
  const attempt = (queued.attempts ?? 0) + 1;
  const outcome = await send(config, queued.payload, attempt);
  const now = new Date();
  const update = (data: Record<string, unknown>) =>
    strapi.db
      .query(CRM_EVENT_UID)
      .update({ where: { id: queued.id }, data: { ...data, attempts: attempt, lastAttemptAt: now } });
  if (outcome.ok) {
    await update({ deliveryState: 'delivered', deliveredAt: now, lockedUntil: null, lastError: null });
    crmDeliveries.inc({ result: 'delivered' });
    const occurredAt = new Date(queued.payload.occurredAt).getTime();
    if (Number.isFinite(occurredAt)) crmDeliveryLatency.observe(Math.max(0, (now.getTime() - occurredAt) / 1000));
    await afterFinalOutcome(strapi, noteOutcome, queued, 'delivered');
    log('info', 'crm event delivered', { event: queued.eventId, attempt });
    return;
  }
  const giveUp = !outcome.retry || attempt >= config.maxAttempts;
  crmDeliveries.inc({ result: giveUp ? 'failed' : 'retry' });
  await update({
    deliveryState: giveUp ? 'failed' : 'pending',
    lastError: outcome.error.slice(0, 1000),
    lockedUntil: null,
    nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelay(config, attempt)),
  });
  if (giveUp) {
    await afterFinalOutcome(strapi, noteOutcome, queued, 'failed');
    log('error', 'crm event not delivered, listed as failed', { event: queued.eventId, attempt, error: outcome.error });
  } else
    log('warn', 'crm event not delivered yet, will retry', { event: queued.eventId, attempt, error: outcome.error });
}

/** Sends what is due, oldest first, until nothing is. */
async function drain(strapi: Core.Strapi, config: CrmConfig, noteOutcome: NoteCrmOutcome): Promise<void> {
  for (;;) {
    const now = new Date();
    const due = (await strapi.db.query(CRM_EVENT_UID).findMany({
      where: {
        deliveryState: 'pending',
        nextAttemptAt: { $lte: now },
        $or: [{ lockedUntil: null }, { lockedUntil: { $lt: now } }],
      },
      select: ['id', 'eventId', 'payload', 'attempts'],
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      limit: BATCH,
    })) as QueuedEvent[];
    if (due.length === 0) return;
    for (const queued of due)
      if (await claim(strapi, queued.id, now)) await deliver(strapi, config, noteOutcome, queued);
  }
}

/**
 * Starts the CRM webhook's delivery: the queue is the `crm-event` table, so what was queued
 * before a restart is sent after it. Runs on every CMS instance (claims keep them apart); does
 * nothing when no CRM is configured. Answers a stop function.
 */
export function startCrmDelivery(strapi: Core.Strapi, noteOutcome: NoteCrmOutcome): () => Promise<void> {
  const config = crmConfig();
  if (!config) return async () => {};
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain(strapi, config, noteOutcome)
      .catch((error: unknown) => log('error', 'crm delivery failed', { error: errorText(error) }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, config.pollMs);
  onCrmEventQueued(run);
  run();
  log('info', 'crm delivery started', { url: new URL(config.url).origin });
  return async () => {
    stopped = true;
    clearInterval(timer);
    onCrmEventQueued(null);
    await running;
  };
}
