import { cmsEnv } from '../env/cms-env';

const DAY_MS = 86_400_000;

/**
 * "Now" for what the CMS decides from dates (the next live to come) and for the day the demo seed
 * dates its content from: the machine's time moved by CLOCK_OFFSET_DAYS, which tests and demos
 * set to see both apps on another day (docs/decisions/demo-dates.md). Timers, durations, log
 * times and the admissions records keep the machine's time.
 */
export function now(): Date {
  return new Date(Date.now() + cmsEnv().CLOCK_OFFSET_DAYS * DAY_MS);
}
