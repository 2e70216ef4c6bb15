import { randomUUID } from 'node:crypto';
import { cms, serviceToken } from './cms';

export type Lead = Record<string, unknown>;

/** A lead as the site delivers it to the CMS, for a new visitor unless `overrides` says otherwise. */
export function leadData(overrides: Lead = {}): Lead {
  return {
    type: 'contact',
    firstName: 'Awa',
    lastName: 'Diop',
    email: `awa.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+221771234567',
    country: 'SN',
    nationality: 'SN',
    studyLevel: 'bac',
    birthDate: '2006-03-14',
    message: 'Quelles sont les dates de rentrée ?',
    language: 'fr',
    pagePath: '/contact',
    consentText: 'J’accepte que mes données soient utilisées pour traiter ma demande.',
    consent: true,
    marketingOptIn: false,
    origine: 'ORGANIC_google',
    utmMedium: 'organic',
    utmSource: 'google',
    idempotencyKey: randomUUID(),
    submittedAt: new Date().toISOString(),
    course: null,
    school: null,
    intake: null,
    ...overrides,
  };
}

/** POST /api/leads as the site's outbox does. `as`: the bearer token, the service account's by default; null for the public role. */
export async function postLead(data: Lead, as?: string | null) {
  const token = as === undefined ? await serviceToken() : as;
  return cms('/leads', { method: 'POST', token: token ?? undefined, body: { data } });
}
