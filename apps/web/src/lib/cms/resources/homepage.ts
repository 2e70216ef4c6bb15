import 'server-only';
import { blocksPopulate, PAGE_BLOCKS } from '@/lib/cms/blocks-populate';
import type { Locale } from '@/i18n/locales';
import { requiredGetter } from '../getters';
import { homepageSchema } from '../schemas/homepage';
import { dataOf, singleOf } from '../schemas/strapi';
import { seoPopulate } from './by-slug';

export const getHomepage = requiredGetter(
  (locale: Locale) => ({
    scope: 'home page',
    path: '/homepage',
    query: { populate: { heroImage: true, figures: true, blocks: blocksPopulate(PAGE_BLOCKS), seo: seoPopulate } },
    locale,
    schema: singleOf(homepageSchema),
    resources: ['homepage'],
  }),
  dataOf,
);
