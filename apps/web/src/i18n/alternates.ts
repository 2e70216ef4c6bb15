import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';

type Href = Parameters<typeof getPathname>[0]['href'];

/** The path of the same page in each language; null where the page has no translation. */
export type Alternates = Record<Locale, string | null>;

/** Alternates of a page whose path is the same route in both languages (lists, home). */
export const sameRouteAlternates = (href: Href): Alternates =>
  Object.fromEntries(locales.map((locale) => [locale, getPathname({ href, locale })])) as Alternates;

/** Alternates of a page whose params differ by language (a translated slug). */
export const perLocaleAlternates = (hrefs: Partial<Record<Locale, Href>>): Alternates =>
  Object.fromEntries(
    locales.map((locale) => [locale, hrefs[locale] ? getPathname({ href: hrefs[locale], locale }) : null]),
  ) as Alternates;

/** Where the language switch leads: the translated page, or the other language's home page. */
export const switchTarget = (alternates: Alternates, to: Locale): string =>
  alternates[to] ?? getPathname({ href: '/', locale: to });

export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');
