import type { Locale } from '@/i18n/locales';
import en from './en.json';
import fr from './fr.json';
import type { Dictionary } from './rules';

/** The texts shipped with the site; editors override them through the CMS taxonomy. */
export const builtinDictionary: Record<Locale, Dictionary> = { fr, en };
