import type { Core, UID } from '@strapi/strapi';

export const COURSE_UID = 'api::course.course' satisfies UID.ContentType;

/**
 * A text as the course search compares it: without accents, in lower case, its letters and digits
 * only (compatibility forms as their letters: "2ᵉ" → "2e"), one space between words ("BTS
 * Aéronautique" → "bts aeronautique"). Neither engine can
 * ignore accents by itself (SQLite's lower() knows ASCII only; PostgreSQL's unaccent is an
 * extension), so a course keeps its title in this form (`searchText`), and a query is put in the
 * same form before it is compared with it. What is left holds no LIKE wildcard (`%`, `_`).
 */
export function searchTextOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Every write of a course that names its title sets its search text: the admin's, the API's and
 * the seed's. Publishing copies the draft, a new language is a create: both carry it too.
 */
export function registerSearchText(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== COURSE_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && typeof data.title === 'string') data.searchText = searchTextOf(data.title);
    return next();
  });
}

const FILL_BATCH = 500;

/**
 * Courses without a search text, given theirs: those saved before the field existed (the schema
 * sync adds the column empty) and rows written around Strapi. Runs at every start; once they are
 * filled, it is one query that finds none.
 */
export async function fillMissingSearchTexts(strapi: Core.Strapi): Promise<number> {
  const meta = strapi.db.metadata.get(COURSE_UID) as unknown as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const column = meta.attributes.searchText?.columnName ?? 'search_text';
  const titleColumn = meta.attributes.title?.columnName ?? 'title';
  const knex = strapi.db.connection;
  let filled = 0;
  for (;;) {
    const rows = (await knex(meta.tableName)
      .select('id', titleColumn)
      .whereNull(column)
      .orderBy('id')
      .limit(FILL_BATCH)) as Array<Record<string, unknown>>;
    if (rows.length === 0) return filled;
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        const title = row[titleColumn];
        await trx(meta.tableName)
          .where('id', row.id as number)
          .update({ [column]: searchTextOf(typeof title === 'string' ? title : '') });
      }
    });
    filled += rows.length;
  }
}
