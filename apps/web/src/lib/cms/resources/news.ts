import 'server-only';
import { blocksPopulate, PAGE_BLOCKS } from '@/blocks/populate';
import type { Locale } from '@/i18n/locales';
import { optionalGetter, requiredGetter } from '../getters';
import { newsCardSchema, newsItemSchema } from '../schemas/news';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { bySlug, localizationsPopulate, seoPopulate } from './by-slug';

// The stored count of news (requirements 9).
const LATEST_NEWS_LIMIT = 10;

/** Requirements 7: the 10 latest published news items, for the home page and cards. A decoration. */
export const getLatestNews = optionalGetter(
  (locale: Locale) => ({
    scope: 'latest news',
    path: '/figs-news',
    query: {
      filters: { publishDate: { $notNull: true } },
      fields: ['slug', 'title', 'publishDate', 'focusImageAlt'],
      populate: { focusImage: true },
      pagination: { limit: LATEST_NEWS_LIMIT },
      sort: ['publishDate:desc'],
    },
    locale,
    schema: collectionOf(newsCardSchema),
    resources: ['figs-news'],
  }),
  dataOf,
);

/** The news list page: every published item, newest first. */
export const getNewsList = requiredGetter(
  (locale: Locale) => ({
    scope: 'news list',
    path: '/figs-news',
    query: {
      filters: { publishDate: { $notNull: true } },
      fields: ['slug', 'title', 'publishDate', 'excerpt', 'focusImageAlt'],
      populate: { focusImage: true },
      sort: ['publishDate:desc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(newsCardSchema),
    resources: ['figs-news'],
  }),
  dataOf,
);

export const getNewsItem = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
      scope: 'news page',
      resource: 'figs-news',
      locale,
      slug,
      schema: newsItemSchema,
      query: {
        populate: {
          focusImage: true,
          seo: seoPopulate,
          localizations: localizationsPopulate,
          blocks: blocksPopulate(PAGE_BLOCKS),
        },
      },
    }),
  firstOf,
);
