import type { Locale } from '@/i18n/locales';
import { isLocale } from '@/i18n/locales';
import type { Course } from '@/lib/cms/schemas/course';
import { perLocaleAlternates, type Alternates } from './alternates';

/** A course page in each language, with that language's slug (from the CMS localizations). */
export function courseAlternates(course: Course, locale: Locale): Alternates {
  const slugs: Partial<Record<Locale, string>> = { [locale]: course.slug };
  for (const localization of course.localizations) {
    if (isLocale(localization.locale)) slugs[localization.locale] = localization.slug;
  }
  return perLocaleAlternates(
    Object.fromEntries(
      Object.entries(slugs).map(([l, slug]) => [l, { pathname: '/formations/[slug]' as const, params: { slug } }]),
    ),
  );
}
