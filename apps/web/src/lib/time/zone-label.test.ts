import { createTranslator, type Messages } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { builtinDictionary } from '@/lib/dictionary/builtin';
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
const WINTER = new Date('2026-12-03T16:00:00Z');
const SUMMER = new Date('2026-07-03T15:00:00Z');

describe('zoneLabel', () => {
  it('names an office’s clock and how far it is from Paris’s, in the page’s language', () => {
    const dakar = { timeZone: 'Africa/Dakar', city: 'Dakar' };
    expect(zoneLabel(words('fr'), dakar, WINTER)).toBe('Heure locale à Dakar (UTC+0) · 1 h de moins qu’à Paris');
    expect(zoneLabel(words('en'), dakar, SUMMER)).toBe('Local time in Dakar (UTC+0) · 2 hours behind Paris');
  });

  it('follows the seasons of both clocks', () => {
    const saoPaulo = { timeZone: 'America/Sao_Paulo', city: 'São Paulo' };
    expect(zoneLabel(words('fr'), saoPaulo, WINTER)).toBe('Heure locale à São Paulo (UTC-3) · 4 h de moins qu’à Paris');
    expect(zoneLabel(words('fr'), saoPaulo, SUMMER)).toBe('Heure locale à São Paulo (UTC-3) · 5 h de moins qu’à Paris');
    // Tunis keeps UTC+1 all year: Paris's clock in winter, an hour behind it in summer.
    const tunis = { timeZone: 'Africa/Tunis', city: 'Tunis' };
    expect(zoneLabel(words('en'), tunis, WINTER)).toBe('Local time in Tunis (UTC+1) · same time as Paris');
    expect(zoneLabel(words('en'), tunis, SUMMER)).toBe('Local time in Tunis (UTC+1) · 1 hour behind Paris');
  });

  it('writes hours and minutes for a zone half an hour off', () => {
    const delhi = { timeZone: 'Asia/Kolkata', city: 'New Delhi' };
    expect(zoneLabel(words('fr'), delhi, WINTER)).toBe(
      'Heure locale à New Delhi (UTC+5:30) · 4 h 30 de plus qu’à Paris',
    );
    expect(zoneLabel(words('en'), delhi, SUMMER)).toBe(
      'Local time in New Delhi (UTC+5:30) · 3 hours 30 minutes ahead of Paris',
    );
  });

  it('names no zone when the office has none, or one the runtime does not know', () => {
    expect(zoneLabel(words('fr'), { timeZone: null, city: 'Dakar' }, WINTER)).toBeNull();
    expect(zoneLabel(words('fr'), { timeZone: 'Africa/Atlantis', city: 'Dakar' }, WINTER)).toBeNull();
  });
});
