import { createHash } from 'node:crypto';
import type { Core, Modules } from '@strapi/strapi';
import { queueLeadCreated } from '../crm-delivery/crm-events';
import { attachLeadToProspect, logUnfiled } from '../prospects/attach-lead';
import { LEAD_UID } from '../../admissions/lead-labels';
import type { LeadRecord } from '../../admissions/lead-record';
import { resolveLeadRelations } from './resolve-lead-relations';
import { validationError } from './validation-error';

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
 * The version of the consent wording the visitor was shown: the same text is the same version,
 * whichever page or day it was shown on, so that the text of a version is found on any lead.
 */
function consentVersion(input: Record<string, unknown>): { consentVersion?: string } {
  const text = input.consentText;
  if (typeof text !== 'string' || text === '') return {};
  return { consentVersion: createHash('sha256').update(text).digest('hex').slice(0, 12) };
}

/**
 * Files the lead under its person and queues it for the CRM. A lead that could not be filed now
 * is still stored: the next start files it (attachUnfiledLeads).
 */
async function followLead(strapi: Core.Strapi, lead: LeadRecord): Promise<void> {
  try {
    await attachLeadToProspect(strapi, lead);
  } catch (error) {
    logUnfiled(lead, error);
  }
  await queueLeadCreated(strapi, lead);
}

/**
 * Stores a lead once per idempotency key. The site redelivers a lead until the CMS accepts it,
 * so a key seen before answers the stored lead instead of creating a second one.
 */
export async function captureLead(strapi: Core.Strapi, input: Record<string, unknown>): Promise<CapturedLead> {
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || key.trim() === '')
    throw validationError([
      { path: ['idempotencyKey'], message: 'idempotencyKey must be a non-empty string', value: key },
    ]);
  const existing = await findByKey(strapi, key);
  if (existing) {
    // Delivered again: the CMS may have stopped between storing it and queueing it for the CRM.
    await queueLeadCreated(strapi, existing);
    return { lead: existing, created: false };
  }

  const relations = await resolveLeadRelations(strapi, input);
  try {
    // The rest of the input is checked against the schema by create's validator (a 400 otherwise).
    // A lead is filed under its person here, whatever the caller says.
    const { prospect: _prospect, ...fields } = input;
    const data = { ...fields, ...relations, ...consentVersion(input) } as Modules.Documents.Params.Data.Input<
      typeof LEAD_UID
    >;
    const lead = stored(await strapi.documents(LEAD_UID).create({ data }));
    await followLead(strapi, lead);
    return { lead, created: true };
  } catch (error) {
    // Two deliveries of one lead can both pass the lookup above; the unique index on the key
    // (or the validator's uniqueness check) lets one in, and the other answers with it.
    const winner = await findByKey(strapi, key);
    if (winner) return { lead: winner, created: false };
    throw error;
  }
}
