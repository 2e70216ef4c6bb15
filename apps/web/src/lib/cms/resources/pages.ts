import 'server-only';
import { blocksPopulate, PAGE_BLOCKS } from '@/blocks/populate';
import type { Locale } from '@/i18n/locales';
import { findBySlug, localizationsPopulate, seoPopulate } from './by-slug';
import { articleSchema, landingSchema, type Article, type Landing } from '../schemas/pages';

/** A landing (rubrique) with its blocks and the list of its articles. */
export const getLanding = (locale: Locale, slug: string): Promise<Landing | null> =>
  findBySlug({
    scope: 'landing page',
    resource: 'landings',
    related: ['articles'],
    locale,
    slug,
    schema: landingSchema,
    query: {
      populate: {
        bannerImage: true,
        seo: seoPopulate,
        localizations: localizationsPopulate,
        blocks: blocksPopulate(PAGE_BLOCKS),
        articles: { fields: ['slug', 'title', 'excerpt'], populate: { bannerImage: true }, sort: ['title:asc'] },
      },
    },
  });

/** An article of a landing; null when it does not exist or belongs to another landing (spec 2.5 validation). */
export async function getArticle(locale: Locale, landingSlug: string, slug: string): Promise<Article | null> {
  const article = await findBySlug({
    scope: 'article page',
    resource: 'articles',
    related: ['landings'],
    locale,
    slug,
    schema: articleSchema,
    query: {
      populate: {
        bannerImage: true,
        seo: seoPopulate,
        landing: { fields: ['slug', 'title'] },
        localizations: { fields: ['slug', 'locale'], populate: { landing: { fields: ['slug'] } } },
        blocks: blocksPopulate(PAGE_BLOCKS),
      },
    },
  });
  return article && article.landing?.slug === landingSlug ? article : null;
}
