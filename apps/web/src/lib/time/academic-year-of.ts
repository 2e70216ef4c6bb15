/**
 * The academic year (2026-2027) a day (ISO) belongs to, for a student: August opens it with
 * September. Legally the year runs from 1 September, but a student reading in August is
 * preparing for the year that starts within weeks (its CVEC, its rent, its visa), and an intake
 * whose classes start in late August belongs to the year it opens, not to the one ending. The
 * budget dates an intake with it, the editors' review dates today with it (issue 56).
 */
export function academicYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 8 ? year : year - 1;
  return `${first}-${first + 1}`;
}
