import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../../src/admissions/prospect-labels';
import { enumerationOptions, labelsOf } from '../../src/admin/enumeration-labels';

// What an officer reads in the content manager's lists, filters and edit view
// (src/admin/enumeration-cells.tsx, filter-labels.tsx, enumeration-input.tsx): each admissions
// enumeration under its labels, every value labelled in both languages.

type Attribute = { type: string; enum?: string[] };
const attributesOf = (api: string): Record<string, Attribute> =>
  (
    JSON.parse(readFileSync(join(__dirname, `../../src/api/${api}/content-types/${api}/schema.json`), 'utf8')) as {
      attributes: Record<string, Attribute>;
    }
  ).attributes;

describe('the lists’ labels of the admissions’ enumerations', () => {
  it.each([
    ['prospect', 'stage'],
    ['stage-change', 'fromStage'],
    ['stage-change', 'toStage'],
    ['lead', 'type'],
    ['lead', 'studyLevel'],
    ['application', 'stage'],
    ['application', 'language'],
    ['application-event', 'toStage'],
    ['applicant-session', 'language'],
    ['applicant-code', 'language'],
    ['crm-event', 'eventType'],
    ['crm-event', 'deliveryState'],
    ['privacy-log', 'action'],
  ])('%s.%s: every value in French and English', (api, field) => {
    const attribute = attributesOf(api)[field]!;
    const labels = labelsOf(attribute);
    expect(labels, `${api}.${field}`).toBeDefined();
    for (const value of attribute.enum!) {
      expect(labels![value]?.fr, value).toMatch(/\S/);
      expect(labels![value]?.en, value).toMatch(/\S/);
    }
  });

  it('leaves other enumerations and other fields as Strapi shows them', () => {
    expect(labelsOf({ type: 'enumeration', enum: ['year', 'once'] })).toBeUndefined();
    expect(labelsOf({ type: 'enumeration', enum: ['new', 'contacted'] })).toBeUndefined();
    expect(labelsOf({ type: 'string' })).toBeUndefined();
    expect(labelsOf(undefined)).toBeUndefined();
  });

  it('gives a select each value under its label in the officer’s language, the value kept', () => {
    expect(enumerationOptions(STAGES, 'fr').slice(0, 2)).toEqual([
      { value: 'new', label: 'Nouveau' },
      { value: 'contacted', label: 'Contacté·e' },
    ]);
    expect(enumerationOptions(STAGES, 'en').map(({ value }) => value)).toEqual([...STAGES]);
    expect(enumerationOptions(STAGES, 'en')[2]).toEqual({ value: 'application_started', label: 'Application started' });
    // No label: Strapi shows the value as it always has.
    expect(enumerationOptions(['year', 'once'], 'fr')).toEqual([{ value: 'year' }, { value: 'once' }]);
  });
});
