import type { Scholarship } from '@/lib/cms/schemas/study-costs';

type Course = { school: { slug: string } | null; graduationLevel: { slug: string } | null };

/**
 * The scholarships that may apply to a course (requirements 10.17): open to its school and level (an
 * empty list is every one), to the student's country when they said it, and still open on `today`
 * (an ISO date). Merit is a condition the page states; without a country, so are nationalities.
 */
export function scholarshipsFor(
  scholarships: readonly Scholarship[],
  course: Course,
  today: string,
  country: string | null = null,
): Scholarship[] {
  const opensTo = (list: ReadonlyArray<{ slug: string }>, slug: string | undefined) =>
    list.length === 0 || list.some((item) => item.slug === slug);
  return scholarships.filter(
    (scholarship) =>
      opensTo(scholarship.schools, course.school?.slug) &&
      opensTo(scholarship.graduationLevels, course.graduationLevel?.slug) &&
      (country === null || scholarship.countries.length === 0 || scholarship.countries.includes(country)) &&
      (scholarship.deadline === null || scholarship.deadline >= today),
  );
}
