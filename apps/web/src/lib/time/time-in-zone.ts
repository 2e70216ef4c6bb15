import { joinDateParts } from './date-parts';

/** Where the schools are: every time the site gives is first given on this clock. */
export const PARIS_ZONE = 'Europe/Paris';

/** Whether the runtime knows an IANA time zone (a CMS field may hold a typo). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * An instant on a zone's clock, with its date ("1er déc. 2026, 03:00"), or, with
 * `'unless-same-day'`, its time alone when it falls on the same day as on the clock it is shown
 * next to, `nextTo` (Paris's unless said: "17:00 (heure de Paris) · 16:00 à Dakar"; an event held
 * abroad gives its place's first: "… à Hô Chi Minh-Ville · 04:00 (heure de Paris)").
 */
export function timeInZone(
  intlLocale: string,
  iso: string,
  timeZone: string,
  date: 'always' | 'unless-same-day' = 'always',
  nextTo: string = PARIS_ZONE,
): string {
  const instant = new Date(iso);
  const withDate = date === 'always' || dayIn(instant, timeZone) !== dayIn(instant, nextTo);
  return joinDateParts(
    intlLocale,
    new Intl.DateTimeFormat(intlLocale, {
      dateStyle: withDate ? 'medium' : undefined,
      timeStyle: 'short',
      timeZone,
    }).formatToParts(instant),
  );
}
