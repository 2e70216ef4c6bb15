import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import type { DatedStep, IntakeTimeline } from '@/lib/guides/intake-timeline';
import { obtainableBy, offeredThrough, stepToHurry } from '@/lib/guides/scholarship-deadlines';

type Course = { school: { slug: string } | null; graduationLevel: { slug: string } | null };

/** The intake a budget is for: its first day and, with a country, its guide's timeline. */
export type BudgetIntake = { startDate: string; timeline: IntakeTimeline | null };

/**
 * An aid a budget offers, with, when the student's country's timeline dates the step it requires
 * after its deadline, that step: to do sooner than usual (the guide says the same, stepToHurry).
 */
export type BudgetAid = Scholarship & { hurry: Pick<DatedStep, 'title' | 'date'> | null };

/** Who the budget is for: the student's country (ISO code), and whether it uses Études en France. */
export type BudgetStudent = { country: string | null; etudesEnFrance: boolean };

/** What a budget offers, and what it leaves out for the Études en France route only (said why). */
export type BudgetScholarships = { offered: BudgetAid[]; notThroughEtudesEnFrance: Scholarship[] };

/**
 * The scholarships that may apply to a course (requirements 10.17): open to its school and level (an
 * empty list is every one), to the student's country when they said it, and still open on `today`
 * (an ISO date). Merit is a condition the page states; without a country, so are nationalities.
 * For an intake, only those that can still be obtained for it: a deadline before its first day
 * (a later one is for a later intake), and, with the country's timeline, the guide's own rule
 * (obtainableBy): the steps before the one it requires dated by the deadline, and the step to do
 * sooner than usual when the timeline dates it after the deadline. From a country using Études en
 * France, not those closed to that route (the early-enrolment reduction: offeredThrough), which
 * come apart so that the page says why they are absent.
 */
export function scholarshipsFor(
  scholarships: readonly Scholarship[],
  course: Course,
  today: string,
  { country, etudesEnFrance }: BudgetStudent = { country: null, etudesEnFrance: false },
  intake: BudgetIntake | null = null,
): BudgetScholarships {
  const opensTo = (list: ReadonlyArray<{ slug: string }>, slug: string | undefined) =>
    list.length === 0 || list.some((item) => item.slug === slug);
  const inTime = ({ deadline }: Scholarship) =>
    deadline === null || (deadline >= today && !(intake && deadline >= intake.startDate));
  const timeline = intake?.timeline ?? null;
  const obtainable = ({ deadline, requires }: Scholarship) =>
    deadline === null || !timeline || obtainableBy(timeline, requires, deadline);
  const open = scholarships.filter(
    (scholarship) =>
      opensTo(scholarship.schools, course.school?.slug) &&
      opensTo(scholarship.graduationLevels, course.graduationLevel?.slug) &&
      (country === null || scholarship.countries.length === 0 || scholarship.countries.includes(country)) &&
      inTime(scholarship),
  );
  const offered = open
    .filter((scholarship) => offeredThrough(scholarship, etudesEnFrance) && obtainable(scholarship))
    .map((scholarship) => {
      const step =
        timeline && scholarship.deadline ? stepToHurry(timeline, scholarship.requires, scholarship.deadline) : null;
      return { ...scholarship, hurry: step && { title: step.title, date: step.date } };
    });
  return {
    offered,
    notThroughEtudesEnFrance: open.filter((scholarship) => !offeredThrough(scholarship, etudesEnFrance)),
  };
}
