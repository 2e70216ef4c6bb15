import 'server-only';
import { z } from 'zod';
import { blocksPopulate, PAGE_BLOCKS } from '@/lib/cms/blocks-populate';
import type { Locale } from '@/i18n/locales';
import { NEWS_PER_PAGE } from '@/lib/news-list-page';
import { optionalGetter, requiredGetter } from '../getters';
import { newsCardSchema, newsItemSchema } from '../schemas/news';
import { collectionOf, dataOf, firstOf, pageOf } from '../schemas/strapi';
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
      // No count: at a real network's size, counting every news of the language took as long as reading the ten.
      pagination: { limit: LATEST_NEWS_LIMIT, withCount: false },
      sort: ['publishDate:desc'],
    },
    locale,
    schema: collectionOf(newsCardSchema),
    resources: ['figs-news'],
  }),
  dataOf,
);

const published = { publishDate: { $notNull: true } };

/**
 * One page of the news list (docs/decisions/news-list-pages.md): NEWS_PER_PAGE published items,
 * newest first, and how many there are in all. The CMS is asked for that page only (its offset and
 * a count), however far down the list; the slug orders news of the same date, so that the pages
 * neither repeat nor skip one. A page past the last is not cached (made-up addresses cannot fill
 * the cache).
 */
export const getNewsPage = requiredGetter(
  (locale: Locale, page: number) => ({
    scope: 'news list',
    path: '/figs-news',
    query: {
      filters: published,
      fields: ['slug', 'title', 'publishDate', 'excerpt', 'focusImageAlt'],
      populate: { focusImage: true },
      sort: ['publishDate:desc', 'slug:asc'],
      pagination: { page, pageSize: NEWS_PER_PAGE, withCount: true },
    },
    locale,
    schema: pageOf(newsCardSchema),
    resources: ['figs-news'],
    isMiss: (answer: { data: unknown[] }) => page > 1 && answer.data.length === 0,
  }),
  (answer) => ({ news: answer.data, total: answer.meta.pagination.total }),
);

/**
 * How many published news a language has (one entry asked, the total read from its count): whether
 * a page of the list exists in the other language, for its alternate. Left out when the CMS cannot answer.
 */
export const getNewsCount = optionalGetter(
  (locale: Locale) => ({
    scope: 'news list',
    path: '/figs-news',
    query: { filters: published, fields: ['slug'], pagination: { page: 1, pageSize: 1, withCount: true } },
    locale,
    schema: pageOf(z.object({ slug: z.string() })),
    resources: ['figs-news'],
  }),
  (answer) => answer.meta.pagination.total,
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
