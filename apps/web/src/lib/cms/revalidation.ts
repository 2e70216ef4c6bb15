import { isLocale, locales } from '@/i18n/locales';
import { cmsTag, resourceOfUid, type CmsResource } from './tags';

/** The part of a Strapi webhook call we read (entry.publish, entry.update, …). */
export type WebhookPayload = { event?: unknown; uid?: unknown; entry?: { locale?: unknown } | null };

/**
 * Resources with fields shared by their two languages (a school's e-mail, a campus's living costs,
 * a course's tuition, an office's time zone, a guide's country code): Strapi copies an edit of one language to the other without a webhook call
 * for it, so a change in either language expires both.
 */
const SHARED_ACROSS_LOCALES: ReadonlySet<CmsResource> = new Set([
  'schools',
  'campuses',
  'courses',
  'offices',
  'country-guides',
]);

/**
 * The cache tags a CMS change expires: the changed resource in the entry's locale, or in every
 * locale when the entry has none or shares fields across them. Unknown content types expire nothing.
 */
export function tagsForChange(payload: WebhookPayload): string[] {
  const resource = typeof payload.uid === 'string' ? resourceOfUid(payload.uid) : undefined;
  if (!resource) return [];
  const locale = payload.entry?.locale;
  if (isLocale(locale) && !SHARED_ACROSS_LOCALES.has(resource)) return [cmsTag(resource, locale)];
  return [cmsTag(resource), ...locales.map((l) => cmsTag(resource, l))];
}
