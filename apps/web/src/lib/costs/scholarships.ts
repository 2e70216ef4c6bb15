import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import type { DatedStep, IntakeTimeline } from '@/lib/guides/intake-timeline';
import { obtainableBy, stepToHurry } from '@/lib/guides/scholarship-deadlines';

type Course = { school: { slug: string } | null; graduationLevel: { slug: string } | null };

/** The intake a budget is for: its first day and, with a country, its guide's timeline. */
export type BudgetIntake = { startDate: string; timeline: IntakeTimeline | null };

/**
 * An aid a budget offers, with, when the student's country's timeline dates the step it requires
 * after its deadline, that step: to do sooner than usual (the guide says the same, stepToHurry).
 */
export type BudgetAid = Scholarship & { hurry: Pick<DatedStep, 'title' | 'date'> | null };

/**
 * The scholarships that may apply to a course (requirements 10.17): open to its school and level (an
 * empty list is every one), to the student's country when they said it, and still open on `today`
 * (an ISO date). Merit is a condition the page states; without a country, so are nationalities.
 * For an intake, only those that can still be obtained for it: a deadline before its first day
 * (a later one is for a later intake), and, with the country's timeline, the guide's own rule
 * (obtainableBy): the steps before the one it requires dated by the deadline (the early-enrolment
 * discount needs an admission the Études en France route cannot give before its March interview),
 * and the step to do sooner than usual when the timeline dates it after the deadline.
 */
export function scholarshipsFor(
  scholarships: readonly Scholarship[],
  course: Course,
  today: string,
  country: string | null = null,
  intake: BudgetIntake | null = null,
): BudgetAid[] {
  const opensTo = (list: ReadonlyArray<{ slug: string }>, slug: string | undefined) =>
    list.length === 0 || list.some((item) => item.slug === slug);
  const reachable = ({ deadline, requires }: Scholarship) => {
    if (deadline === null) return true;
    if (deadline < today || (intake && deadline >= intake.startDate)) return false;
    return !intake?.timeline || obtainableBy(intake.timeline, requires, deadline);
  };
  const timeline = intake?.timeline ?? null;
  return scholarships
    .filter(
      (scholarship) =>
        opensTo(scholarship.schools, course.school?.slug) &&
        opensTo(scholarship.graduationLevels, course.graduationLevel?.slug) &&
        (country === null || scholarship.countries.length === 0 || scholarship.countries.includes(country)) &&
        reachable(scholarship),
    )
    .map((scholarship) => {
      const step =
        timeline && scholarship.deadline ? stepToHurry(timeline, scholarship.requires, scholarship.deadline) : null;
      return { ...scholarship, hurry: step && { title: step.title, date: step.date } };
    });
}
