import type { Locale } from '@/i18n/locales';
import {
  collectionTag,
  documentFieldTag,
  documentTag,
  listedFieldTag,
  relationResources,
  selectedByTag,
  typeTag,
  type CmsResource,
  bookkeepingFields,
} from './tags';

/** What the page tags of a read are drawn from (see Read in ./client.ts). */
export type ShownRead = {
  /** The read's own type first, then the types it populates. */
  resources: readonly CmsResource[];
  locale: Locale;
  query?: { filters?: unknown; sort?: unknown };
  /** Set when the read names its documents (a slug, a handful of ids): no other can join it. */
  isMiss?: unknown;
};

/**
 * Beyond these, a read's documents are not named one by one: the page would carry a hundred tags
 * (Next keeps at most 128 per read, Varnish reads its headers within 8 KB) and be purged by any of
 * them anyway. It carries the fields it lists instead.
 */
export const NAMED_ITEMS_MAX = 24;
export const NAMED_DOCUMENTS_MAX = 48;

type Found = { resource: CmsResource | null; fields: Set<string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A file (an image, a brochure): it has a documentId, but an edit of it is no content change.
const isMedia = (value: Record<string, unknown>) => typeof value.mime === 'string';

/** Every document in `value` (an entry, a component, a list of them), by documentId. */
function collect(value: unknown, resource: CmsResource | null, found: Map<string, Found>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, resource, found);
    return;
  }
  if (!isRecord(value) || isMedia(value)) return;
  if (typeof value.documentId === 'string') {
    const entry = found.get(value.documentId) ?? { resource, fields: new Set<string>() };
    for (const field of Object.keys(value)) if (!bookkeepingFields.has(field)) entry.fields.add(field);
    found.set(value.documentId, entry);
  }
  // A component's relations are named as an entry's are.
  for (const [field, child] of Object.entries(value)) {
    if (typeof child === 'object' && child !== null) collect(child, relationResources[field] ?? resource, found);
  }
}

/** The fields a query chooses or orders its entries by (`filters`, `sort`), at the top level. */
export function selectingFields(query: ShownRead['query']): string[] {
  const fields = new Set<string>();
  const visit = (filters: unknown): void => {
    if (Array.isArray(filters)) filters.forEach(visit);
    else if (isRecord(filters))
      for (const [key, value] of Object.entries(filters)) {
        if (key.startsWith('$')) visit(value);
        else fields.add(key);
      }
  };
  visit(query?.filters);
  for (const sort of [query?.sort].flat()) {
    // `tuition.nonEu:asc` orders by a component's field: the course's own field is `tuition`.
    if (typeof sort === 'string') fields.add(sort.split(/[:.]/)[0] ?? sort);
    else if (isRecord(sort)) Object.keys(sort).forEach((field) => fields.add(field));
  }
  return [...fields].filter(Boolean);
}

/**
 * The page tags of a read's answer (before validation: populated entries keep their documentId):
 * the types it holds; the documents it shows, when they are few; the fields it lists of each type,
 * when they are many; and for a collection, what decides which entries it holds. See docs/decisions/precise-purge.md.
 */
export function shownTags(answer: unknown, read: ShownRead): string[] {
  const [own] = read.resources;
  if (!own) return [];
  const { locale } = read;
  const data = isRecord(answer) ? answer.data : undefined;
  const found = new Map<string, Found>();
  collect(data, own, found);
  const tags = new Set(read.resources.map((resource) => typeTag(resource, locale)));
  const collection = Array.isArray(data) && !read.isMiss;
  if (collection) {
    tags.add(collectionTag(own, locale));
    for (const field of selectingFields(read.query)) tags.add(selectedByTag(own, locale, field));
  }
  const items = Array.isArray(data) ? data.length : 1;
  const named = items <= NAMED_ITEMS_MAX && found.size <= NAMED_DOCUMENTS_MAX;
  const topLevel = new Set(
    [data].flat().flatMap((item) => (isRecord(item) && typeof item.documentId === 'string' ? [item.documentId] : [])),
  );
  for (const [documentId, { resource, fields }] of found) {
    // The read's own entries are named whole, a single one whatever it populates; the entries they
    // populate (a course's school) by the fields shown, while the read is small.
    if (topLevel.has(documentId) && (named || !collection)) {
      tags.add(documentTag(documentId, locale));
      continue;
    }
    if (named) {
      for (const field of fields) tags.add(documentFieldTag(documentId, locale, field));
      continue;
    }
    // Listed: the fields shown of each type, and which documents of it are there.
    const type = resource ?? own;
    if (!topLevel.has(documentId)) tags.add(collectionTag(type, locale));
    for (const field of fields) tags.add(listedFieldTag(type, locale, field));
  }
  return [...tags];
}
