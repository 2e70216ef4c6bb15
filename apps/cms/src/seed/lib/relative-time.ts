import { daysAfter } from './demo-calendar';

/**
 * A moment of the demo's agenda, counted from the day the seed runs, so that lives, events and
 * the banner stay around "now" whenever the demo is seeded rather than drifting into the past.
 */
export interface RelativeTime {
  /** Days after the day of the run (negative: before it). */
  days: number;
  /** Time of day, UTC. */
  hour: number;
  minute?: number;
}

/** The ISO date-time of `when`, counted from the UTC day of `runDay`. */
export function relativeTime(runDay: Date, { days, hour, minute = 0 }: RelativeTime): string {
  const utc = Date.UTC(runDay.getUTCFullYear(), runDay.getUTCMonth(), runDay.getUTCDate() + days, hour, minute);
  return new Date(utc).toISOString();
}

/**
 * The first 15th or last day of a month at least `days` days after the UTC day of `runDay`, as
 * an ISO date: schools close their applications on such days (15 March, 31 March), and the
 * deadline moves with the run day as the agenda does.
 */
export function deadlineAfter(runDay: Date, days: number): string {
  const earliest = daysAfter(runDay, days);
  const [year, month, day] = earliest.split('-').map(Number) as [number, number, number];
  if (day <= 15) return `${earliest.slice(0, 8)}15`;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${earliest.slice(0, 8)}${String(last).padStart(2, '0')}`;
}
