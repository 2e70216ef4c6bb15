// The steps of a country guide dated back from an intake (requirements 10.18): each step is usually
// done so many weeks before the first day of classes.

export type GuideStep = { title: string; description: string | null; weeksBeforeIntake: number };
export type Intake = { label: string; slug: string; startDate?: string | null };

export type DatedStep = GuideStep & {
  /** ISO date (yyyy-mm-dd), a Monday-agnostic "by this day". */
  date: string;
  /** Its usual date has gone by: to do as soon as possible. */
  late: boolean;
};

export type IntakeTimeline = { intake: Intake & { startDate: string }; steps: DatedStep[]; lateCount: number };

const DAY_MS = 86_400_000;
const isIsoDate = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `weeks` weeks before an ISO date, as an ISO date (calendar days, no time zone involved). */
export function weeksBefore(isoDate: string, weeks: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) - weeks * 7 * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A timeline for each intake still to come (`today` in Paris, ISO), soonest first, with its steps
 * in the order they are done (furthest from the intake first).
 */
export function intakeTimelines(
  steps: readonly GuideStep[],
  intakes: readonly Intake[],
  today: string,
): IntakeTimeline[] {
  const ordered = [...steps].sort((a, b) => b.weeksBeforeIntake - a.weeksBeforeIntake);
  return intakes
    .filter(
      (intake): intake is Intake & { startDate: string } => isIsoDate(intake.startDate) && intake.startDate > today,
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((intake) => {
      const dated = ordered.map((step) => {
        const date = weeksBefore(intake.startDate, step.weeksBeforeIntake);
        return { ...step, date, late: date < today };
      });
      return { intake, steps: dated, lateCount: dated.filter((step) => step.late).length };
    });
}

/**
 * The intake shown open: the first one whose steps can all still be done on time, or else the one
 * with the fewest late steps (the latest, since they all have the same steps).
 */
export function suggestedIntake(timelines: readonly IntakeTimeline[]): number {
  const onTime = timelines.findIndex((timeline) => timeline.lateCount === 0);
  return onTime >= 0 ? onTime : timelines.length - 1;
}
