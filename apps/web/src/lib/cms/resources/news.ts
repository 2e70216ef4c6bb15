import 'server-only';
import { blocksPopulate, PAGE_BLOCKS } from '@/blocks/populate';
import type { Locale } from '@/i18n/locales';
import { cmsRead } from '../client';
import { newsCardSchema } from '../schemas/home';
import { newsItemSchema, type NewsItem } from '../schemas/pages';
import { collectionOf } from '../schemas/strapi';
import { findBySlug, localizationsPopulate, seoPopulate } from './by-slug';

/** The news list page: every published item, newest first. */
export const getNewsList = (locale: Locale) =>
  cmsRead({
    scope: 'news list',
    path: '/figs-news',
    query: {
      filters: { publishDate: { $notNull: true } },
      fields: ['slug', 'title', 'publishDate', 'excerpt'],
      populate: { focusImage: true },
      sort: ['publishDate:desc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(newsCardSchema),
    resources: ['figs-news'],
  }).then((answer) => answer.data);

export const getNewsItem = (locale: Locale, slug: string): Promise<NewsItem | null> =>
  findBySlug({
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
  });
