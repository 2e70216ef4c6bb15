import { describe, expect, it } from 'vitest';
import fr from '@/lib/dictionary/fr.json';
import en from '@/lib/dictionary/en.json';
import { visitorTimeText } from './visitor-time-text';

// What VisitorTime adds in the browser, with the dictionary's own templates.
const french = (iso: string, zone: string) => visitorTimeText(iso, 'fr-FR', fr.lives.yourTime, zone);
const english = (iso: string, zone: string) => visitorTimeText(iso, 'en-GB', en.lives.yourTime, zone);

describe('visitorTimeText', () => {
  it('gives a visitor in Dakar their own time, an hour or two behind Paris by the season', () => {
    expect(french('2026-12-03T16:00:00Z', 'Africa/Dakar')).toBe('3 déc. 2026, 16:00 chez vous (Africa/Dakar)');
    expect(french('2026-07-03T15:00:00Z', 'Africa/Dakar')).toBe('3 juil. 2026, 15:00 chez vous (Africa/Dakar)');
  });

  it('writes the first of a month 1er in French, as the server does', () => {
    expect(french('2026-06-01T15:00:00Z', 'Africa/Dakar')).toBe('1er juin 2026, 15:00 chez vous (Africa/Dakar)');
    expect(english('2026-06-01T15:00:00Z', 'Africa/Dakar')).toBe('1 Jun 2026, 15:00 your time (Africa/Dakar)');
  });

  it('gives São Paulo four hours behind Paris in winter and five in summer', () => {
    expect(english('2026-12-03T16:00:00Z', 'America/Sao_Paulo')).toBe(
      '3 Dec 2026, 13:00 your time (America/Sao Paulo)',
    );
    expect(english('2026-07-03T15:00:00Z', 'America/Sao_Paulo')).toBe(
      '3 Jul 2026, 12:00 your time (America/Sao Paulo)',
    );
  });

  it('adds nothing when the visitor’s clock reads as the place’s the page already gives', () => {
    const dakar = '2026-12-03T09:00:00Z';
    expect(visitorTimeText(dakar, 'fr-FR', fr.lives.yourTime, 'Africa/Dakar', 'Africa/Dakar')).toBeNull();
    // Abidjan's clock reads as Dakar's: nothing new for a visitor there.
    expect(visitorTimeText(dakar, 'fr-FR', fr.lives.yourTime, 'Africa/Abidjan', 'Africa/Dakar')).toBeNull();
    expect(visitorTimeText(dakar, 'en-GB', en.lives.yourTime, 'America/Sao_Paulo', 'Africa/Dakar')).toBe(
      '3 Dec 2026, 06:00 your time (America/Sao Paulo)',
    );
  });

  it('adds nothing when the visitor’s clock reads as Paris’s', () => {
    expect(french('2026-12-03T16:00:00Z', 'Europe/Paris')).toBeNull();
    // Tunis is on Paris's time in winter.
    expect(french('2026-12-03T16:00:00Z', 'Africa/Tunis')).toBeNull();
    expect(french('2026-07-03T15:00:00Z', 'Africa/Tunis')).toBe('3 juil. 2026, 16:00 chez vous (Africa/Tunis)');
  });
});
