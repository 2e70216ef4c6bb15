// The scholarship deadlines a student's timeline must show (requirements 10.18): those open to the
// guide's country and the student's level, each with the step it needs done by then, and said too
// late when that step's usual date falls after it.
import type { DatedStep, IntakeTimeline } from './intake-timeline';
import { needsWithin } from './steps-by-needs';

export type ScholarshipDeadlineSource = {
  title: string;
  description: string | null;
  deadline: string | null;
  /** The key of the guide step to do by the deadline (file, interview, admission). */
  requires?: string | null;
  /** ISO codes; none: every country. */
  countries: readonly string[];
  /** Level slugs; none: every level. */
  graduationLevels: ReadonlyArray<{ slug: string }>;
  /** Offered to the students of the Études en France procedure (unsaid: yes). */
  openToEtudesEnFrance?: boolean;
};

export type DeadlineEntry = {
  title: string;
  description: string | null;
  date: string;
  /** The step it needs, as this timeline dates it; null when the guide has no such step. */
  requires: DatedStep | null;
  /** The step's usual date is after the deadline: it must be done earlier to get the scholarship. */
  tooLate: boolean;
};

/** The scholarships open to students from this country at this level (null: a level-less path). */
export function scholarshipsOpenTo<T extends ScholarshipDeadlineSource>(
  scholarships: readonly T[],
  countryCode: string,
  levelSlug: string | null,
): T[] {
  return scholarships.filter(
    (scholarship) =>
      (scholarship.countries.length === 0 || scholarship.countries.includes(countryCode)) &&
      (scholarship.graduationLevels.length === 0 ||
        (levelSlug !== null && scholarship.graduationLevels.some((level) => level.slug === levelSlug))),
  );
}

/**
 * Whether an aid is offered to a student of a country whose route is Études en France (or not):
 * the early-enrolment reduction is not (its admission comes after that procedure's interview:
 * docs/decisions/cost-calculator.md). The guide and the budget both ask it, and both say why the
 * aid is absent.
 */
export const offeredThrough = (
  scholarship: Pick<ScholarshipDeadlineSource, 'openToEtudesEnFrance'>,
  etudesEnFrance: boolean,
): boolean => !etudesEnFrance || scholarship.openToEtudesEnFrance !== false;

/**
 * Whether a scholarship needing the step `requires` done by `deadline` can still be had on this
 * timeline: the student may hurry that step, not the steps it needs, whose dates follow the
 * procedure's calendar (the interview is Campus France's to set). The early-enrolment discount,
 * an admission by 31 January, cannot be had when the interview comes in March; an aid needing the
 * admission by 30 April can, by accepting the offer sooner than usual. The guide and the budget
 * both ask it, so that they offer the same aid (issue 56).
 */
export function obtainableBy(timeline: IntakeTimeline, requires: string | null | undefined, deadline: string): boolean {
  const step = timeline.steps.find((candidate) => candidate.key === requires);
  return !step || needsWithin(step, timeline.steps).every((need) => need.date <= deadline);
}

/**
 * The step a student must do sooner than the timeline dates it to get an aid: the one it
 * requires, when its usual date falls after the deadline ("accept your offer by 30 April", usually
 * on 10 May). Null when that step is on time, or the timeline has no such step. The guide and the
 * budget both say it, so that they ask the same of the student (issue 56).
 */
export function stepToHurry(
  timeline: IntakeTimeline,
  requires: string | null | undefined,
  deadline: string,
): DatedStep | null {
  const step = timeline.steps.find((candidate) => candidate.key === requires);
  return step && step.date > deadline ? step : null;
}

/**
 * The deadlines of an intake: those still to come, before its first day (a deadline after it is
 * for a later intake) and still obtainable, soonest first.
 */
export function intakeDeadlines(
  scholarships: readonly ScholarshipDeadlineSource[],
  timeline: IntakeTimeline,
  today: string,
): DeadlineEntry[] {
  return scholarships
    .flatMap(({ title, description, deadline, requires }) => {
      if (!deadline || deadline < today || deadline >= timeline.intake.startDate) return [];
      if (!obtainableBy(timeline, requires, deadline)) return [];
      const step = timeline.steps.find((candidate) => candidate.key === requires) ?? null;
      return [
        { title, description, date: deadline, requires: step, tooLate: !!stepToHurry(timeline, requires, deadline) },
      ];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

export type TimelineEntry = { kind: 'step'; step: DatedStep } | { kind: 'deadline'; deadline: DeadlineEntry };

/** The steps and the deadlines in date order; on the same day, the steps first. */
export function timelineEntries(steps: readonly DatedStep[], deadlines: readonly DeadlineEntry[]): TimelineEntry[] {
  // A step is never dated before a step it needs, and the sort is stable: sorting by date keeps
  // the order of the needs (steps come in that order).
  const entries: TimelineEntry[] = [
    ...steps.map((step) => ({ kind: 'step' as const, step })),
    ...deadlines.map((deadline) => ({ kind: 'deadline' as const, deadline })),
  ];
  const dateOf = (entry: TimelineEntry) => (entry.kind === 'step' ? entry.step.date : entry.deadline.date);
  return entries.sort(
    (a, b) => dateOf(a).localeCompare(dateOf(b)) || (a.kind === b.kind ? 0 : a.kind === 'step' ? -1 : 1),
  );
}
