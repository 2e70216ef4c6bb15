// Both apps move "now" by the same variable, CLOCK_OFFSET_DAYS: the CMS answers the next live and
// dates the demo on the day the site shows (docs/decisions/demo-dates.md). One reading of it, here,
// so the two cannot disagree on what a value means; each app's configuration schema calls it.

const DAY_MS = 86_400_000;
const LIMIT_DAYS = 36_500;

export const CLOCK_OFFSET_WHOLE_DAYS = 'must be a whole number of days, e.g. 365 or -30 (or be left unset)';
export const CLOCK_OFFSET_WITHIN_A_CENTURY = 'must be within a hundred years (or be left unset)';

export function readClockOffsetDays(raw) {
  if (raw === undefined || raw.trim() === '') return { days: 0 };
  const days = Number(raw);
  if (!Number.isInteger(days)) return { error: CLOCK_OFFSET_WHOLE_DAYS };
  if (Math.abs(days) > LIMIT_DAYS) return { error: CLOCK_OFFSET_WITHIN_A_CENTURY };
  return { days };
}

export function movedNow(days) {
  return new Date(Date.now() + days * DAY_MS);
}
