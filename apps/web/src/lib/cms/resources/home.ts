import 'server-only';
import type { Locale } from '@/i18n/locales';
import { cmsRead, cmsReadSilently } from '../client';
import { homepageSchema, newsCardSchema, schoolCardSchema } from '../schemas/home';
import { collectionOf, singleOf } from '../schemas/strapi';

export const getHomepage = (locale: Locale) =>
  cmsRead({
    scope: 'home page',
    path: '/homepage',
    query: { populate: { heroImage: true, figures: true, seo: { populate: { shareImage: true, metas: true } } } },
    locale,
    schema: singleOf(homepageSchema),
    resources: ['homepage'],
  }).then((answer) => answer.data);

/** Spec 7: the 10 latest published news items. A side list: null when it cannot be read. */
export const getLatestNews = (locale: Locale) =>
  cmsReadSilently({
    scope: 'news list',
    path: '/figs-news',
    query: {
      filters: { publishDate: { $notNull: true } },
      fields: ['slug', 'title', 'publishDate'],
      populate: { focusImage: true },
      pagination: { limit: 10 },
      sort: ['publishDate:desc'],
    },
    locale,
    schema: collectionOf(newsCardSchema),
    resources: ['figs-news'],
  }).then((answer) => answer?.data ?? null);

export const getSchools = (locale: Locale) =>
  cmsReadSilently({
    scope: 'school list',
    path: '/schools',
    query: {
      fields: ['name', 'slug', 'code', 'tagline'],
      populate: { logo: true },
      sort: ['name:asc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(schoolCardSchema),
    resources: ['schools'],
  }).then((answer) => answer?.data ?? null);
