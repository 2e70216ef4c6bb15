import type { Core, UID } from '@strapi/strapi';
import { publicReadable, serviceOnlyReadable } from '../bootstrap/access';

// Tells the site what a publish changed, in the revalidation webhook's body, so that it purges the
// pages that show what changed and nothing else (docs/decisions/precise-purge.md).
//
// Strapi's webhook says which entry was published, not what changed in it, and the previous
// published version is gone once it has. A document middleware keeps the published versions of a
// document (every language: a field shared by the languages is copied to the others) just before a
// publish, or an update of a type without drafts; a listener of the same events, registered before
// the webhooks' own (they are added at bootstrap, this at register), compares them with the
// versions now published and adds `changes` to the event the webhook sends:
//
//   changes: { fields: ["summary"], locales: ["fr"] }   // what the site shows changed
//   changes: { fields: [], locales: [] }                // a draft saved: nothing published changed
//
// `fields: null` says they are not known (a first publish); without `changes` (unpublish, delete,
// a publish this process did not see begin), the site purges the document's pages and every
// collection of its type.

type Row = Record<string, unknown>;
type Versions = Map<string, Record<string, string>>;
type Attribute = { type: string; component?: string; components?: string[]; pluginOptions?: unknown };

/** How long a snapshot waits for the events of its publish (they follow the transaction's commit). */
const SNAPSHOT_TTL_MS = 60_000;

// Fields that change at every publish without anything the site shows changing.
const BOOKKEEPING = new Set([
  'id',
  'documentId',
  'locale',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'firstPublishedAt',
  'createdBy',
  'updatedBy',
  'localizations',
]);

// The types the site shows. Leads and prospects are not read (nor copied here: personal data).
const SHOWN: ReadonlySet<string> = new Set([...publicReadable, ...serviceOnlyReadable]);

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The populate that reads everything an entry shows, relations by their documentId only. */
function deepPopulate(strapi: Core.Strapi, uid: string): Row {
  const attributes = strapi.getModel(uid as UID.Schema).attributes as Record<string, Attribute>;
  const populate: Row = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'relation' || attribute.type === 'media') populate[name] = { select: ['documentId'] };
    else if (attribute.type === 'component' && attribute.component)
      populate[name] = { populate: deepPopulate(strapi, attribute.component) };
    else if (attribute.type === 'dynamiczone')
      populate[name] = {
        on: Object.fromEntries(
          (attribute.components ?? []).map((component) => [component, { populate: deepPopulate(strapi, component) }]),
        ),
      };
  }
  return populate;
}

/**
 * A value as the site would show it: a related entry or file by its documentId, no row ids, and an
 * object's keys sorted. Strapi attaches each populated relation and component to its row when its
 * query returns, so two reads of one unchanged entry can list them in different orders (PostgreSQL
 * does); an array's order is content (blocks, list items) and is kept.
 */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (!isRecord(value)) return value;
  if (typeof value.documentId === 'string') return value.documentId;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, child]) => [key, shown(child)]),
  );
}

/** A published row's fields, each as comparable text. */
export function comparableFields(row: Row): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([field]) => !BOOKKEEPING.has(field))
      .map(([field, value]) => [field, JSON.stringify(shown(value)) ?? 'null']),
  );
}

/** The published versions of a document, by language, each field as comparable text. */
async function publishedVersions(strapi: Core.Strapi, uid: string, documentId: string): Promise<Versions> {
  const rows = (await strapi.db.query(uid as UID.Schema).findMany({
    where: { documentId, publishedAt: { $ne: null } },
    populate: deepPopulate(strapi, uid),
  })) as Row[];
  return new Map(rows.map((row) => [String(row.locale ?? ''), comparableFields(row)]));
}

/** `locales: null` for a type without languages: its one entry is shown in every language. */
export type PublishedChanges = { fields: string[] | null; locales: string[] | null };

/** What differs between two sets of published versions: the fields, and the languages they differ in. */
export function changesBetween(before: Versions, after: Versions): PublishedChanges {
  const fields = new Set<string>();
  const locales: string[] = [];
  let unknown = false;
  for (const locale of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(locale);
    const now = after.get(locale);
    if (!old || !now) {
      // A language that appears or disappears: every field it shows.
      unknown = true;
      locales.push(locale);
      continue;
    }
    const changed = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((f) => old[f] !== now[f]);
    if (changed.length) locales.push(locale);
    changed.forEach((field) => fields.add(field));
  }
  return { fields: unknown ? null : [...fields].sort(), locales: locales.includes('') ? null : locales };
}

const hasDrafts = (strapi: Core.Strapi, uid: string): boolean =>
  Boolean((strapi.getModel(uid as UID.Schema) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish);

export function registerPublishedChanges(strapi: Core.Strapi): void {
  const snapshots = new Map<string, { versions: Versions; at: number }>();
  const keyOf = (uid: string, documentId: string) => `${uid} ${documentId}`;

  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    const documentId = (context.params as { documentId?: unknown }).documentId;
    const changesPublished = action === 'publish' || (action === 'update' && !hasDrafts(strapi, uid));
    if (!SHOWN.has(uid) || !changesPublished || typeof documentId !== 'string') return next();
    const now = Date.now();
    for (const [key, { at }] of snapshots) if (now - at > SNAPSHOT_TTL_MS) snapshots.delete(key);
    // The oldest version not yet compared is kept: a second write before the first one's event
    // then makes that event name both writes' fields (more purged, never less).
    const key = keyOf(uid, documentId);
    if (!snapshots.has(key))
      snapshots.set(key, { versions: await publishedVersions(strapi, uid, documentId), at: now });
    return next();
  });

  const describe = async (info: { uid?: unknown; entry?: unknown; changes?: PublishedChanges }, event: string) => {
    const uid = typeof info.uid === 'string' ? info.uid : '';
    const entry = isRecord(info.entry) ? info.entry : {};
    if (!SHOWN.has(uid) || typeof entry.documentId !== 'string') return;
    if (event === 'entry.update' && hasDrafts(strapi, uid)) {
      // A draft saved: what the site shows is the published version, which did not change.
      info.changes = { fields: [], locales: [] };
      return;
    }
    // Compared once: the events that follow without a snapshot (the other languages of one publish,
    // a write whose snapshot an earlier event used) go without `changes`, and purge more.
    const key = keyOf(uid, entry.documentId);
    const snapshot = snapshots.get(key);
    if (!snapshot) return;
    snapshots.delete(key);
    info.changes = changesBetween(snapshot.versions, await publishedVersions(strapi, uid, entry.documentId));
  };
  for (const event of ['entry.publish', 'entry.update'])
    strapi.eventHub.on(event, (info: { uid?: unknown; entry?: unknown }) =>
      describe(info, event).catch((error: unknown) => {
        // Without `changes` the site purges more, never less.
        strapi.log.warn(`published changes not described: ${String(error)}`);
      }),
    );
}
