import type { Core } from '@strapi/strapi';
import { crmConfig } from '../crm-delivery/crm-config';
import { updatePrivacyLog, type Recipient } from './privacy-log';

const crmAt = (state: Recipient['state']): Recipient => ({ recipient: 'crm', state, at: new Date().toISOString() });

/**
 * Writes on a privacy log entry that the CRM is told, then queues the event that tells it. In
 * that order: the delivery worker writes the CRM's answer on the same entry, and once the event
 * is queued it may answer at any moment (on PostgreSQL an erasure then spends seconds rewriting
 * tables). Written after, "queued" would overwrite "delivered" for good.
 */
export async function tellCrm(
  strapi: Core.Strapi,
  logEntry: string,
  others: Recipient[],
  queue: () => Promise<boolean>,
): Promise<Recipient['state']> {
  const expected: Recipient['state'] = crmConfig() ? 'queued' : 'not configured';
  await updatePrivacyLog(strapi, logEntry, { recipients: [...others, crmAt(expected)] });
  if (expected !== 'queued' || (await queue())) return expected;
  // Not queued (its error is logged): nothing will deliver it, so nothing writes after this.
  await updatePrivacyLog(strapi, logEntry, { recipients: [...others, crmAt('failed')] });
  return 'failed';
}
