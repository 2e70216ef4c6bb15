import type { Core } from '@strapi/strapi';
import { siteWebhookCalls } from './webhook-metrics';
import { log } from '../utils/log';
import { cmsEnv } from '../env/cms-env';

const NAME = 'Website revalidation';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

type Webhook = {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, 'id'>): Promise<Webhook>;
};
type WebhookResult = { statusCode: number; message?: string };
type WebhookRunner = {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
  run(webhook: Webhook, event: string, info?: unknown): Promise<WebhookResult>;
};

/**
 * Strapi's runner answers a failed call (the site down, a wrong secret) with a status and says
 * nothing else: the site's webhook calls are counted (`horizon_cms_site_webhook_calls_total`) and
 * a failure written to the log, since a failed one leaves the site showing the old content.
 */
function countSiteWebhookCalls(runner: WebhookRunner): void {
  const run = runner.run.bind(runner);
  runner.run = async (webhook, event, info) => {
    const result = await run(webhook, event, info);
    if (webhook.name !== NAME) return result;
    const ok = result.statusCode >= 200 && result.statusCode < 300;
    siteWebhookCalls.inc({ result: ok ? 'ok' : 'failed' });
    // The status only: the message is the site's answer or the network error, which may name the address.
    if (!ok) log('warn', 'site revalidation webhook failed', { event, status: result.statusCode });
    return result;
  };
}

// Publishing calls the site's revalidation route. The webhook is an ordinary Strapi webhook
// (visible under Settings > Webhooks); its target and secret come from the environment.
export async function ensureRevalidationWebhook(strapi: Core.Strapi): Promise<void> {
  const { WEB_REVALIDATE_URL: url, REVALIDATE_SECRET: secret } = cmsEnv();
  if (!url || !secret) {
    strapi.log.warn(
      'WEB_REVALIDATE_URL or REVALIDATE_SECRET is not set: edits will reach the site only when its cache expires.',
    );
    return;
  }
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  countSiteWebhookCalls(runner);
  const data = { name: NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: EVENTS, isEnabled: true };
  const existing = (await store.findWebhooks()).find((w) => w.name === NAME);
  if (!existing) {
    runner.add(await store.createWebhook(data));
  } else if (
    existing.url !== url ||
    existing.headers.Authorization !== data.headers.Authorization ||
    !existing.isEnabled
  ) {
    runner.update(await store.updateWebhook(existing.id, data));
  }
}
