import { envOf } from '@/lib/env-schema';

const DAY_MS = 86_400_000;

let offset: { raw: string | undefined; ms: number } | undefined;

/** CLOCK_OFFSET_DAYS in milliseconds, read again only when the variable changed (a unit test sets it). */
function offsetMs(): number {
  const raw = process.env.CLOCK_OFFSET_DAYS;
  if (!offset || offset.raw !== raw) offset = { raw, ms: envOf(['CLOCK_OFFSET_DAYS']).CLOCK_OFFSET_DAYS * DAY_MS };
  return offset.ms;
}

/**
 * "Now" for what the site decides from dates: which intakes are open or closed, which deadlines,
 * events and lives are still to come, how a guide's steps are dated. The machine's time moved by
 * CLOCK_OFFSET_DAYS, which tests and demos set to see the site on another day, with the CMS moved
 * by the same variable (docs/decisions/demo-dates.md). Timers, durations, cache ages and log
 * times keep `Date.now()`: they measure time that passes, not the day it is.
 */
export function now(): Date {
  return new Date(Date.now() + offsetMs());
}
