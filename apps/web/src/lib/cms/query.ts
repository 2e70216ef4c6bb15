import qs from 'qs';
import type { Locale } from '@/i18n/locales';

export type CmsQuery = Record<string, unknown>;

/**
 * Builds a CMS URL in Strapi's REST dialect. Every call but login carries the locale
 * (requirements 7); keys are sorted so that one request always has one URL, and so one cache entry.
 */
export function buildCmsUrl(base: string, path: string, query: CmsQuery = {}, locale: Locale | null = null): string {
  const params = locale ? { ...query, locale } : query;
  const search = qs.stringify(params, { encodeValuesOnly: true, sort: (a: string, b: string) => a.localeCompare(b) });
  const url = `${base.replace(/\/+$/, '')}/api${path.startsWith('/') ? path : `/${path}`}`;
  return search ? `${url}?${search}` : url;
}
