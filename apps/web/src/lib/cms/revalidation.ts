import { isLocale, locales } from '@/i18n/locales';
import { cmsTag, resourceOfUid } from './tags';

/** The part of a Strapi webhook call we read (entry.publish, entry.update, …). */
export type WebhookPayload = { event?: unknown; uid?: unknown; entry?: { locale?: unknown } | null };

/**
 * The cache tags a CMS change expires: the changed resource in the entry's locale, or in every
 * locale when the entry has none. Unknown content types expire nothing.
 */
export function tagsForChange(payload: WebhookPayload): string[] {
  const resource = typeof payload.uid === 'string' ? resourceOfUid(payload.uid) : undefined;
  if (!resource) return [];
  const locale = payload.entry?.locale;
  if (isLocale(locale)) return [cmsTag(resource, locale)];
  return [cmsTag(resource), ...locales.map((l) => cmsTag(resource, l))];
}
