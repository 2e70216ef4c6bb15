import { describe, expect, it } from 'vitest';
import type { EventItem } from '@/lib/cms/schemas/event';
import { eventsForCountry, eventZone, inTheNightIn } from './country-events';

const event = (title: string, dateStart: string, over: Partial<EventItem> = {}): EventItem => ({
  documentId: title,
  title,
  url: null,
  dateStart,
  dateEnd: null,
  location: null,
  countryCode: null,
  online: false,
  recorded: false,
  description: null,
  ...over,
});

// 17:00 in Paris on 21 January 2027 is 00:00 in Shanghai, 21:30 in New Delhi, 16:00 in Casablanca.
const events = [
  event('Open day in Paris', '2027-01-09T08:00:00Z'),
  event('Fair in Casablanca', '2027-01-12T08:00:00Z', { countryCode: 'MA' }),
  event('Recorded webinar', '2027-01-21T16:00:00Z', { online: true, recorded: true }),
  event('Live Q&A', '2027-01-21T16:00:00Z', { online: true }),
  event('Midday webinar', '2027-02-25T12:00:00Z', { online: true }),
];
const titles = (shown: ReturnType<typeof eventsForCountry>) =>
  shown.map(({ event: { title }, night }) => (night ? `${title} (night)` : title));

describe('the events a country guide shows', () => {
  it('shows its country’s events and the online ones, never another country’s nor France’s', () => {
    expect(titles(eventsForCountry(events, 'MA', 'Africa/Casablanca'))).toEqual([
      'Fair in Casablanca',
      'Recorded webinar',
      'Live Q&A',
      'Midday webinar',
    ]);
    expect(titles(eventsForCountry(events, 'IN', 'Asia/Kolkata'))).toEqual([
      'Recorded webinar',
      'Live Q&A',
      'Midday webinar',
    ]);
  });

  it('shows an online event in the country’s night only when it is recorded, said so', () => {
    expect(titles(eventsForCountry(events, 'CN', 'Asia/Shanghai'))).toEqual([
      'Recorded webinar (night)',
      'Midday webinar',
    ]);
    // 12:00 UTC on 25 February is 06:00 in Mexico City: the live one is left out.
    expect(titles(eventsForCountry(events, 'MX', 'America/Mexico_City'))).toEqual(['Recorded webinar', 'Live Q&A']);
  });

  it('tells the night on a zone’s clock, for a live too', () => {
    expect(inTheNightIn('2026-12-03T16:00:00Z', 'Asia/Shanghai')).toBe(true);
    expect(inTheNightIn('2026-12-03T16:00:00Z', 'Africa/Casablanca')).toBe(false);
    expect(inTheNightIn('2026-12-03T05:59:00Z', 'Africa/Dakar')).toBe(true);
    expect(inTheNightIn('2026-12-03T07:00:00Z', 'Africa/Dakar')).toBe(false);
  });
});

describe('the clock an event is held on', () => {
  const offices = [
    { countryCode: 'VN', timeZone: 'Asia/Ho_Chi_Minh' },
    { countryCode: 'MA', timeZone: 'Africa/Casablanca' },
    { countryCode: 'XX', timeZone: 'Mars/Olympus' },
  ];
  it('is its country’s office’s abroad, none in France, online, or without a zone known', () => {
    expect(eventZone({ countryCode: 'VN' }, offices)).toBe('Asia/Ho_Chi_Minh');
    expect(eventZone({ countryCode: null }, offices)).toBeNull();
    expect(eventZone({ countryCode: 'SN' }, offices)).toBeNull();
    expect(eventZone({ countryCode: 'XX' }, offices)).toBeNull();
  });
});
