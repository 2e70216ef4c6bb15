import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '@/lib/cms/resources/leads';
import { LEAD_TYPES, STUDY_LEVELS } from './lead-form';

// The site and the CMS each know the lead's shape; this pins them together.
const schema = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../cms/src/api/lead/content-types/lead/schema.json', import.meta.url)),
    'utf8',
  ),
) as {
  attributes: Record<string, { type: string; enum?: string[] }>;
};

const everyField: Record<keyof LeadRecord, true> = {
  idempotencyKey: true,
  type: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  birthDate: true,
  country: true,
  nationality: true,
  studyLevel: true,
  intake: true,
  school: true,
  course: true,
  message: true,
  consent: true,
  marketingOptIn: true,
  language: true,
  consentText: true,
  marketingText: true,
  pagePath: true,
  origine: true,
  utmMedium: true,
  utmSource: true,
  submittedAt: true,
};

describe('the lead the site sends is the lead the CMS stores', () => {
  it('has the same form types and study levels', () => {
    expect(schema.attributes.type?.enum).toEqual([...LEAD_TYPES]);
    expect(schema.attributes.studyLevel?.enum).toEqual([...STUDY_LEVELS]);
  });

  it('sends only fields the CMS has', () => {
    for (const field of Object.keys(everyField)) expect(schema.attributes, field).toHaveProperty(field);
  });
});
