import 'server-only';
import { blocksPopulate, COURSE_BLOCKS } from '@/blocks/populate';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { courseCardSchema, courseSchema, type CourseCard } from '../schemas/course';
import { collectionOf, firstOf } from '../schemas/strapi';
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

const withTotal = (answer: { data: CourseCard[]; meta?: { pagination?: { total: number } } }) => ({
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
          entryYears: { fields: ['label', 'slug'] },
          seo: seoPopulate,
          localizations: localizationsPopulate,
          blocks: blocksPopulate(COURSE_BLOCKS),
        },
      },
    }),
  firstOf,
);
