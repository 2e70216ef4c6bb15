import type { Core } from '@strapi/strapi';

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
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void };

// Publishing calls the site's revalidation route. The webhook is an ordinary Strapi webhook
// (visible under Settings > Webhooks); its target and secret come from the environment.
export async function ensureRevalidationWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.WEB_REVALIDATE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!url || !secret) {
    strapi.log.warn(
      'WEB_REVALIDATE_URL or REVALIDATE_SECRET is not set: edits will reach the site only when its cache expires.',
    );
    return;
  }
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
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
