import 'server-only';
import { blocksPopulate, PAGE_BLOCKS } from '@/lib/cms/blocks-populate';
import type { Locale } from '@/i18n/locales';
import { optionalGetter, requiredGetter } from '../getters';
import { articleCardSchema, articleSchema } from '../schemas/article';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { bySlug, seoPopulate } from './by-slug';

// The stored count of articles (requirements 9).
export const ARTICLES_LIMIT = 5;

/** Requirements 7: the five latest articles with their banner and landing, for cards. A decoration. */
export const getArticles = optionalGetter(
  (locale: Locale) => ({
    scope: 'article list',
    path: '/articles',
    query: {
      fields: ['slug', 'title', 'excerpt', 'bannerImageAlt'],
      populate: { bannerImage: true, landing: { fields: ['slug'] } },
      sort: ['publishedAt:desc'],
      pagination: { limit: ARTICLES_LIMIT },
    },
    locale,
    schema: collectionOf(articleCardSchema),
    resources: ['articles', 'landings'],
  }),
  dataOf,
);

const getArticleBySlug = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
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
    }),
  firstOf,
);

/** An article of a landing; null when it does not exist or belongs to another landing (requirements 2.5). */
export async function getArticle(locale: Locale, landingSlug: string, slug: string) {
  const article = await getArticleBySlug(locale, slug);
  return article && article.landing?.slug === landingSlug ? article : null;
}
