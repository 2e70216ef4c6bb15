import type { PageBlock, Seo } from '../components';
import { upsertLocalized } from '../lib/documents';
import { seo } from '../lib/seo';
import { imageOf, type SeedContext } from '../types';
import { perLocale, type Locale } from '../bilingual';
import { UID } from '../uids';
import { articleImageKey } from '../content/images';
import { LANDINGS } from '../content/pages/landings';
import { renderBlocks } from '../content/pages/page-blocks';

interface LandingFields {
  title: string;
  slug: string;
  intro: string;
  bannerImage: number;
  bannerImageAlt: string;
  blocks: PageBlock[];
  seo: Seo;
}
interface ArticleFields {
  title: string;
  slug: string;
  excerpt: string;
  bannerImage: number;
  bannerImageAlt: string;
  landing: string;
  blocks: PageBlock[];
  seo: Seo;
}

// Legal and confirmation pages are reachable but should not show up in search results.
const NOT_INDEXED = new Set(['legal-notice', 'data-charter', 'thank-you', 'online-payment', 'other-payment']);

export async function seedLandings(ctx: SeedContext): Promise<void> {
  const image = (key: string, locale: Locale) => imageOf(ctx, key, locale);
  for (const landing of LANDINGS) {
    const landingId = await upsertLocalized(ctx, {
      uid: UID.landing,
      key: 'slug',
      data: perLocale<LandingFields>((locale) => ({
        title: landing.title[locale],
        slug: landing.slug[locale],
        intro: landing.intro[locale],
        bannerImage: image(landing.image, locale).id,
        bannerImageAlt: image(landing.image, locale).alt,
        blocks: renderBlocks(landing.blocks, locale, image),
        seo: {
          ...seo(locale, landing.title[locale], landing.intro[locale], { shareImage: image(landing.image, locale) }),
          preventIndexing: NOT_INDEXED.has(landing.key),
        },
      })),
    });
    for (const article of landing.articles) {
      const picture = (locale: Locale) => image(articleImageKey(article.key), locale);
      await upsertLocalized(ctx, {
        uid: UID.article,
        key: 'slug',
        data: perLocale<ArticleFields>((locale) => ({
          title: article.title[locale],
          slug: article.slug[locale],
          excerpt: article.excerpt[locale],
          bannerImage: picture(locale).id,
          bannerImageAlt: picture(locale).alt,
          landing: landingId,
          blocks: renderBlocks(article.blocks, locale, image),
          seo: seo(locale, article.title[locale], article.excerpt[locale], { shareImage: picture(locale) }),
        })),
      });
    }
  }
}
