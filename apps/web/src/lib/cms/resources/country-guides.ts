import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { countryGuideCardSchema, countryGuideSchema } from '../schemas/country-guide';
import { optionalText } from '../schemas/fields';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { bySlug, localizationsPopulate, seoPopulate } from './by-slug';

const countryGuide = (locale: Locale, slug: string) =>
  bySlug({
    scope: 'country guide',
    resource: 'country-guides',
    // The level paths quote each level's language level.
    related: ['graduation-levels'],
    locale,
    slug,
    schema: countryGuideSchema,
    query: {
      populate: {
        steps: true,
        levelPaths: {
          populate: { graduationLevel: { fields: ['label', 'slug', 'languageLevel'] }, steps: true },
        },
        procedureFeeFigure: true,
        travelFigure: true,
        visaDocuments: true,
        faqs: true,
        testimonials: { populate: { image: true } },
        seo: seoPopulate,
        localizations: localizationsPopulate,
      },
    },
  });

/** A country guide (requirements 10.18) by its slug in this language; null when there is none. */
export const getCountryGuide = requiredGetter(countryGuide, firstOf);
/**
 * The same read, for a page its calendar only narrows (the budget's intakes and aid for a
 * country): left out when the CMS cannot answer, shared with the guide's page in the cache.
 */
export const getCountryGuideIfAvailable = optionalGetter(countryGuide, firstOf);

const guideCards = (locale: Locale) =>
  ({
    scope: 'country guide list',
    path: '/country-guides',
    query: {
      fields: ['title', 'slug', 'country', 'countryCode', 'intro'],
      sort: ['country:asc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(countryGuideCardSchema),
    resources: ['country-guides'],
  }) satisfies Read<unknown>;

/** Every guide, by country name: the landing that lists them. */
export const getCountryGuides = requiredGetter(guideCards, dataOf);
/** The same, for the links from the offices (left out when the CMS cannot answer). */
export const getCountryGuidesIfAvailable = optionalGetter(guideCards, dataOf);

const levelSchema = z.object({ label: z.string(), languageLevel: optionalText });

/** The level of language each degree level asks, the same in every guide. A decoration. */
export const getLanguageLevels = optionalGetter(
  (locale: Locale) =>
    ({
      scope: 'country guide',
      path: '/graduation-levels',
      query: { fields: ['label', 'languageLevel'], sort: ['order:asc'], pagination: { limit: 20 } },
      locale,
      schema: collectionOf(levelSchema),
      resources: ['graduation-levels'],
    }) satisfies Read<unknown>,
  dataOf,
);
