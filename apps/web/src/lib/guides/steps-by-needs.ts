// The order of a guide's steps follows from what each needs (requirements 10.18): a step comes
// after every step it names, whatever its usual week says.

export type StepNeeds = { key: string; needs: readonly string[]; weeksBeforeIntake: number };

/** The needs of a step that name a step of this list (a level may lack a step another level has). */
export const needsWithin = <T extends StepNeeds>(step: T, steps: readonly T[]): T[] =>
  step.needs.flatMap((key) => steps.filter((other) => other.key === key && other !== step));

/**
 * The steps in an order where each comes after what it needs; among the steps ready at once, the
 * furthest from the intake first (by their weeks, or by `before`: how long before an intake each
 * is dated, for a step done on a day of the year). A cycle (which the CMS seed refuses) is broken
 * by that same rule rather than dropping steps.
 */
export function stepsByNeeds<T extends StepNeeds>(
  steps: readonly T[],
  before: (step: T) => number = (step) => step.weeksBeforeIntake,
): T[] {
  const byWeeks = [...steps].sort((a, b) => before(b) - before(a));
  const ordered: T[] = [];
  const placed = new Set<T>();
  while (ordered.length < byWeeks.length) {
    const waiting = byWeeks.filter((step) => !placed.has(step));
    const next = waiting.find((step) => needsWithin(step, steps).every((need) => placed.has(need))) ?? waiting[0]!;
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}
