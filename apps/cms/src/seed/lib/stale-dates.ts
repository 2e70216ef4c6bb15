import { demoCalendar, utcDay } from './demo-calendar';

/**
 * How long the demo's dates stay as they were seeded. After four weeks its nearest events and lives
 * have gone by and its banner is ending; those after them (seven to eight weeks on) are still
 * ahead, so a demo started at least that often always has something coming.
 */
export const REDATE_AFTER_DAYS = 28;

const DAY_MS = 86_400_000;

/**
 * Why the demo dated from `datedFrom` (ISO day) no longer reads as the demo of `now`'s day, or null
 * when it still does: its first intake has begun, it was dated too long ago, or from a day still
 * to come (a clock moved back since).
 */
export function staleDates(datedFrom: string, now: Date): string | null {
  const today = utcDay(now);
  const from = new Date(`${datedFrom}T00:00:00Z`);
  const age = Math.round((today.getTime() - from.getTime()) / DAY_MS);
  if (age < 0) return `dated from ${datedFrom}, a day still to come`;
  const [first] = demoCalendar(from).intakes;
  if (first && first.startDate <= today.toISOString().slice(0, 10))
    return `dated from ${datedFrom}: its first intake began on ${first.startDate}`;
  if (age > REDATE_AFTER_DAYS) return `dated from ${datedFrom}, ${age} days ago`;
  return null;
}
