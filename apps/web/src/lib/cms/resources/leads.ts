import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { LeadInput, LeadType } from '@/lib/leads/lead-form';
import { cmsRequest } from '../client';
import { singleOf } from '../schemas/strapi';

/**
 * A lead as the CMS stores it (collection `api::lead.lead`): what the visitor sent, and where it
 * came from, with the consent it was sent under. Relations (course, school, intake) are French
 * documentIds.
 */
export type LeadRecord = LeadInput & {
  idempotencyKey: string;
  type: LeadType;
  /** The language of the page the visitor sent the form from. */
  language: Locale;
  pagePath: string;
  /** The consent sentence the visitor ticked, word for word as the form showed it. */
  consentText: string;
  /** The marketing sentence, word for word, when the visitor ticked it too. */
  marketingText: string | null;
  origine: string;
  utmMedium: string | null;
  utmSource: string | null;
  submittedAt: string;
};

const createdSchema = singleOf(z.object({ documentId: z.string() }));

/**
 * Stores one lead. The CMS answers a lead it already has (same idempotency key) with that lead,
 * so delivering the same lead again is safe. Failures are CmsErrors: 400 means the CMS refuses
 * the lead as it is, anything else that it may accept it later.
 */
export async function createLead(record: LeadRecord): Promise<{ documentId: string }> {
  const answer = await cmsRequest({
    scope: 'lead delivery',
    method: 'POST',
    path: '/leads',
    locale: 'fr',
    body: { data: record },
    schema: createdSchema,
  });
  return answer.data;
}
