import { timingSafeEqual } from 'node:crypto';
import type { Core, Modules } from '@strapi/strapi';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import { keyedHash } from '../../utils/keyed-hash';

// The link in every e-mail to a visitor that withdraws their marketing opt-in in one click: it
// names their prospect and is signed, so that nobody withdraws someone else's.

const PURPOSE = 'marketing-opt-out';

export const optOutSignature = (strapi: Core.Strapi, prospect: string) => keyedHash(strapi, `${PURPOSE}:${prospect}`);

export function validOptOut(strapi: Core.Strapi, prospect: string, signature: string): boolean {
  const expected = Buffer.from(optOutSignature(strapi, prospect));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link, on the CMS's public address, in the visitor's language. */
export const optOutUrl = (strapi: Core.Strapi, base: string, prospect: string, language: 'fr' | 'en') =>
  `${base}/api/marketing-opt-out/${prospect}/${optOutSignature(strapi, prospect)}?lang=${language}`;

/** Withdraws the opt-in (kept as is when already withdrawn): the prospect shows when. */
export async function withdrawMarketing(strapi: Core.Strapi, prospect: string, now = new Date()): Promise<boolean> {
  const current = await strapi
    .documents(PROSPECT_UID)
    .findOne({ documentId: prospect, fields: ['marketingOptIn', 'marketingOptOutAt'] });
  if (!current) return false;
  if (current.marketingOptOutAt && !current.marketingOptIn) return true;
  const data = { marketingOptIn: false, marketingOptOutAt: now.toISOString() };
  await strapi
    .documents(PROSPECT_UID)
    .update({ documentId: prospect, data: data as Modules.Documents.Params.Data.Input<typeof PROSPECT_UID> });
  return true;
}
