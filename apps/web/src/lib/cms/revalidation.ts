import { isLocale, locales, type Locale } from '@/i18n/locales';
import {
  collectionTag,
  dataTag,
  documentFieldTag,
  documentTag,
  listedFieldTag,
  resourceOfUid,
  selectedByTag,
  singleTypes,
  typeTag,
  type CmsResource,
  bookkeepingFields,
} from './tags';

/**
 * The part of a Strapi webhook call we read (entry.publish, entry.update, …), with what the CMS
 * adds to it (apps/cms/src/revalidation/published-changes.ts): the fields whose published value
 * changed, and the languages whose published entry they changed.
 */
export type WebhookPayload = {
  event?: unknown;
  uid?: unknown;
  entry?: ({ documentId?: unknown; locale?: unknown } & Record<string, unknown>) | null;
  changes?: { fields?: unknown; locales?: unknown } | null;
};

/**
 * Resources with fields shared by their two languages (a school's e-mail, a campus's living costs,
 * a course's tuition, an office's time zone, a guide's country code): Strapi copies an edit of one
 * language to the other without a webhook call for it. When the CMS does not say which languages a
 * change reached, a change in either language is taken to reach both.
 */
const SHARED_ACROSS_LOCALES: ReadonlySet<CmsResource> = new Set([
  'schools',
  'campuses',
  'courses',
  'offices',
  'country-guides',
]);

const stringsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/**
 * What changed: the fields (null when not known: an entry that appears or disappears, a CMS that
 * does not say) and the languages.
 */
function changeOf(payload: WebhookPayload, resource: CmsResource): { fields: string[] | null; locales: Locale[] } {
  const locale = payload.entry?.locale;
  const everyLocale = !isLocale(locale) || SHARED_ACROSS_LOCALES.has(resource);
  const guessed = everyLocale ? [...locales] : [locale];
  return {
    fields: stringsOf(payload.changes?.fields),
    locales: stringsOf(payload.changes?.locales)?.filter(isLocale) ?? guessed,
  };
}

/**
 * The cache tags a CMS change expires (docs/decisions/precise-purge.md): the reads of its type, and
 * the pages that show what changed: the document's own and those with its card or its name, the
 * lists that show a changed field, the collections a changed field chooses or orders; for a single
 * type, every page that shows it. A change whose fields are not known expires the document's pages
 * and every collection of its type, never the site; one that names no document, every page of its
 * type; a save that changed nothing published expires no page. Unknown content types expire nothing.
 */
export function tagsForChange(payload: WebhookPayload): string[] {
  const resource = typeof payload.uid === 'string' ? resourceOfUid(payload.uid) : undefined;
  if (!resource) return [];
  const { fields, locales: reached } = changeOf(payload, resource);
  const documentId = typeof payload.entry?.documentId === 'string' ? payload.entry.documentId : null;
  const entryLocale = isLocale(payload.entry?.locale) ? [payload.entry.locale] : [];
  // The reads are cheap to make again: those of every language the change may have reached.
  const tags = new Set([...new Set([...reached, ...entryLocale])].map((locale) => dataTag(resource, locale)));
  for (const locale of reached) {
    if (fields?.length === 0) break;
    if (!documentId || singleTypes.has(resource)) tags.add(typeTag(resource, locale));
    if (documentId) tags.add(documentTag(documentId, locale));
    // The pages that show some fields of it in another entry: those that changed, or, not knowing,
    // every field the entry has.
    if (documentId)
      for (const field of fields ?? Object.keys(payload.entry ?? {}).filter((key) => !bookkeepingFields.has(key)))
        tags.add(documentFieldTag(documentId, locale, field));
    if (!fields || !documentId) tags.add(collectionTag(resource, locale));
    for (const field of fields ?? []) {
      tags.add(listedFieldTag(resource, locale, field));
      tags.add(selectedByTag(resource, locale, field));
    }
  }
  return [...tags];
}
