import type { Modules, UID } from '@strapi/strapi';
import type { SeedContext } from '../types';
import type { Bilingual } from '../bilingual';

type ContentTypeUid = UID.ContentType;
// The steps describe each document in their own shapes (see components.ts); bounding them by
// Strapi's generated input type of the content type makes a wrong or missing required field
// fail at compile time.
type Input<U extends ContentTypeUid> = Modules.Documents.Params.Data.Input<U>;

interface DocumentRef {
  documentId: string;
}

function publicationOf(ctx: SeedContext, uid: ContentTypeUid): { status?: 'published' } {
  return ctx.strapi.contentType(uid).options?.draftAndPublish ? { status: 'published' } : {};
}

async function findDocumentId(
  ctx: SeedContext,
  uid: ContentTypeUid,
  where: Record<string, string>,
): Promise<string | null> {
  const row = (await ctx.strapi.db.query(uid).findOne({ where, select: ['documentId'] })) as DocumentRef | null;
  return row?.documentId ?? null;
}

export interface LocalizedUpsert<U extends ContentTypeUid, T extends Input<U>> {
  uid: U;
  /**
   * Field that identifies the French version among French entries (usually the slug). Null for
   * single types, which hold one document. English versions are found through the documentId,
   * since their key may differ.
   */
  key: (keyof T & string) | null;
  data: Bilingual<T>;
  /**
   * The French key the document had when the demo was dated from an earlier day, for a key that
   * names a date ("rentree-janvier-2027"): the document found under it is updated in place
   * rather than another one created beside it (docs/decisions/demo-dates.md).
   */
  formerKey?: string;
}

/**
 * Creates or updates one localized document: French first (the default locale, which creates the
 * document), then English as a second localization of the same document. Both versions are
 * written in one transaction so that an interrupted run never leaves a half-translated entry.
 */
export async function upsertLocalized<U extends ContentTypeUid, T extends Input<U>>(
  ctx: SeedContext,
  { uid, key, data, formerKey }: LocalizedUpsert<U, T>,
): Promise<string> {
  const documents = ctx.strapi.documents(uid);
  const publication = publicationOf(ctx, uid);
  const where: Record<string, string> = { locale: 'fr' };
  if (key !== null) {
    const value = data.fr[key];
    if (typeof value !== 'string') throw new Error(`${uid}: the key field "${key}" must be a string.`);
    where[key] = value;
  }

  return ctx.strapi.db.transaction(async () => {
    let documentId = await findDocumentId(ctx, uid, where);
    if (!documentId && key !== null && formerKey !== undefined && formerKey !== where[key])
      documentId = await findDocumentId(ctx, uid, { ...where, [key]: formerKey });
    if (documentId) {
      await documents.update({ documentId, locale: 'fr', data: data.fr, ...publication });
      ctx.tally.record(uid, 'updated');
    } else {
      const created = await documents.create({ locale: 'fr', data: data.fr, ...publication });
      documentId = created.documentId;
      ctx.tally.record(uid, 'created');
    }
    await documents.update({ documentId, locale: 'en', data: data.en, ...publication });
    return documentId;
  });
}

/** Creates or updates a document of a type without locales, found by a unique field. */
export async function upsertUnlocalized<U extends ContentTypeUid, T extends Input<U>>(
  ctx: SeedContext,
  uid: U,
  key: keyof T & string,
  data: T,
): Promise<string> {
  const value = data[key];
  if (typeof value !== 'string') throw new Error(`${uid}: the key field "${key}" must be a string.`);
  const documents = ctx.strapi.documents(uid);
  const publication = publicationOf(ctx, uid);
  const documentId = await findDocumentId(ctx, uid, { [key]: value });
  if (documentId) {
    await documents.update({ documentId, data, ...publication });
    ctx.tally.record(uid, 'updated');
    return documentId;
  }
  const created = await documents.create({ data, ...publication });
  ctx.tally.record(uid, 'created');
  return created.documentId;
}

/** Creates or updates the one document of a single type without locales. */
export async function upsertSingle<U extends ContentTypeUid, T extends Input<U>>(
  ctx: SeedContext,
  uid: U,
  data: T,
): Promise<string> {
  const documents = ctx.strapi.documents(uid);
  const existing = await documents.findFirst({ fields: ['documentId'] });
  if (existing) {
    await documents.update({ documentId: existing.documentId, data });
    ctx.tally.record(uid, 'updated');
    return existing.documentId;
  }
  const created = await documents.create({ data });
  ctx.tally.record(uid, 'created');
  return created.documentId;
}

/** Upserts a list of localized documents in order and returns their documentIds by key. */
export async function upsertAllLocalized<K extends string, U extends ContentTypeUid, T extends Input<U>>(
  ctx: SeedContext,
  uid: U,
  key: keyof T & string,
  entries: ReadonlyArray<{ id: K; data: Bilingual<T>; formerKey?: string }>,
): Promise<Map<K, string>> {
  const ids = new Map<K, string>();
  for (const { id, data, formerKey } of entries) ids.set(id, await upsertLocalized(ctx, { uid, key, data, formerKey }));
  return ids;
}

export function requireId<K>(ids: ReadonlyMap<K, string>, key: K, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`No ${what} "${String(key)}" was seeded.`);
  return id;
}
