import 'server-only';
import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import { LEAD_FORM_PATHS } from '@/lib/leads/lead-form-href';
import type { WorkerConfig } from './caching-rules';

/**
 * Pages the worker never keeps, by internal path: the lead forms (a form is sent over the
 * network, and a kept copy would carry a stale form token) and the thank-you page (it answers one
 * visitor's request).
 */
const NEVER_KEPT = [...Object.values(LEAD_FORM_PATHS), '/remerciement-contact'] as const;

/** The worker's addresses in every language, from the one routing table (src/i18n/routing.ts). */
export function workerConfig(): WorkerConfig {
  return {
    neverKept: locales.flatMap((locale) => NEVER_KEPT.map((href) => getPathname({ href, locale }))),
    offlinePages: Object.fromEntries(
      locales.map((locale) => [locale, getPathname({ href: '/hors-ligne', locale })]),
    ) as Record<Locale, string>,
  };
}
