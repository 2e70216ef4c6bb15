import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { SITEMAP_PART_SIZE, type SitemapKind } from '@/lib/sitemap-parts';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { sitemapEntrySchema } from '../schemas/sitemap-entry';
import { pageOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

/** The collection that holds each kind of content that has a page of its own. */
export const SITEMAP_RESOURCES = {
  course: 'courses',
  school: 'schools',
  campus: 'campuses',
  news: 'figs-news',
  landing: 'landings',
  article: 'articles',
  countryGuide: 'country-guides',
} as const satisfies Record<SitemapKind, CmsResource>;

const resourcesOf = (kind: SitemapKind): CmsResource[] =>
  kind === 'article' ? [SITEMAP_RESOURCES[kind], 'landings'] : [SITEMAP_RESOURCES[kind]];

/**
 * One part of the sitemap (lib/sitemap-parts.ts): the `page`-th SITEMAP_PART_SIZE published entries
 * of a kind in one language, by slug, with whether each may be indexed and its slugs (and theirs)
 * in the other languages. One read of the CMS for that range only, however large the collection;
 * a page past the last is not cached.
 */
export const getSitemapEntries = requiredGetter(
  (kind: SitemapKind, locale: Locale, page: number) => {
    const landing = kind === 'article' ? { landing: { fields: ['slug'] } } : {};
    const seo = { seo: { fields: ['preventIndexing'] } };
    return {
      scope: `sitemap ${kind}`,
      path: `/${SITEMAP_RESOURCES[kind]}`,
      query: {
        fields: ['slug', 'updatedAt'],
        populate: {
          ...seo,
          ...landing,
          localizations: { fields: ['slug', 'locale'], populate: { ...seo, ...landing } },
        },
        sort: ['slug:asc'],
        pagination: { page, pageSize: SITEMAP_PART_SIZE, withCount: true },
      },
      locale,
      schema: pageOf(sitemapEntrySchema),
      resources: resourcesOf(kind),
      isMiss: (answer: { data: unknown[] }) => answer.data.length === 0,
    } satisfies Read<{ data: unknown[] }>;
  },
  (answer) => answer.data,
);

const countOf = (kind: SitemapKind, locale: Locale, newestFirst: boolean) =>
  ({
    scope: `sitemap ${kind}`,
    path: `/${SITEMAP_RESOURCES[kind]}`,
    query: {
      fields: ['updatedAt'],
      sort: newestFirst ? ['updatedAt:desc'] : ['slug:asc'],
      pagination: { page: 1, pageSize: 1, withCount: true },
    },
    locale,
    schema: pageOf(z.object({ updatedAt: z.string() })),
    resources: [SITEMAP_RESOURCES[kind]],
  }) satisfies Read<unknown>;

/** How many published entries of a kind a language has (one entry asked): the parts of the index. */
export const getSitemapTotal = requiredGetter(
  (kind: SitemapKind, locale: Locale) => countOf(kind, locale, false),
  (answer) => answer.meta.pagination.total,
);

/** When the newest change of a kind was made in a language: the date of the list that shows it. A decoration. */
export const getNewestChange = optionalGetter(
  (kind: SitemapKind, locale: Locale) => countOf(kind, locale, true),
  (answer) => answer.data[0]?.updatedAt ?? null,
);
