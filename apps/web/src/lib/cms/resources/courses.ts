import 'server-only';
import { blocksPopulate, COURSE_BLOCKS } from '@/blocks/populate';
import type { Locale } from '@/i18n/locales';
import { cmsRead } from '../client';
import { courseCardSchema, courseSchema, type Course, type CourseCard } from '../schemas/course';
import { collectionOf } from '../schemas/strapi';
import { isSlug } from '../slug';
import { courseFilterQuery, type CourseFilterState } from './course-filters';

const cardPopulate = {
  image: true,
  school: { fields: ['name', 'slug'] },
  programCategory: { fields: ['titre', 'slug'] },
  graduationLevel: { fields: ['label', 'slug'] },
  campuses: { fields: ['title', 'city'] },
};
const cardFields = ['title', 'name', 'slug', 'summary'];
const resources = [
  'courses',
  'schools',
  'categorie-de-programmes',
  'graduation-levels',
  'campuses',
  'entry-years',
] as const;

/** The course list, optionally narrowed by the filters of the list's URL. */
export async function getCourses(
  locale: Locale,
  filters: Partial<CourseFilterState> = {},
  limit = 200,
): Promise<{ courses: CourseCard[]; total: number }> {
  const answer = await cmsRead({
    scope: 'course list',
    path: '/courses',
    query: {
      fields: cardFields,
      populate: cardPopulate,
      filters: courseFilterQuery({ locations: [], graduationLevels: [], entryYears: [], programCat: [], ...filters }),
      sort: ['title:asc'],
      pagination: { limit },
    },
    locale,
    schema: collectionOf(courseCardSchema),
    resources,
  });
  return { courses: answer.data, total: answer.meta?.pagination?.total ?? answer.data.length };
}

/** One course by its slug in this locale, with its blocks and its slugs in the other locales; null if none. */
export async function getCourse(locale: Locale, slug: string): Promise<Course | null> {
  if (!isSlug(slug)) return null;
  const answer = await cmsRead({
    scope: 'course page',
    path: '/courses',
    query: {
      filters: { slug: { $eq: slug } },
      fields: [...cardFields, 'locale'],
      populate: {
        ...cardPopulate,
        entryYears: { fields: ['label', 'slug'] },
        seo: { populate: { shareImage: true, metas: true } },
        localizations: { fields: ['slug', 'locale'] },
        blocks: blocksPopulate(COURSE_BLOCKS),
      },
      pagination: { limit: 1 },
    },
    locale,
    schema: collectionOf(courseSchema),
    resources,
  });
  return answer.data[0] ?? null;
}
