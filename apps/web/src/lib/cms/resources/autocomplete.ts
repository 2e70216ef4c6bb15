import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { dataOf, singleOf } from '../schemas/strapi';

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
const campusTitleSchema = z.object({ documentId: z.string(), title: z.string(), slug: z.string(), city: z.string() });

/**
 * The courses whose title matches a query (the site search): GET /courses/search, which searches
 * the titles in the CMS's database and answers at most 50, best first, one read whatever the
 * number of courses (docs/decisions/site-search.md). Asked for each query, not kept: its URL is
 * what a visitor typed. A decoration: null when the CMS cannot answer.
 */
export const searchCourseTitles = optionalGetter(
  (locale: Locale, query: string) => ({
    scope: 'course search',
    path: '/courses/search',
    query: { q: query },
    locale,
    schema: singleOf(z.array(courseTitleSchema)),
    resources: ['courses'],
    uncached: true,
  }),
  dataOf,
);

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
