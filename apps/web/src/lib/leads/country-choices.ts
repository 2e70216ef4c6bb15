import type { Locale } from '@/i18n/locales';
import { countryCodes } from './lead-form';

/** Every country the phone library knows, named in the page's language, in that language's order. */
export function countryChoices(locale: Locale): Array<readonly [string, string]> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countryCodes()
    .map((code) => [code, names.of(code) ?? code] as const)
    .sort((a, b) => collator.compare(a[1], b[1]));
}
