import 'server-only';
import type { Locale } from '@/i18n/locales';
import { getTaxonomy } from '@/lib/cms/resources/taxonomy';
import { builtinDictionary } from './builtin';
import { enforceTextLimit, mergeDictionary, missingText, type Dictionary } from './rules';

export { missingText };

/**
 * The texts of one locale: the built-in dictionary with the CMS taxonomy on top. If the CMS
 * cannot be read, the built-in texts are used (the failure is logged).
 */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  return enforceTextLimit(mergeDictionary(builtinDictionary[locale], await getTaxonomy(locale)));
}
