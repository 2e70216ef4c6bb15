import { movedNow } from '@horizon/shared/clock-offset';
import { cmsEnv } from '../env/cms-env';

/**
 * "Now" for what the CMS decides from dates (the next live) and for the day the demo seed dates
 * its content from: the machine's time moved by CLOCK_OFFSET_DAYS, which tests and demos set to
 * see both apps on another day (docs/decisions/demo-dates.md). Log times and the admissions
 * records keep the machine's time.
 */
export function now(): Date {
  return movedNow(cmsEnv().CLOCK_OFFSET_DAYS);
}
