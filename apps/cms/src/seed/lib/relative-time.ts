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
