import { describe, expect, it } from 'vitest';
import { formatUtcOffset, zoneOffset } from './zone-offset';

const WINTER = new Date('2026-12-03T16:00:00Z');
const SUMMER = new Date('2026-07-03T15:00:00Z');

describe('zoneOffset', () => {
  it('gives a zone its offset from UTC and from Paris, which moves with Paris’s summer time', () => {
    expect(zoneOffset('Africa/Dakar', WINTER)).toEqual({ utc: 'UTC+0', fromParisMinutes: -60 });
    expect(zoneOffset('Africa/Dakar', SUMMER)).toEqual({ utc: 'UTC+0', fromParisMinutes: -120 });
    expect(zoneOffset('America/Sao_Paulo', WINTER)).toEqual({ utc: 'UTC-3', fromParisMinutes: -240 });
    expect(zoneOffset('America/Sao_Paulo', SUMMER)).toEqual({ utc: 'UTC-3', fromParisMinutes: -300 });
    expect(zoneOffset('Europe/Paris', SUMMER)).toEqual({ utc: 'UTC+2', fromParisMinutes: 0 });
  });

  it('counts the half hours of a zone', () => {
    expect(zoneOffset('Asia/Kolkata', WINTER)).toEqual({ utc: 'UTC+5:30', fromParisMinutes: 270 });
  });

  it('says nothing of a zone the runtime does not know', () => {
    expect(zoneOffset('Africa/Atlantis', WINTER)).toBeNull();
  });
});

describe('formatUtcOffset', () => {
  it('writes hours, and minutes only when there are some', () => {
    expect([0, 60, -180, 330, -570].map(formatUtcOffset)).toEqual(['UTC+0', 'UTC+1', 'UTC-3', 'UTC+5:30', 'UTC-9:30']);
  });
});
