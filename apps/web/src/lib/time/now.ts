import { movedNow } from '@horizon/shared/clock-offset';
import { envOf } from '@/lib/env-schema';

/**
 * "Now" for what the site decides from dates: which intakes are open or closed, which deadlines,
 * events and lives are still to come, how a guide's steps are dated. The machine's time moved by
 * CLOCK_OFFSET_DAYS, which tests and demos set to see the site on another day, with the CMS moved
 * by the same variable (docs/decisions/demo-dates.md). `envOf` parses it again only when it
 * changed: a unit test sets it.
 */
export function now(): Date {
  return movedNow(envOf(['CLOCK_OFFSET_DAYS']).CLOCK_OFFSET_DAYS);
}
