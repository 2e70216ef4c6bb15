import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODED_FIELDS, codeLabelOf } from '../../src/admissions/coded-fields';
import { crmFailureLabel, refusedForGood } from '../../src/admissions/crm-event';
import { LEAD_UID } from '../../src/admissions/lead-labels';
import { PROSPECT_UID } from '../../src/admissions/prospect-labels';
import { CODED_FIELD_TYPE, showCodedFieldsInWords } from '../../src/admin/coded-fields-layout';
import { codesInFilters } from '../../src/features/filter-choices/admin/codes-in-filters';
import { MAX_CHOICES, matchingChoices } from '../../src/features/filter-choices/filter-choices';

// Text fields that hold a code (src/admissions/coded-fields.ts): an origin, a prospect's origin
// path, why a delivery to the CRM failed. The admin reads them in words in its lists, its edit view
// (coded-fields-layout.ts) and its filters (features/filter-choices), the code still what is
// stored and queried.

const schemaOf = (uid: string) => {
  const name = uid.replace(/^api::[^.]+\./, '');
  const api = uid.slice('api::'.length, uid.indexOf('.'));
  return JSON.parse(
    readFileSync(join(__dirname, `../../src/api/${api}/content-types/${name}/schema.json`), 'utf8'),
  ) as { attributes: Record<string, { type: string }> };
};

describe('the fields that hold a code', () => {
  it.each(Object.entries(CODED_FIELDS).flatMap(([uid, fields]) => Object.keys(fields).map((field) => [uid, field])))(
    '%s.%s is a text field of its content type',
    (uid, field) => {
      expect(schemaOf(uid).attributes[field]?.type).toBe('string');
    },
  );

  it('are known by content type and field, nothing else', () => {
    expect(codeLabelOf(PROSPECT_UID, 'firstOrigin')?.('ORGANIC_google / google / organic', 'fr')).toBe(
      'Recherche google / google / organic',
    );
    expect(codeLabelOf(LEAD_UID, 'origine')?.('direct', 'en')).toBe('Direct');
    expect(codeLabelOf(LEAD_UID, 'language')?.('en', 'fr')).toBe('Anglais');
    expect(codeLabelOf(LEAD_UID, 'firstOrigin')).toBeUndefined();
    expect(codeLabelOf(PROSPECT_UID, 'email')).toBeUndefined();
    // What a request may name: never a property every object has.
    expect(codeLabelOf('constructor', 'name')).toBeUndefined();
    expect(codeLabelOf(PROSPECT_UID, 'toString')).toBeUndefined();
  });
});

describe('why a delivery to the CRM failed, as an officer reads it', () => {
  it('words the CRM’s answer: refused for good, or unavailable and tried again', () => {
    expect(crmFailureLabel('HTTP 422', 'fr')).toBe('Refusé par le CRM (HTTP 422)');
    expect(crmFailureLabel('HTTP 422', 'en')).toBe('Refused by the CRM (HTTP 422)');
    expect(crmFailureLabel('HTTP 503', 'fr')).toBe('CRM indisponible pour l’instant (HTTP 503)');
    expect(crmFailureLabel('HTTP 429', 'en')).toBe('CRM unavailable for now (HTTP 429)');
    expect(crmFailureLabel('HTTP 301', 'en')).toBe('The CRM points to another address (HTTP 301)');
    // The same rule as the delivery's: what it gives up at once reads as a refusal.
    expect([400, 401, 404, 422].every(refusedForGood)).toBe(true);
    expect([408, 425, 429, 500, 503].some(refusedForGood)).toBe(false);
  });

  it('words what the network said, and keeps anything else as written', () => {
    expect(crmFailureLabel('fetch failed', 'fr')).toBe('CRM injoignable (réseau)');
    expect(crmFailureLabel('The operation was aborted due to timeout', 'en')).toBe('No answer from the CRM in time');
    expect(crmFailureLabel('Invalid URL', 'fr')).toBe('Invalid URL');
  });
});

describe('the edit view of a content type with fields that hold a code', () => {
  const layout = (displayName: string) => ({
    layout: {
      layout: [[[{ name: 'email', type: 'string' }], [{ name: 'firstOrigin', type: 'string' }]]],
      settings: { displayName },
    },
  });

  it('draws them with the input that reads them in words, the others as they were', () => {
    const panel = showCodedFieldsInWords(layout('Prospect')).layout.layout[0]!;
    const [email, origin] = panel.map((row) => row[0]);
    expect(email).toEqual({ name: 'email', type: 'string' });
    expect(origin).toEqual({ name: 'firstOrigin', type: CODED_FIELD_TYPE, model: PROSPECT_UID });
  });

  it('leaves the fields of another content type alone, even of the same name', () => {
    expect(showCodedFieldsInWords(layout('Lead')).layout.layout[0]![1]![0]).toEqual({
      name: 'firstOrigin',
      type: 'string',
    });
  });
});

describe('a list filtered on a code', () => {
  it('reads back from its address the codes a field is filtered on', () => {
    const search = `?filters[$and][0][firstOrigin][$eq]=${encodeURIComponent('ORGANIC_google / google / organic')}&filters[$and][1][stage][$eq]=new&filters[$and][2][firstOrigin][$ne]=direct&page=1`;
    expect(codesInFilters(search, 'firstOrigin')).toEqual(['ORGANIC_google / google / organic', 'direct']);
    expect(codesInFilters(search, 'lastOrigin')).toEqual([]);
  });

  it('offers the codes whose words contain what the officer types, accents and case aside', () => {
    const rows = [
      { value: 'ORGANIC_google', count: 30 },
      { value: 'direct', count: 20 },
      { value: 'REFERRAL_studyrama.com', count: 5 },
    ];
    const label = codeLabelOf(LEAD_UID, 'origine')!;
    expect(matchingChoices(rows, label, 'recherche', 'fr')).toEqual({ choices: [rows[0]], matching: 1 });
    expect(matchingChoices(rows, label, 'ACCES', 'fr').choices.map((c) => c.value)).toEqual(['direct']);
    // Found by its words, not by its code.
    expect(matchingChoices(rows, label, 'organic', 'fr').matching).toBe(0);
    expect(matchingChoices(rows, label, '', 'en').choices).toEqual(rows);
    const many = Array.from({ length: MAX_CHOICES + 5 }, (_, i) => ({ value: `campagne-${i}`, count: 1 }));
    expect(matchingChoices(many, label, 'campagne', 'fr')).toMatchObject({ matching: MAX_CHOICES + 5 });
    expect(matchingChoices(many, label, 'campagne', 'fr').choices).toHaveLength(MAX_CHOICES);
  });
});
