import type { Scholarship } from '@/lib/cms/schemas/study-costs';

type Course = { school: { slug: string } | null; graduationLevel: { slug: string } | null };

/**
 * The scholarships that may apply to a course (requirements 10.17): open to its school and level (an
 * empty list is every one), and still open on `today` (an ISO date). Nationality and merit are
 * conditions the page states: the calculator does not ask them.
 */
export function scholarshipsFor(scholarships: readonly Scholarship[], course: Course, today: string): Scholarship[] {
  const opensTo = (list: ReadonlyArray<{ slug: string }>, slug: string | undefined) =>
    list.length === 0 || list.some((item) => item.slug === slug);
  return scholarships.filter(
    (scholarship) =>
      opensTo(scholarship.schools, course.school?.slug) &&
      opensTo(scholarship.graduationLevels, course.graduationLevel?.slug) &&
      (scholarship.deadline === null || scholarship.deadline >= today),
  );
}
