import type { Core, Modules } from '@strapi/strapi';
import { LEAD_UID } from './lead-labels';
import type { LeadRecord } from './lead-record';
import { resolveLeadRelations } from './resolve-lead-relations';
import { validationError, type FieldError } from './validation-error';

const LEAD_LOCALES = ['fr', 'en'] as const;

export interface CapturedLead {
  lead: LeadRecord;
  /** False when the idempotency key was already stored: nothing was written. */
  created: boolean;
}

// Strapi's result types leave every attribute optional; a stored lead has the schema's required ones.
const stored = (lead: Modules.Documents.Result<typeof LEAD_UID>): LeadRecord => lead as LeadRecord;

async function findByKey(strapi: Core.Strapi, idempotencyKey: string): Promise<LeadRecord | null> {
  const lead = await strapi.documents(LEAD_UID).findFirst({ filters: { idempotencyKey } });
  return lead && stored(lead);
}

/**
 * Stores a lead once per idempotency key. The site redelivers a lead until the CMS accepts it,
 * so a key seen before answers the stored lead instead of creating a second one.
 */
export async function captureLead(strapi: Core.Strapi, input: Record<string, unknown>): Promise<CapturedLead> {
  const key = input.idempotencyKey;
  const problems: FieldError[] = [];
  if (typeof key !== 'string' || key.trim() === '')
    problems.push({ path: ['idempotencyKey'], message: 'idempotencyKey must be a non-empty string', value: key });
  // Strapi skips the schema's checks on an attribute named `locale` (its i18n field), so it is checked here.
  if (input.locale != null && !(LEAD_LOCALES as readonly unknown[]).includes(input.locale)) {
    problems.push({
      path: ['locale'],
      message: `locale must be one of: ${LEAD_LOCALES.join(', ')}`,
      value: input.locale,
    });
  }
  if (problems.length > 0 || typeof key !== 'string') throw validationError(problems);
  const existing = await findByKey(strapi, key);
  if (existing) return { lead: existing, created: false };

  const relations = await resolveLeadRelations(strapi, input);
  try {
    // The rest of the input is checked against the schema by create's validator (a 400 otherwise).
    const data = { ...input, ...relations } as Modules.Documents.Params.Data.Input<typeof LEAD_UID>;
    const lead = await strapi.documents(LEAD_UID).create({ data });
    return { lead: stored(lead), created: true };
  } catch (error) {
    // Two deliveries of one lead can both pass the lookup above; the unique index on the key
    // (or the validator's uniqueness check) lets one in, and the other answers with it.
    const winner = await findByKey(strapi, key);
    if (winner) return { lead: winner, created: false };
    throw error;
  }
}
