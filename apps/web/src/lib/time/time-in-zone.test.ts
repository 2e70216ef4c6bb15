import { describe, expect, it } from 'vitest';
import { isTimeZone, timeInZone } from './time-in-zone';

describe('timeInZone', () => {
  it('writes an instant on a zone’s clock, with its date, French’s 1er included', () => {
    expect(timeInZone('fr-FR', '2026-06-01T15:00:00Z', 'Africa/Dakar')).toBe('1er juin 2026, 15:00');
    expect(timeInZone('en-GB', '2026-06-01T15:00:00Z', 'Africa/Dakar')).toBe('1 Jun 2026, 15:00');
  });

  it('leaves the date out next to Paris’s time when the day is the same there', () => {
    expect(timeInZone('fr-FR', '2026-12-03T16:00:00Z', 'Africa/Dakar', 'unless-paris-day')).toBe('16:00');
    // 20:30 in Paris on 31 May is already 1 June in Shanghai.
    expect(timeInZone('fr-FR', '2026-05-31T18:30:00Z', 'Asia/Shanghai', 'unless-paris-day')).toBe(
      '1er juin 2026, 02:30',
    );
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones, old names included, and no made-up one', () => {
    expect(['Africa/Porto-Novo', 'Asia/Ho_Chi_Minh', 'America/Sao_Paulo'].every(isTimeZone)).toBe(true);
    expect(isTimeZone('Africa/Atlantis')).toBe(false);
  });
});
