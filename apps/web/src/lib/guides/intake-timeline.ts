// The steps of a country guide dated back from an intake (requirements 10.18): each step is usually
// done so many weeks before the first day of classes, and never before the steps it needs. A step
// may also have a latest week: once it has gone by, the intake can no longer be made.
import { needsWithin, stepsByNeeds } from './steps-by-needs';

export type GuideStep = {
  key: string;
  title: string;
  description: string | null;
  /** The keys of the steps done before it. */
  needs: readonly string[];
  /** The keys of the documents it asks for, and of those it gives the student. */
  asks: readonly string[];
  produces: readonly string[];
  weeksBeforeIntake: number;
  /**
   * The day of the year ("07-05") it is done on whatever the intake, in place of its weeks: a step
   * the country's calendar sets (an exam's results come out in the summer before a January intake
   * as before a September one); null: by its weeks.
   */
  onDay: string | null;
  /** The latest it can be done; null: no limit, it can always be done late. */
  deadlineWeeksBeforeIntake: number | null;
};
export type Intake = { label: string; slug: string; startDate?: string | null };

export type DatedStep = GuideStep & {
  /** ISO date (yyyy-mm-dd): the usual date, or later when a step it needs is dated later. */
  date: string;
  /** The titles of the steps it needs, as this level reads them. */
  after: string[];
  /**
   * The last day it can be done: its own limit or that of a step needing it and, once late, the
   * usual date of a step needing it that is not late; null: none.
   */
  latest: string | null;
  /** Its usual date has gone by: to do as soon as possible. */
  late: boolean;
};

export type IntakeTimeline = {
  intake: Intake & { startDate: string };
  steps: DatedStep[];
  lateCount: number;
  /** The step whose latest date has gone by: the intake can no longer be made. */
  closed: { step: string; deadline: string } | null;
};

const DAY_MS = 86_400_000;
const isIsoDate = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** `weeks` weeks before an ISO date, as an ISO date (calendar days, no time zone involved). */
export function weeksBefore(isoDate: string, weeks: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) - weeks * 7 * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The day a step is usually done for an intake starting on `startDate` (ISO): its day of the year,
 * the last one before the intake, or its weeks before it.
 */
export function usualDate(step: Pick<GuideStep, 'weeksBeforeIntake' | 'onDay'>, startDate: string): string {
  if (!step.onDay) return weeksBefore(startDate, step.weeksBeforeIntake);
  const year = Number(startDate.slice(0, 4));
  const sameYear = `${year}-${step.onDay}`;
  return sameYear < startDate ? sameYear : `${year - 1}-${step.onDay}`;
}

/** A step's own latest day for an intake starting on `startDate` (ISO); null when it has none. */
export const ownLatest = (step: Pick<GuideStep, 'deadlineWeeksBeforeIntake'>, startDate: string): string | null =>
  step.deadlineWeeksBeforeIntake === null ? null : weeksBefore(startDate, step.deadlineWeeksBeforeIntake);

/** The steps dated back from one intake, in the order they are done. */
export function datedSteps(steps: readonly GuideStep[], startDate: string, today: string): DatedStep[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  // Ordered by how long before this intake each is usually done (a day of the year's in days).
  const ordered = stepsByNeeds(steps, (step) => start - Date.parse(`${usualDate(step, startDate)}T00:00:00Z`));
  const dates = new Map<GuideStep, string>();
  for (const step of ordered) {
    const usual = usualDate(step, startDate);
    dates.set(
      step,
      needsWithin(step, steps).reduce((date, need) => later(date, dates.get(need) ?? date), usual),
    );
  }
  // What a step needs must be done by the step's own latest day: walk back from the last. A step
  // already late is to be done before the usual date of each step needing it that is not late
  // yet: a late student catches up the plan, and is never shown a day after one the next step shows.
  const latest = new Map<GuideStep, string | null>();
  const isLate = (step: GuideStep) => dates.get(step)! < today;
  for (const step of [...ordered].reverse()) {
    const own = ownLatest(step, startDate);
    const fromNeeding = ordered
      .filter((other) => needsWithin(other, steps).includes(step))
      .reduce<
        string | null
      >((limit, other) => earlier(limit, isLate(step) && !isLate(other) ? dates.get(other)! : (latest.get(other) ?? null)), null);
    latest.set(step, earlier(own, fromNeeding));
  }
  return ordered.map((step) => {
    const date = dates.get(step)!;
    return {
      ...step,
      date,
      after: needsWithin(step, steps).map((need) => need.title),
      latest: latest.get(step) ?? null,
      late: isLate(step),
    };
  });
}

/** A timeline for each intake still to come (`today` in Paris, ISO), soonest first. */
export function intakeTimelines(
  steps: readonly GuideStep[],
  intakes: readonly Intake[],
  today: string,
): IntakeTimeline[] {
  return intakes
    .filter(
      (intake): intake is Intake & { startDate: string } => isIsoDate(intake.startDate) && intake.startDate > today,
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((intake) => {
      const dated = datedSteps(steps, intake.startDate, today);
      const closed =
        dated
          .map((step) => ({
            step: step.title,
            deadline: ownLatest(step, intake.startDate),
          }))
          .find(
            (limit): limit is { step: string; deadline: string } => limit.deadline !== null && limit.deadline < today,
          ) ?? null;
      return { intake, steps: dated, lateCount: dated.filter((step) => step.late).length, closed };
    });
}

/** The intake shown open: the first that can still be made (late steps allowed); -1 when none can. */
export function suggestedIntake(timelines: readonly IntakeTimeline[]): number {
  return timelines.findIndex((timeline) => timeline.closed === null);
}
