import { PARIS_ZONE } from './time-in-zone';

// One formatter per zone: building one costs far more than formatting with it, and a week's
// search for a change (nextZoneChange) reads each zone's clock 168 times.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    // Throws for a zone the runtime does not know: nothing is kept for it.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Minutes a zone's clock is ahead of UTC at an instant (its wall clock read as if it were UTC). */
function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = wallClockOf(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wall - minute) / 60_000);
}

/** "UTC+0", "UTC-3", "UTC+5:30": the short form every reader knows, in any language. */
export function formatUtcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

export type ZoneOffset = {
  /** "UTC+0". */
  utc: string;
  /** How far the zone's clock is ahead of Paris's (negative: behind), in minutes. */
  fromParisMinutes: number;
};

/**
 * A zone's offset at an instant, from UTC and from Paris; null for a zone the runtime does not
 * know. Both move twice a year with the clocks (Paris's, the zone's, or both, on different dates),
 * so a page that shows them must be rendered again within the hour or so.
 */
export function zoneOffset(timeZone: string, at: Date): ZoneOffset | null {
  let minutes: number;
  try {
    minutes = utcOffsetMinutes(timeZone, at);
  } catch {
    return null;
  }
  return { utc: formatUtcOffset(minutes), fromParisMinutes: minutes - utcOffsetMinutes(PARIS_ZONE, at) };
}

const HOUR_MS = 3_600_000;

/**
 * The first change of a zone's offset from UTC or from Paris within `days` after `at` (Paris's
 * summer time, the zone's own, Morocco's hour off during Ramadan): when, to the hour, and the
 * offsets from then; null when none, or for a zone the runtime does not know.
 */
export function nextZoneChange(timeZone: string, at: Date, days = 7): { at: Date; offset: ZoneOffset } | null {
  const before = zoneOffset(timeZone, at);
  if (!before) return null;
  const same = (offset: ZoneOffset | null) =>
    offset?.utc === before.utc && offset.fromParisMinutes === before.fromParisMinutes;
  // Hour by hour: every change of the zone database falls on a whole hour of UTC or a half one,
  // and is read here at the first hour that shows it.
  for (let hour = 1; hour <= days * 24; hour += 1) {
    const then = new Date(at.getTime() + hour * HOUR_MS);
    const offset = zoneOffset(timeZone, then);
    if (offset && !same(offset)) return { at: then, offset };
  }
  return null;
}
