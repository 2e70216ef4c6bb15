import type { z } from 'zod';
import { withCourseFacts } from '@/components/course/course-facts';
import type { Locale } from '@/i18n/locales';
import { afterCourseSchema, keyFactsSchema } from '@/lib/cms/schemas/course-facts';
import type { ComparedCourse } from '@/lib/cms/schemas/course';

/** What students compare, in the order the comparison shows it (labels: the `single` texts). */
export const CRITERIA = [
  'level',
  'rncp',
  'ects',
  'duration',
  'rhythm',
  'language',
  'intakes',
  'campuses',
  'feesInternational',
  'feesEu',
  'furtherStudies',
  'careers',
] as const;
export type Criterion = (typeof CRITERIA)[number];
/** A fact is a text, a list (further studies, careers), or null where the CMS says nothing. */
export type Fact = string | string[] | null;

// The key facts as the course page reads them, each optional here: a course without the block
// still compares on its intakes, campuses and level.
const keyFacts = keyFactsSchema.partial();

function blockOf<T extends z.ZodType>(course: ComparedCourse, uid: string, schema: T, locale: Locale) {
  // A course without the block still has its intakes and campuses (its relations).
  const block = course.blocks.find((b) => b.__component === uid) ?? { __component: uid };
  const parsed = schema.safeParse(withCourseFacts([block], course, locale)[0]);
  return parsed.success ? (parsed.data as z.infer<T>) : null;
}

const nonEmpty = (items: string[] | undefined): string[] | null => (items && items.length > 0 ? items : null);

/**
 * A course's facts for the comparison: its key-facts block (completed with its intakes and
 * campuses, as on its page) and its after-the-course block; the level falls back on the course's
 * graduation level.
 */
export function comparisonFacts(course: ComparedCourse, locale: Locale): Record<Criterion, Fact> {
  const facts = blockOf(course, 'blocks.key-datas', keyFacts, locale);
  const after = blockOf(course, 'blocks.after-bachelor', afterCourseSchema, locale);
  return {
    level: facts?.level ?? course.graduationLevel?.label ?? null,
    rncp: facts?.recognition ?? null,
    ects: facts?.ects ? String(facts.ects) : null,
    duration: facts?.duration ?? null,
    rhythm: facts?.rhythm ?? null,
    language: facts?.language ?? null,
    intakes: facts?.intakes ?? null,
    campuses: facts?.campuses ?? null,
    feesInternational: facts?.tuitionFeesInternational ?? null,
    feesEu: facts?.tuitionFeesEu ?? null,
    furtherStudies: nonEmpty(after?.furtherStudies),
    careers: nonEmpty(after?.careers),
  };
}
