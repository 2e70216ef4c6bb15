import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsReadSilently } from '@/lib/cms/client';
import { singleOf } from '@/lib/cms/schemas/strapi';
import { builtinDictionary } from './builtin';
import { enforceTextLimit, mergeDictionary, missingText, type Dictionary } from './rules';

export { missingText };

const taxonomySchema = singleOf(z.object({ fr: z.unknown(), en: z.unknown() }).nullable());

/**
 * The texts of one locale: the built-in dictionary with the CMS taxonomy on top. If the CMS
 * cannot be read, the built-in texts are used (the failure is logged).
 */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const answer = await cmsReadSilently({
    scope: 'taxonomy',
    path: '/taxonomy',
    locale,
    schema: taxonomySchema,
    resources: ['taxonomy'],
  });
  return enforceTextLimit(mergeDictionary(builtinDictionary[locale], answer?.data?.[locale]));
}
