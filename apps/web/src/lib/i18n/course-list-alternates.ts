import 'server-only';
import type { Locale } from '@/i18n/locales';
import { translateCategorySlug } from '@/lib/cms/resources/autocomplete';
import { otherLocale, perLocaleAlternates, sameRouteAlternates, type Alternates } from './alternates';

/** The course list in both languages, keeping its program-category filter under its translated slug. */
export async function courseListAlternates(locale: Locale, programCat: string | null): Promise<Alternates> {
  if (!programCat) return sameRouteAlternates('/formations');
  const other = otherLocale(locale);
  const translated = await translateCategorySlug(programCat, locale, other);
  return perLocaleAlternates({
    [locale]: { pathname: '/formations', query: { programCat } },
    [other]: translated ? { pathname: '/formations', query: { programCat: translated } } : '/formations',
  });
}
