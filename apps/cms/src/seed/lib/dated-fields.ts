import type { Modules, UID } from '@strapi/strapi';
import { type SeedContext } from '../types';
import { LOCALES, type Bilingual } from '../bilingual';

/** A field's value in the demo as it was last dated, and as dated from the day of this run. */
export interface DatedField {
  was: string | number;
  now: string | number;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** The stored value is the one given: the same moment for a date-time (Strapi adds milliseconds). */
function holds(stored: unknown, given: string | number): boolean {
  if (stored === given) return true;
  return (
    typeof stored === 'string' &&
    typeof given === 'string' &&
    ISO_DATE_TIME.test(given) &&
    Date.parse(stored) === Date.parse(given)
  );
}

/**
 * Moves the dated fields of one seeded document, found by its French `where`, to their new values
 * in both languages, and publishes it. Only a field that still holds the value the demo gave it
 * is moved: what an editor changed since stays as they left it. Returns whether anything moved
 * (false too for a document an editor deleted).
 */
export async function moveDatedFields<U extends UID.ContentType>(
  ctx: SeedContext,
  uid: U,
  where: Record<string, string>,
  fields: Bilingual<Record<string, DatedField>>,
): Promise<boolean> {
  const row = (await ctx.strapi.db
    .query(uid)
    .findOne({ where: { ...where, locale: 'fr' }, select: ['documentId'] })) as {
    documentId: string;
  } | null;
  if (!row) return false;
  const documents = ctx.strapi.documents(uid);
  const publication = ctx.strapi.contentType(uid).options?.draftAndPublish ? { status: 'published' as const } : {};
  let moved = false;
  for (const locale of LOCALES) {
    // The draft: what an editor last saved, published or not.
    const stored = (await documents.findOne({ documentId: row.documentId, locale })) as Record<string, unknown> | null;
    if (!stored) continue;
    const changes = Object.entries(fields[locale]).filter(
      ([name, { was, now }]) => was !== now && holds(stored[name], was),
    );
    if (changes.length === 0) continue;
    // The fields of this content type, by the names the caller gave: Strapi types `data` per type.
    const data = Object.fromEntries(
      changes.map(([name, { now }]) => [name, now]),
    ) as Modules.Documents.Params.Data.Input<U>;
    await documents.update({ documentId: row.documentId, locale, data, ...publication });
    moved = true;
  }
  if (moved) ctx.tally.record(uid, 'updated');
  return moved;
}
