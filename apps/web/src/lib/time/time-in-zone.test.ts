import { describe, expect, it } from 'vitest';
import { isTimeZone, PARIS_ZONE, timeInZone } from './time-in-zone';

describe('timeInZone', () => {
  it('writes an instant on a zone’s clock, with its date, French’s 1er included', () => {
    expect(timeInZone('fr-FR', '2026-06-01T15:00:00Z', 'Africa/Dakar')).toBe('1er juin 2026, 15:00');
    expect(timeInZone('en-GB', '2026-06-01T15:00:00Z', 'Africa/Dakar')).toBe('1 Jun 2026, 15:00');
  });

  it('leaves the date out next to Paris’s time when the day is the same there', () => {
    expect(timeInZone('fr-FR', '2026-12-03T16:00:00Z', 'Africa/Dakar', 'unless-same-day')).toBe('16:00');
    // 20:30 in Paris on 31 May is already 1 June in Shanghai.
    expect(timeInZone('fr-FR', '2026-05-31T18:30:00Z', 'Asia/Shanghai', 'unless-same-day')).toBe(
      '1er juin 2026, 02:30',
    );
  });
});

describe('timeInZone next to another clock than Paris’s', () => {
  it('leaves Paris’s date out when the day is the place’s, and gives it when it is not', () => {
    // 09:00 in Ho Chi Minh City is 04:00 in Paris on a summer day, 03:00 on a winter one.
    expect(timeInZone('fr-FR', '2027-04-23T02:00:00Z', PARIS_ZONE, 'unless-same-day', 'Asia/Ho_Chi_Minh')).toBe(
      '04:00',
    );
    expect(timeInZone('en-GB', '2027-01-08T02:00:00Z', PARIS_ZONE, 'unless-same-day', 'Asia/Ho_Chi_Minh')).toBe(
      '03:00',
    );
    // 06:00 in Shanghai is still the day before in Paris.
    expect(timeInZone('en-GB', '2027-01-08T22:00:00Z', PARIS_ZONE, 'unless-same-day', 'Asia/Shanghai')).toBe(
      '8 Jan 2027, 23:00',
    );
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones, old names included, and no made-up one', () => {
    expect(['Africa/Porto-Novo', 'Asia/Ho_Chi_Minh', 'America/Sao_Paulo'].every(isTimeZone)).toBe(true);
    expect(isTimeZone('Africa/Atlantis')).toBe(false);
  });
});
