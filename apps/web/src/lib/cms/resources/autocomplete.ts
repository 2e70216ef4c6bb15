import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { dataOf, pageOf, singleOf } from '../schemas/strapi';

const programCategorySchema = z.object({ documentId: z.string(), titre: z.string(), slug: z.string() });
export type ProgramCategory = z.infer<typeof programCategorySchema>;

/** Requirements 7: GET /categorie-de-programmes/autocomplete. A decoration. */
export const getProgramCategories = optionalGetter(
  (locale: Locale) => ({
    scope: 'program categories',
    path: '/categorie-de-programmes/autocomplete',
    locale,
    schema: singleOf(z.array(programCategorySchema)),
    resources: ['categorie-de-programmes'],
  }),
  dataOf,
);

const courseTitleSchema = z.object({ documentId: z.string(), title: z.string(), name: z.string(), slug: z.string() });
export type CourseTitle = z.infer<typeof courseTitleSchema>;
const campusTitleSchema = z.object({ documentId: z.string(), title: z.string(), slug: z.string(), city: z.string() });

/**
 * How many course titles one read asks for: the CMS's maxLimit (apps/cms/config/api.ts). Its autocomplete route
 * (requirements 7: GET /courses/autocomplete) answers at most that many, so that a network of
 * 3,000 courses lost two thirds of them from the search: the titles are read from the collection
 * itself, a page of them at a time.
 */
const TITLES_PER_READ = 1000;

const getCourseTitlePage = optionalGetter(
  (locale: Locale, page: number) => ({
    scope: 'course titles',
    path: '/courses',
    query: {
      fields: ['title', 'name', 'slug'],
      sort: ['title:asc', 'slug:asc'],
      pagination: { page, pageSize: TITLES_PER_READ, withCount: true },
    },
    locale,
    schema: pageOf(courseTitleSchema),
    resources: ['courses'],
  }),
  (answer) => ({ titles: answer.data, pages: answer.meta.pagination.pageCount }),
);

/**
 * Every course's title and slug (the site search): one read per TITLES_PER_READ courses, each
 * cached and expired like any read, the later ones side by side. null when one of them cannot be
 * read (the search then has no courses, rather than some).
 */
export async function getCourseTitles(locale: Locale): Promise<CourseTitle[] | null> {
  const first = await getCourseTitlePage(locale, 1);
  if (!first) return null;
  const later = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, index) => getCourseTitlePage(locale, index + 2)),
  );
  if (later.some((page) => page === null)) return null;
  return [first, ...later].flatMap((page) => page?.titles ?? []);
}

/** Requirements 7: GET /campuses/autocomplete, every campus's title, city and slug (the site search). */
export const getCampusTitles = optionalGetter(
  (locale: Locale) => ({
    scope: 'campus titles',
    path: '/campuses/autocomplete',
    locale,
    schema: singleOf(z.array(campusTitleSchema)),
    resources: ['campuses'],
  }),
  dataOf,
);
