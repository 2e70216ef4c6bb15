import type { Core, Modules } from '@strapi/strapi';
import { LEAD_UID } from '../../admissions/lead-labels';
import type { LeadRecord } from '../../admissions/lead-record';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';
import { oneAtATimePer } from '../../utils/one-at-a-time';
import { keepProspectSchool } from './prospect-school';

/** A stored prospect as the document service answers it (relations not populated). */
export interface ProspectRecord {
  id: number;
  documentId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  stage: string;
  firstLeadAt: string | null;
  lastLeadAt: string | null;
  lastActivityAt: string | null;
  firstOrigin: string | null;
  lastOrigin: string | null;
  marketingOptIn: boolean | null;
}

type ProspectData = Modules.Documents.Params.Data.Input<typeof PROSPECT_UID>;

const stored = (prospect: unknown) => prospect as ProspectRecord;

/** Where a lead came from, as one line: campaign origin, then source and medium when known ('' if none). */
export const originOf = (lead: Pick<LeadRecord, 'origine' | 'utmSource' | 'utmMedium'>): string =>
  [lead.origine, lead.utmSource, lead.utmMedium].filter((part) => part && part.trim() !== '').join(' / ');

/** When the visitor sent the lead (the site's clock), or when the CMS stored it. */
const leadTime = (lead: LeadRecord): string => lead.submittedAt ?? lead.createdAt;

async function findProspect(strapi: Core.Strapi, email: string): Promise<ProspectRecord | null> {
  const prospect = await strapi.documents(PROSPECT_UID).findFirst({ filters: { email } });
  return prospect ? stored(prospect) : null;
}

async function createProspect(strapi: Core.Strapi, email: string, lead: LeadRecord): Promise<ProspectRecord> {
  const at = leadTime(lead);
  const data: ProspectData = {
    email,
    firstName: lead.firstName,
    lastName: lead.lastName,
    stage: 'new',
    firstLeadAt: at,
    lastLeadAt: at,
    lastActivityAt: at,
    firstOrigin: originOf(lead),
    lastOrigin: originOf(lead),
    marketingOptIn: lead.marketingOptIn === true,
  };
  try {
    return stored(await strapi.documents(PROSPECT_UID).create({ data }));
  } catch (error) {
    // Two first leads of one person at once: the unique e-mail lets one prospect in.
    const winner = await findProspect(strapi, email);
    if (winner) return winner;
    throw error;
  }
}

/** The prospect with one more lead: latest name and origin, activity, and a marketing opt-in given again. */
function withLead(prospect: ProspectRecord, lead: LeadRecord): Partial<ProspectData> {
  const at = leadTime(lead);
  const later = (current: string | null) => !current || new Date(at) >= new Date(current);
  const earlier = (current: string | null) => !current || new Date(at) < new Date(current);
  return {
    ...(later(prospect.lastLeadAt)
      ? { lastLeadAt: at, lastOrigin: originOf(lead), firstName: lead.firstName, lastName: lead.lastName }
      : {}),
    ...(earlier(prospect.firstLeadAt) ? { firstLeadAt: at, firstOrigin: originOf(lead) } : {}),
    ...(later(prospect.lastActivityAt) ? { lastActivityAt: at } : {}),
    ...(lead.marketingOptIn === true ? { marketingOptIn: true } : {}),
  };
}

/**
 * Files a stored lead under its person: the prospect with the same normalized e-mail, created
 * with the lead if there is none. Answers the prospect's documentId.
 */
export async function attachLeadToProspect(strapi: Core.Strapi, lead: LeadRecord): Promise<string> {
  const email = normalizeEmail(lead.email);
  return onePersonAtATime(email, () => fileUnder(strapi, email, lead));
}

// One person's leads are filed one after the other in this CMS: two first leads at once would
// otherwise both create a prospect, and the loser's unique-key error makes PostgreSQL write the
// address into its own log (`DETAIL: Key (email)=(…)`); two later leads would each update the
// prospect from what they read before the other's update. The catch in createProspect remains
// for another CMS process writing the same person at the same moment.
const onePersonAtATime = oneAtATimePer();

async function fileUnder(strapi: Core.Strapi, email: string, lead: LeadRecord): Promise<string> {
  const existing = await findProspect(strapi, email);
  const prospect = existing ?? (await createProspect(strapi, email, lead));
  if (existing) {
    const data = withLead(existing, lead);
    if (Object.keys(data).length > 0)
      await strapi.documents(PROSPECT_UID).update({ documentId: existing.documentId, data: data as ProspectData });
  }
  await strapi.documents(LEAD_UID).update({
    documentId: lead.documentId,
    // Long-hand: Strapi reads a short-hand id that begins with a digit (an imported prospect's) as a row number.
    data: { prospect: { documentId: prospect.documentId } } as Modules.Documents.Params.Data.Input<typeof LEAD_UID>,
  });
  // Once the lead is theirs: the school their earliest lead naming one names, this one included.
  await keepProspectSchool(strapi, prospect);
  return prospect.documentId;
}

export const logUnfiled = (lead: LeadRecord, error: unknown) =>
  log('error', 'lead not filed under a prospect', { lead: lead.documentId, error: errorText(error) });

/**
 * Files every lead that has no prospect yet: the leads stored before prospects existed, and any
 * whose filing was cut short (a restart between storing a lead and filing it). Oldest first, so
 * that a person's first lead sets their first origin.
 */
export async function attachUnfiledLeads(strapi: Core.Strapi): Promise<number> {
  let filed = 0;
  // A lead that cannot be filed is logged and left for the next start, never retried in a loop.
  const failed: number[] = [];
  for (;;) {
    const batch = (await strapi.documents(LEAD_UID).findMany({
      filters: { prospect: { id: { $null: true } }, ...(failed.length > 0 ? { id: { $notIn: failed } } : {}) },
      sort: ['createdAt:asc', 'id:asc'],
      limit: 200,
    })) as unknown as LeadRecord[];
    if (batch.length === 0) return filed;
    for (const lead of batch) {
      try {
        await attachLeadToProspect(strapi, lead);
        filed += 1;
      } catch (error) {
        failed.push(lead.id);
        logUnfiled(lead, error);
      }
    }
  }
}
