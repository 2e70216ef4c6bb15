import type { Locale } from '@/i18n/locales';
import type { RawBlock } from '@/lib/cms/schemas/block';
import type { Course } from '@/lib/cms/schemas/course';

/**
 * The course's blocks with its key facts completed from the course itself: its intakes and its
 * campuses are the course's relations (what the filters and the forms use too), so an editor
 * never types them a second time in the block.
 */
export function withCourseFacts(
  blocks: RawBlock[],
  course: Pick<Course, 'entryYears'> & { campuses: ReadonlyArray<{ city: string }> },
  locale: Locale,
): RawBlock[] {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const intakes = course.entryYears.map((intake) => intake.label);
  const cities = [...new Set(course.campuses.map((campus) => campus.city))];
  return blocks.map((block) =>
    block.__component === 'blocks.key-datas'
      ? {
          ...block,
          ...(intakes.length > 0 ? { intakes: list.format(intakes) } : {}),
          ...(cities.length > 0 ? { campuses: list.format(cities) } : {}),
        }
      : block,
  );
}
