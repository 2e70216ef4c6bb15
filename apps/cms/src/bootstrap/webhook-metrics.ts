import { Counter } from 'prom-client';
import { registers } from '../metrics/registry';

export const siteWebhookCalls = new Counter({
  name: 'horizon_cms_site_webhook_calls_total',
  help: 'Calls of the site’s revalidation webhook after an edit, by result (ok; failed: the site down or refusing).',
  labelNames: ['result'],
  registers,
});

// Each outcome's series exists from the start at 0, so that the first failure is an increase.
for (const result of ['ok', 'failed']) siteWebhookCalls.inc({ result }, 0);
