import type { Locale } from '@/i18n/locales';
import en from './en.json';
import enErrors from './errors/en.json';
import frErrors from './errors/fr.json';
import fr from './fr.json';
import type { Dictionary } from './rules';

/**
 * The texts shipped with the site; editors override them through the CMS taxonomy. The error
 * texts live in files of their own because the error boundaries bundle them into every page's
 * JavaScript (see lib/errors/catalogue.ts), and a JSON import brings the whole file.
 */
export const builtinDictionary: Record<Locale, Dictionary> = {
  fr: { ...fr, errors: frErrors },
  en: { ...en, errors: enErrors },
};
