import 'server-only';
import type { z } from 'zod';
import { blocksPopulate, COURSE_BLOCKS } from '@/lib/cms/blocks-populate';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { comparedCourseSchema, courseCardSchema, courseSchema, type CourseCard } from '../schemas/course';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { isSlug } from '../slug';
import { COMPARE_MAX, isDocumentId, SHORTLIST_MAX } from '@/lib/shortlist/shortlist';
import { bySlug, localizationsPopulate, seoPopulate } from './by-slug';
import { NO_FILTERS, type CourseFilterState } from '@/lib/course-list-view';
import { courseFilterQuery } from './course-filters';

const cardPopulate = {
  image: true,
  school: { fields: ['name', 'slug'] },
  programCategory: { fields: ['titre', 'slug'] },
  graduationLevel: { fields: ['label', 'slug'] },
  campuses: { fields: ['title', 'city'] },
};
const cardFields = ['title', 'name', 'slug', 'summary', 'imageAlt'];
const resources = [
  'courses',
  'schools',
  'categorie-de-programmes',
  'graduation-levels',
  'campuses',
  'entry-years',
] as const;

/** `start`, `limit`: a page of the list (the total counts every course the filters match). */
const courseCards = (locale: Locale, filters: Partial<CourseFilterState> = {}, limit = 200, start = 0) =>
  ({
    scope: 'course list',
    path: '/courses',
    query: {
      fields: cardFields,
      populate: cardPopulate,
      filters: courseFilterQuery({ ...NO_FILTERS, ...filters }),
      sort: ['title:asc'],
      pagination: { start, limit },
    },
    locale,
    schema: collectionOf(courseCardSchema),
    resources,
  }) satisfies Read<unknown>;

const withTotal = (answer: { data: CourseCard[]; meta?: { pagination?: { total?: number } } }) => ({
  courses: answer.data,
  total: answer.meta?.pagination?.total ?? answer.data.length,
});

/** The course list, narrowed by the filters of the list's URL. */
export const getCourses = requiredGetter(courseCards, withTotal);
/** Course cards in a block: left out when the CMS cannot answer. */
export const getCoursesIfAvailable = optionalGetter(courseCards, withTotal);

/** One course by its slug in this locale, with its blocks and its slugs in the other locales; null if none. */
export const getCourse = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
      scope: 'course page',
      resource: 'courses',
      related: resources.slice(1),
      locale,
      slug,
      schema: courseSchema,
      query: {
        fields: [...cardFields, 'locale'],
        populate: {
          ...cardPopulate,
          campuses: { fields: ['title', 'city', 'slug'], populate: { livingCosts: true } },
          tuition: true,
          entryYears: { fields: ['label', 'slug'] },
          seo: seoPopulate,
          localizations: localizationsPopulate,
          blocks: blocksPopulate(COURSE_BLOCKS),
        },
      },
    }),
  firstOf,
);

/**
 * Reads a handful of courses named by the visitor in one call. `values` is comma-separated and
 * sorted by the caller, so that one set is one cache entry whatever its order; a set naming an
 * unknown course is a miss, not cached (made-up addresses cannot fill the cache).
 */
function namedCourses<T>(
  scope: string,
  field: 'documentId' | 'slug',
  values: string,
  limit: number,
  query: { fields: string[]; populate: Record<string, unknown> },
  schema: z.ZodType<T>,
  locale: Locale,
) {
  const list = values.split(',').filter(field === 'slug' ? isSlug : isDocumentId);
  if (list.length === 0 || list.length > limit) return null;
  return {
    scope,
    path: '/courses',
    query: { ...query, filters: { [field]: { $in: list } }, pagination: { limit } },
    locale,
    schema: collectionOf(schema),
    resources,
    isMiss: (answer: { data: unknown[] }) => answer.data.length !== list.length,
  } satisfies Read<{ data: unknown[] }>;
}

/** The cards of the visitor's shortlist, by documentId (`ids`: sorted, comma-separated). */
export const getShortlistedCourses = requiredGetter(
  (locale: Locale, ids: string) =>
    namedCourses(
      'shortlist',
      'documentId',
      ids,
      SHORTLIST_MAX,
      { fields: cardFields, populate: cardPopulate },
      courseCardSchema,
      locale,
    ),
  dataOf,
);

/** The courses of a comparison, by their slugs in this locale (`slugs`: sorted, comma-separated), with their facts. */
export const getComparedCourses = requiredGetter(
  (locale: Locale, slugs: string) =>
    namedCourses(
      'course comparison',
      'slug',
      slugs,
      COMPARE_MAX,
      {
        fields: ['title', 'slug'],
        populate: {
          school: cardPopulate.school,
          graduationLevel: cardPopulate.graduationLevel,
          campuses: cardPopulate.campuses,
          entryYears: { fields: ['label', 'slug'] },
          localizations: localizationsPopulate,
          blocks: blocksPopulate(['blocks.key-datas', 'blocks.after-bachelor']),
        },
      },
      comparedCourseSchema,
      locale,
    ),
  dataOf,
);
