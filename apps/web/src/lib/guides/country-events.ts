import type { EventItem } from '@/lib/cms/schemas/event';
import { isTimeZone } from '@/lib/time/time-in-zone';

/** From 22:00 to 07:00 on a student's clock, an event is in their night. */
const NIGHT_FROM_HOUR = 22;
const NIGHT_UNTIL_HOUR = 7;

const hourIn = (iso: string, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

/** Whether an instant falls in the night (22:00 to 07:00) on a zone's clock. */
export function inTheNightIn(iso: string, timeZone: string): boolean {
  const hour = hourIn(iso, timeZone);
  return hour >= NIGHT_FROM_HOUR || hour < NIGHT_UNTIL_HOUR;
}

export type CountryEvent = { event: EventItem; night: boolean };

/**
 * The events a guide shows its country's students: those held in the country, and those online.
 * An online event in the night on the country's clock (`timeZone`, its office's) is shown only
 * when it is recorded, and said to be in the night: the student registers for the recording.
 * Events held in France or in another country are left to the agenda. Soonest first, as given.
 */
export function eventsForCountry(
  events: readonly EventItem[],
  countryCode: string,
  timeZone: string | null,
): CountryEvent[] {
  return events.flatMap((event) => {
    if (event.countryCode === countryCode) return [{ event, night: false }];
    if (!event.online) return [];
    const night = timeZone !== null && inTheNightIn(event.dateStart, timeZone);
    return night && !event.recorded ? [] : [{ event, night }];
  });
}

/**
 * The clock an event is held on when it is held abroad: its country's office's zone (the guides
 * read the same). Null in France, online, or for a country whose office has no valid zone: its
 * times are then Paris's.
 */
export function eventZone(
  event: Pick<EventItem, 'countryCode'>,
  offices: ReadonlyArray<{ countryCode: string | null; timeZone: string | null }>,
): string | null {
  if (!event.countryCode) return null;
  const zone = offices.find((office) => office.countryCode === event.countryCode)?.timeZone ?? null;
  return zone && isTimeZone(zone) ? zone : null;
}
