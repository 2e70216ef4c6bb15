import type { Bilingual } from '../bilingual';

/** The intakes of the network's schools (DESIGN.md, "Key datas"): September, January and February. */
export type IntakeSeason = 'january' | 'february' | 'september';

const SEASON_MONTHS: Record<IntakeSeason, number> = { january: 0, february: 1, september: 8 };
const SEASONS = Object.keys(SEASON_MONTHS) as IntakeSeason[];
const DAY_MS = 86_400_000;

export interface DemoIntake {
  season: IntakeSeason;
  /** ISO date of the first day of classes. */
  startDate: string;
}

/**
 * The dates the demo content counts from, all a function of the day the seed runs, so that a demo
 * seeded on any day has intakes to apply to, scholarship deadlines and events ahead
 * (docs/decisions/demo-dates.md).
 */
export interface DemoCalendar {
  /** Midnight UTC of the day the demo is dated from. */
  day: Date;
  /** The next January, February and September intakes after that day, soonest first. */
  intakes: readonly DemoIntake[];
  /** The year of its September intake: the admissions campaign the banner, news and lives speak of. */
  septemberYear: number;
  /**
   * The academic year the cost figures are published for: the one before its September intake's,
   * so that a budget for that intake shows them as not yet published for its own year.
   */
  figuresYear: string;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The second Monday of a month, as ISO: the intakes start then (11 January, 8 February, 13 September 2027). */
export function secondMonday(year: number, month: number): string {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - first) % 7);
  return isoDay(Date.UTC(year, month, firstMonday + 7));
}

/** The UTC day of `instant`, at midnight. */
export function utcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** `days` days after (before, when negative) `day`, as an ISO date. */
export function daysAfter(day: Date, days: number): string {
  return isoDay(utcDay(day).getTime() + days * DAY_MS);
}

/** The demo's dates when it is seeded on `runDay`. */
export function demoCalendar(runDay: Date): DemoCalendar {
  const day = utcDay(runDay);
  const today = isoDay(day.getTime());
  const year = day.getUTCFullYear();
  // Each season's first intake after the day: this year's, or next year's once it has begun.
  const intakes = SEASONS.map((season) => {
    const thisYear = secondMonday(year, SEASON_MONTHS[season]);
    return { season, startDate: thisYear > today ? thisYear : secondMonday(year + 1, SEASON_MONTHS[season]) };
  }).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const september = intakes.find((intake) => intake.season === 'september')!;
  const septemberYear = Number(september.startDate.slice(0, 4));
  return { day, intakes, septemberYear, figuresYear: `${septemberYear - 1}-${septemberYear}` };
}

const MONTH_NAMES = {
  fr: new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
};

/** A month's name as each language writes it inside a sentence ("janvier", "January"). */
export function monthName(isoDate: string): Bilingual<string> {
  const instant = new Date(`${isoDate.slice(0, 7)}-15T12:00:00Z`);
  return { fr: MONTH_NAMES.fr.format(instant), en: MONTH_NAMES.en.format(instant) };
}
