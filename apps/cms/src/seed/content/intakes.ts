import { monthName, type DemoCalendar, type IntakeSeason } from '../lib/demo-calendar';
import type { Bilingual } from '../bilingual';

// An intake is known by its season: the courses name the seasons they start in, and the seed finds
// the same entry again when a later run dates it a year on (docs/decisions/demo-dates.md).
export type IntakeKey = IntakeSeason;

export interface IntakeSeed {
  key: IntakeKey;
  /** "Rentrée janvier 2027" | "January 2027 intake": its slug is made from it. */
  label: Bilingual<string>;
  /** Month and year alone, used in the course key data ("janvier 2027"). */
  month: Bilingual<string>;
  startDate: string;
  /** Soonest first. */
  order: number;
}

/** The demo's three intakes, the next of each season after the day the seed runs. */
export function demoIntakes(calendar: DemoCalendar): IntakeSeed[] {
  return calendar.intakes.map(({ season, startDate }, index) => {
    const month = monthName(startDate);
    const year = startDate.slice(0, 4);
    return {
      key: season,
      label: { fr: `Rentrée ${month.fr} ${year}`, en: `${month.en} ${year} intake` },
      month: { fr: `${month.fr} ${year}`, en: `${month.en} ${year}` },
      startDate,
      order: index + 1,
    };
  });
}
