import type { Locale } from '@/i18n/locales';
import en from '@/lib/dictionary/errors/en.json';
import fr from '@/lib/dictionary/errors/fr.json';

export type CatalogueKey = '400' | '401' | '403' | '404' | '413' | '500' | '504' | 'other';

/** Requirements 8: which catalogue message a status shows (500 and 503 share one; 413 tells what to change). */
export function catalogueKey(status: number): CatalogueKey {
  if (status === 400 || status === 401 || status === 403 || status === 404 || status === 413 || status === 504)
    return String(status) as CatalogueKey;
  if (status === 500 || status === 503) return '500';
  return 'other';
}

/** The statuses the site has an error page for (requirements 8, and 502/503 of the CMS client). */
const ERROR_PAGE_STATUSES = [400, 401, 403, 404, 500, 502, 503, 504];

/** The status an error page URL (`/error/404`) names; a made-up one shows the 404 page. */
export function errorPageStatus(segment: string): number {
  const status = Number(segment);
  return ERROR_PAGE_STATUSES.includes(status) ? status : 404;
}

/**
 * The built-in error texts, for the error boundaries: they render in the browser, where the
 * CMS dictionary is not loaded, and must work when the CMS is what failed. Only this section
 * is imported: the boundaries are in every page's first-load JavaScript.
 */
export const builtinErrorTexts: Record<Locale, typeof fr> = { fr, en };

export const homeHref = (locale: Locale): string => (locale === 'fr' ? '/' : `/${locale}`);
