import { createTranslator, type Messages } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { builtinDictionary } from '@/lib/dictionary/builtin';
import { formatDate } from '@/lib/format';
import { zoneLabel, type ZoneWords } from './zone-label';

/** The `offices` texts of the built-in dictionary, as the page's translator gives them. */
function words(locale: Locale): ZoneWords {
  // The messages' type as the site's translators have it (any key, any values), not this file's.
  return createTranslator<Messages, 'offices'>({
    locale,
    messages: builtinDictionary[locale],
    namespace: 'offices',
  });
}
const day = (locale: Locale) => (at: Date) => formatDate(locale, at.toISOString());
const WINTER = new Date('2026-12-03T16:00:00Z');
const SUMMER = new Date('2026-07-03T15:00:00Z');

describe('zoneLabel', () => {
  it('names an office’s clock and how far it is from Paris’s, in the page’s language', () => {
    const dakar = { timeZone: 'Africa/Dakar', city: 'Dakar' };
    expect(zoneLabel(words('fr'), dakar, WINTER, day('fr'))).toBe(
      'Heure locale à Dakar (UTC+0) · 1 h de moins qu’à Paris',
    );
    expect(zoneLabel(words('en'), dakar, SUMMER, day('en'))).toBe('Local time in Dakar (UTC+0) · 2 hours behind Paris');
  });

  it('follows the seasons of both clocks', () => {
    const saoPaulo = { timeZone: 'America/Sao_Paulo', city: 'São Paulo' };
    expect(zoneLabel(words('fr'), saoPaulo, WINTER, day('fr'))).toBe(
      'Heure locale à São Paulo (UTC-3) · 4 h de moins qu’à Paris',
    );
    expect(zoneLabel(words('fr'), saoPaulo, SUMMER, day('fr'))).toBe(
      'Heure locale à São Paulo (UTC-3) · 5 h de moins qu’à Paris',
    );
    // Tunis keeps UTC+1 all year: Paris's clock in winter, an hour behind it in summer.
    const tunis = { timeZone: 'Africa/Tunis', city: 'Tunis' };
    expect(zoneLabel(words('en'), tunis, WINTER, day('en'))).toBe('Local time in Tunis (UTC+1) · same time as Paris');
    expect(zoneLabel(words('en'), tunis, SUMMER, day('en'))).toBe('Local time in Tunis (UTC+1) · 1 hour behind Paris');
  });

  it('writes hours and minutes for a zone half an hour off', () => {
    const delhi = { timeZone: 'Asia/Kolkata', city: 'New Delhi' };
    expect(zoneLabel(words('fr'), delhi, WINTER, day('fr'))).toBe(
      'Heure locale à New Delhi (UTC+5:30) · 4 h 30 de plus qu’à Paris',
    );
    expect(zoneLabel(words('en'), delhi, SUMMER, day('en'))).toBe(
      'Local time in New Delhi (UTC+5:30) · 3 hours 30 minutes ahead of Paris',
    );
  });

  it('says how the difference changes within the week, on each side of Paris’s and Morocco’s changes', () => {
    const casablanca = { timeZone: 'Africa/Casablanca', city: 'Casablanca' };
    const at = (iso: string) => new Date(iso);
    // Morocco takes an hour off during Ramadan (7 February to 14 March 2027, in the zone database).
    expect(zoneLabel(words('fr'), casablanca, at('2027-01-25T10:00:00Z'), day('fr'))).toBe(
      'Heure locale à Casablanca (UTC+1) · même heure qu’à Paris',
    );
    expect(zoneLabel(words('fr'), casablanca, at('2027-02-03T10:00:00Z'), day('fr'))).toBe(
      'Heure locale à Casablanca (UTC+1) · même heure qu’à Paris · à partir du 7 février 2027 : UTC+0, 1 h de moins qu’à Paris',
    );
    expect(zoneLabel(words('en'), casablanca, at('2027-02-20T10:00:00Z'), day('en'))).toBe(
      'Local time in Casablanca (UTC+0) · 1 hour behind Paris',
    );
    expect(zoneLabel(words('en'), casablanca, at('2027-03-10T10:00:00Z'), day('en'))).toBe(
      'Local time in Casablanca (UTC+0) · 1 hour behind Paris · from 14 March 2027: UTC+1, same time as Paris',
    );
    // Paris moves on 28 March; Casablanca stays: the difference changes, its offset does not.
    expect(zoneLabel(words('fr'), casablanca, at('2027-03-24T10:00:00Z'), day('fr'))).toBe(
      'Heure locale à Casablanca (UTC+1) · même heure qu’à Paris · à partir du 28 mars 2027 : 1 h de moins qu’à Paris',
    );
    expect(zoneLabel(words('fr'), casablanca, at('2027-03-29T10:00:00Z'), day('fr'))).toBe(
      'Heure locale à Casablanca (UTC+1) · 1 h de moins qu’à Paris',
    );
    // And back on 31 October.
    const delhi = { timeZone: 'Asia/Kolkata', city: 'New Delhi' };
    expect(zoneLabel(words('en'), delhi, at('2027-10-27T10:00:00Z'), day('en'))).toBe(
      'Local time in New Delhi (UTC+5:30) · 3 hours 30 minutes ahead of Paris · from 31 October 2027: 4 hours 30 minutes ahead of Paris',
    );
  });

  it('names no zone when the office has none, or one the runtime does not know', () => {
    expect(zoneLabel(words('fr'), { timeZone: null, city: 'Dakar' }, WINTER, day('fr'))).toBeNull();
    expect(zoneLabel(words('fr'), { timeZone: 'Africa/Atlantis', city: 'Dakar' }, WINTER, day('fr'))).toBeNull();
  });
});
