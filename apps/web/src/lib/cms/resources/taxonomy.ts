import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsRequest } from '../client';
import { optionalGetter } from '../getters';
import { singleOf } from '../schemas/strapi';

/** The dictionary trees of the Taxonomy single type; their shape is checked where they are merged. */
const taxonomySchema = z.object({ fr: z.unknown(), en: z.unknown() });

/**
 * The texts editors changed in the CMS, for one locale (requirements 3, text dictionary). When the
 * CMS cannot answer, the site's built-in texts apply.
 */
export const getTaxonomy = optionalGetter(
  (locale: Locale) => ({
    scope: 'taxonomy',
    path: '/taxonomy',
    locale,
    schema: singleOf(taxonomySchema.nullable()),
    resources: ['taxonomy'],
  }),
  (answer, locale): unknown => answer.data?.[locale],
);

/**
 * Requirements 7, POST /taxonomy/update: sends the built-in dictionary so that editors see every
 * key in the CMS. Texts editors changed are kept by the CMS and come back in the answer.
 */
export async function syncTaxonomy(dictionary: Record<Locale, unknown>): Promise<void> {
  await cmsRequest({
    scope: 'taxonomy sync',
    method: 'POST',
    path: '/taxonomy/update',
    locale: 'fr',
    body: dictionary,
    schema: singleOf(taxonomySchema),
  });
}
