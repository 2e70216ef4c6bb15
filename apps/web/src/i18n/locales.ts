export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * The locale a route value names (the `[locale]` segment, a form's context, next-intl's current
 * locale); anything else is the default locale. The proxy only routes known locales, so the
 * fallback matters only for requests that bypass it.
 */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

/**
 * The locale of a public path or request target: its prefix (/en/…, /en?…), or French, which is
 * served without one.
 */
export const localeOfPath = (pathname: string): Locale => toLocale(/^\/([^/?#]+)/.exec(pathname)?.[1]);
