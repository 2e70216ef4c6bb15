import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { queueProspectRectified } from '../crm-delivery/crm-events';
import { LEAD_UID } from '../../admissions/lead-labels';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import { runInternal } from '../../utils/internal-writes';
import { scrubDatabase } from './database-scrub';
import { findPerson, holdsAnything } from './person-data';
import { PHONE_PATTERN, phoneAsStored } from '../../admissions/privacy-labels';
import { emailHash, logPrivacyAction, type Recipient } from './privacy-log';
import { tellCrm } from './crm-recipient';

// A person's request to correct their data (GDPR article 16): their name, address or phone,
// corrected on their prospect and on every lead they sent, the CRM told. The privacy log says who
// corrected which fields and when, never the values.

export interface Corrections {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** An empty value removes the number. */
  phone?: string | null;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The corrections asked for, checked: a 400 names the field and what it must be. */
export function readCorrections(body: unknown): Corrections {
  const given = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const corrections: Corrections = {};
  for (const field of FIELDS) {
    const value = given[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' && !(field === 'phone' && value === null))
      throw new errors.ValidationError(`${field} must be a string`);
    const text = typeof value === 'string' ? value.trim() : '';
    if (field === 'firstName' || field === 'lastName') {
      if (text === '' || text.length > 100) throw new errors.ValidationError(`${field} must be 1 to 100 characters`);
      corrections[field] = text;
    } else if (field === 'email') {
      if (text.length > 254 || !EMAIL.test(text)) throw new errors.ValidationError('email must be an e-mail address');
      corrections.email = text;
    } else {
      const phone = phoneAsStored(text);
      if (phone !== '' && !PHONE_PATTERN.test(phone))
        throw new errors.ValidationError('phone must be in international form, +33612345678');
      corrections.phone = phone === '' ? null : phone;
    }
  }
  if (Object.keys(corrections).length === 0)
    throw new errors.ValidationError(`nothing to correct: give one of ${FIELDS.join(', ')}`);
  return corrections;
}

export interface RectificationResult {
  fields: string[];
  prospect: number;
  leads: number;
  crm: Recipient['state'];
}

export async function rectifyPerson(
  strapi: Core.Strapi,
  email: string,
  corrections: Corrections,
  performedBy: string,
): Promise<RectificationResult> {
  const data = await findPerson(strapi, email);
  if (!holdsAnything(data)) throw new errors.NotFoundError('Nothing is held about this address');
  const newEmail =
    corrections.email && normalizeEmail(corrections.email) !== data.email ? corrections.email : undefined;
  if (newEmail) {
    const other = await strapi.documents(PROSPECT_UID).findFirst({ filters: { email: normalizeEmail(newEmail) } });
    if (other && other.documentId !== data.prospect?.documentId)
      throw new errors.ApplicationError(
        'Another person is already known by this address: erase or correct that one first',
      );
  }
  const changes = { ...corrections, ...(corrections.email ? { email: newEmail } : {}) };
  if (!newEmail) delete changes.email;
  const fields = FIELDS.filter((field) => changes[field] !== undefined);
  if (fields.length === 0) throw new errors.ValidationError('nothing to correct: the values are the ones held');

  await runInternal(async () => {
    if (data.prospect) {
      const prospect = {
        ...(changes.firstName ? { firstName: changes.firstName } : {}),
        ...(changes.lastName ? { lastName: changes.lastName } : {}),
        ...(newEmail ? { email: normalizeEmail(newEmail) } : {}),
      } as Modules.Documents.Params.Data.Input<typeof PROSPECT_UID>;
      if (Object.keys(prospect).length > 0)
        await strapi.documents(PROSPECT_UID).update({ documentId: data.prospect.documentId, data: prospect });
    }
    for (const lead of data.leads)
      await strapi.documents(LEAD_UID).update({
        documentId: lead.documentId,
        data: changes as Modules.Documents.Params.Data.Input<typeof LEAD_UID>,
      });
  });

  const at = new Date();
  const entry = await logPrivacyAction(strapi, {
    action: 'rectify',
    emailHash: emailHash(strapi, data.email),
    ...(newEmail ? { newEmailHash: emailHash(strapi, newEmail) } : {}),
    performedBy,
    performedAt: at,
    summary: JSON.stringify({ fields, leads: data.leads.length }),
  });
  const crm = await tellCrm(strapi, entry.documentId, [], () =>
    queueProspectRectified(strapi, {
      logEntry: entry.documentId,
      prospect: data.prospect?.documentId ?? null,
      previousEmail: data.email,
      changes: Object.fromEntries(
        fields.map((field) => [field, field === 'email' ? normalizeEmail(String(changes.email)) : changes[field]]),
      ),
      leads: data.leads.map((lead) => lead.documentId),
      at,
    }),
  );
  // The values corrected were personal data too: their old bytes go as an erasure's do.
  await scrubDatabase(strapi, [PROSPECT_UID, LEAD_UID]);
  return { fields, prospect: data.prospect ? 1 : 0, leads: data.leads.length, crm };
}
