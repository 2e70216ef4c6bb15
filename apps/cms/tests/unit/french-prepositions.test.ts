import { describe, expect, it } from 'vitest';
import { COUNTRY_GUIDES, faqAnswer } from '../../src/seed/content/country-guides';
import { demoCalendar } from '../../src/seed/lib/demo-calendar';
import { OFFICES } from '../../src/seed/content/offices';
import { deFr } from '../../src/seed/lib/format';

/** Every French text of a seeded document, wherever it sits in it. */
function frenchTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(frenchTexts);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const fr = (value as { fr?: unknown }).fr;
    if (typeof fr === 'string' && 'en' in value) return [fr];
    return entries.flatMap(([, inner]) => frenchTexts(inner));
  }
  return [];
}

describe('French prepositions in the seeded texts', () => {
  it('elides "de" before a vowel sound', () => {
    expect([deFr('Abidjan'), deFr('Dakar'), deFr('Hô Chi Minh-Ville'), deFr('assistant'), deFr('Yaoundé')]).toEqual([
      'd’Abidjan',
      'de Dakar',
      'd’Hô Chi Minh-Ville',
      'd’assistant',
      'de Yaoundé',
    ]);
  });

  it.each(COUNTRY_GUIDES.map((guide) => [guide.countryCode, guide] as const))(
    '%s: a country takes its article after "depuis", a city its elision after "de"',
    (_code, guide) => {
      // The answers that name the demo's years, as seeded on a day (their words do not depend on it).
      const faqs = guide.faqs.map((faq) => ({ ...faq, answer: faqAnswer(faq, demoCalendar(new Date('2026-11-29'))) }));
      const texts = frenchTexts({ ...guide, faqs });
      expect(texts.length).toBeGreaterThan(20);
      for (const text of texts) {
        expect(text, text).not.toMatch(/\bde (?:[AEIOUÀÂÉÈÊÎÔÛ]|Y[^aeiouéè])/);
        expect(text, text).not.toMatch(/\bdepuis (?!le |la |les |l’|l'|votre |vos |ce |cette |[a-zàâéèêîôû0-9])/);
      }
    },
  );

  it('names each office’s city with its elision', () => {
    for (const office of OFFICES) expect(deFr(office.city.fr)).toMatch(/^(de |d’)/);
  });
});
