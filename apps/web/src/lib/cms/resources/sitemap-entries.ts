import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { requiredGetter } from '../getters';
import { sitemapEntrySchema } from '../schemas/sitemap-entry';
import { collectionOf, dataOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

/** The kinds of content that have a page of their own, and the collection that holds each. */
export const SITEMAP_KINDS = {
  course: 'courses',
  school: 'schools',
  campus: 'campuses',
  news: 'figs-news',
  landing: 'landings',
  article: 'articles',
  countryGuide: 'country-guides',
} as const satisfies Record<string, CmsResource>;

export type SitemapKind = keyof typeof SITEMAP_KINDS;

// The CMS's maxLimit (apps/cms/config/api.ts): a network has far fewer entries of a kind.
const LIMIT = 1000;

/** Every published entry of a kind in one language, for the sitemap. */
export const getSitemapEntries = requiredGetter((kind: SitemapKind, locale: Locale) => {
  const resource = SITEMAP_KINDS[kind];
  const landing = kind === 'article' ? { landing: { fields: ['slug'] } } : {};
  return {
    scope: `sitemap ${kind}`,
    path: `/${resource}`,
    query: {
      fields: ['slug', 'updatedAt'],
      populate: {
        seo: { fields: ['preventIndexing'] },
        ...landing,
        localizations: { fields: ['slug', 'locale'], populate: { ...landing } },
      },
      sort: ['slug:asc'],
      pagination: { limit: LIMIT },
    },
    locale,
    schema: collectionOf(sitemapEntrySchema),
    resources: kind === 'article' ? [resource, 'landings'] : [resource],
  } satisfies Read<unknown>;
}, dataOf);
