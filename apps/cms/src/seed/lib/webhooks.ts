import type { Core } from '@strapi/strapi';

interface Webhook {
  id: string;
  isEnabled: boolean;
}
interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
}
interface WebhookRunner {
  add(webhook: Webhook): void;
  remove(webhook: Webhook): void;
}

/**
 * Runs `work` with the webhooks detached from this process's event hub. The seed writes well
 * over a thousand entries; relaying every one of them to the site's revalidation route would
 * flood it for nothing. The stored webhooks are left untouched, so the server process that
 * serves the API keeps them.
 */
export async function withWebhooksPaused<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const active = (await store.findWebhooks()).filter((webhook) => webhook.isEnabled);
  active.forEach((webhook) => runner.remove(webhook));
  try {
    return await work();
  } finally {
    active.forEach((webhook) => runner.add(webhook));
  }
}
