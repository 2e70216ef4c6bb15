import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { schoolCardSchema, schoolSchema } from '../schemas/school';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { bySlug, localizationsPopulate, seoPopulate } from './by-slug';

const schoolCards = (locale: Locale) =>
  ({
    scope: 'school list',
    path: '/schools',
    query: {
      fields: ['name', 'slug', 'code', 'tagline', 'logoAlt', 'coverAlt', 'etudesEnFrance'],
      populate: { logo: true, cover: true },
      sort: ['name:asc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(schoolCardSchema),
    resources: ['schools'],
  }) satisfies Read<unknown>;

/** The schools page. */
export const getSchools = requiredGetter(schoolCards, dataOf);
/** The schools on the home page and in cards: left out when the CMS cannot answer. */
export const getSchoolsIfAvailable = optionalGetter(schoolCards, dataOf);

export const getSchool = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
      scope: 'school page',
      resource: 'schools',
      related: ['campuses', 'courses'],
      locale,
      slug,
      schema: schoolSchema,
      query: {
        populate: {
          logo: true,
          cover: true,
          seo: seoPopulate,
          localizations: localizationsPopulate,
          campuses: { fields: ['title', 'slug', 'city'], sort: ['city:asc'] },
          courses: { fields: ['title', 'name', 'slug', 'summary'], sort: ['title:asc'] },
        },
      },
    }),
  firstOf,
);
