import { envOf } from '@/lib/env-schema';

const DAY_MS = 86_400_000;

/** CLOCK_OFFSET_DAYS in milliseconds (`envOf` parses it again only when it changed: a unit test sets it). */
const offsetMs = (): number => envOf(['CLOCK_OFFSET_DAYS']).CLOCK_OFFSET_DAYS * DAY_MS;

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
