import 'server-only';
import { blocksPopulate, PAGE_BLOCKS } from '@/lib/cms/blocks-populate';
import type { Locale } from '@/i18n/locales';
import { requiredGetter } from '../getters';
import { landingSchema } from '../schemas/landing';
import { firstOf } from '../schemas/strapi';
import { bySlug, localizationsPopulate, seoPopulate } from './by-slug';

/** A landing (rubrique) with its blocks and the list of its articles. */
export const getLanding = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
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
          articles: {
            fields: ['slug', 'title', 'excerpt', 'bannerImageAlt'],
            populate: { bannerImage: true },
            sort: ['title:asc'],
          },
        },
      },
    }),
  firstOf,
);
