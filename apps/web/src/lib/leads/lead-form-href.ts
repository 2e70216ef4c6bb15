import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import type { LeadType } from './lead-form';

/** Each call to action's form, by its internal (French) path. */
export const LEAD_FORM_PATHS = {
  brochure: '/brochure',
  contact: '/contact',
  registration: '/inscription',
  application: '/candidature',
} as const;

/**
 * What a form opened from a course or school page starts with: that course or school, by slug;
 * from a budget, its campus too (kept in the lead's page address for the admissions team).
 */
export type LeadContext = { course?: string; school?: string; campus?: string };

/** The localized path of a call to action's form, carrying the page's course or school. */
export function leadFormHref(type: LeadType, locale: Locale, context: LeadContext = {}): string {
  const query = Object.fromEntries(Object.entries(context).filter(([, value]) => value));
  // An empty query would leave a dangling "?" on the path.
  return getPathname({
    href: Object.keys(query).length > 0 ? { pathname: LEAD_FORM_PATHS[type], query } : LEAD_FORM_PATHS[type],
    locale,
  });
}

/** The forms' addresses in every language (/brochure, /en/registration, …). */
const LEAD_FORM_ADDRESSES: ReadonlySet<string> = new Set(
  locales.flatMap((locale) => Object.values(LEAD_FORM_PATHS).map((href) => getPathname({ href, locale }))),
);

/** Whether a localized path of this site (with or without its query) opens a lead form. */
export const isLeadFormHref = (href: string): boolean => LEAD_FORM_ADDRESSES.has(href.split(/[?#]/)[0] ?? href);
