import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import { intakeTimelines, type IntakeTimeline } from '@/lib/guides/intake-timeline';
import { levelSteps } from '@/lib/guides/level-steps';

type GuideCalendar = Pick<CountryGuide, 'steps' | 'levelPaths'>;

/**
 * What the guide of the student's country says of each intake, at the level of the budget's
 * course (its path; the common steps when it has none): the same timelines the guide's page draws,
 * by intake slug. Null when the guide dates nothing (no steps): the budget then offers every intake.
 */
export function countryCalendar(
  guide: GuideCalendar | null,
  levelSlug: string | null,
  intakes: readonly IntakeDate[],
  today: string,
): Map<string, IntakeTimeline> | null {
  if (!guide) return null;
  const path = guide.levelPaths.find((candidate) => candidate.graduationLevel?.slug === levelSlug);
  const steps = path ? levelSteps(guide.steps, path.steps) : guide.steps;
  if (steps.length === 0) return null;
  return new Map(intakeTimelines(steps, intakes, today).map((timeline) => [timeline.intake.slug, timeline]));
}

/** Whether the student's country still allows the intake (always, when its guide dates nothing). */
export const countryAllows = (calendar: Map<string, IntakeTimeline> | null, intakeSlug: string): boolean =>
  calendar === null || calendar.get(intakeSlug)?.closed === null;
