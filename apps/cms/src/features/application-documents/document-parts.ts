import type { Core } from '@strapi/strapi';

// A document's bytes, in the parts the site sent them in: rows of `application_document_parts`
// (PostgreSQL bytea, SQLite blob), read back in order. In the database rather than on a disk or in
// Strapi's media library: never under a public /uploads address, in every backup with the rest of
// the application, and erased again after a restore as every other row is (docs/privacy.md).
// Strapi has no binary attribute, so the table is made here, after each schema sync, and left
// alone by the syncs (they change only the tables Strapi made).

export const PARTS_TABLE = 'application_document_parts';

type Knex = Core.Strapi['db']['connection'];

/** Makes the table when it is missing (a fresh database); nothing otherwise. */
export async function ensurePartsTable(knex: Knex): Promise<boolean> {
  if (await knex.schema.hasTable(PARTS_TABLE)) return false;
  await knex.schema.createTable(PARTS_TABLE, (table) => {
    table.increments('id');
    // The document's row id (application_documents.id), and where this part starts in the file.
    table.integer('document_id').notNullable();
    table.integer('start').notNullable();
    table.binary('bytes').notNullable();
    table.unique(['document_id', 'start'], { indexName: 'application_document_parts_document_start' });
  });
  return true;
}

const parts = (strapi: Core.Strapi) => strapi.db.connection(PARTS_TABLE);

/** Keeps one part, at `start`, with `knex` (the transaction that moves the document's count on). */
export async function addPart(knex: Knex, documentId: number, start: number, bytes: Uint8Array): Promise<void> {
  await knex(PARTS_TABLE).insert({
    document_id: documentId,
    start,
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
}

/** The document's bytes, whole, in order. */
export async function readParts(strapi: Core.Strapi, documentId: number): Promise<Buffer> {
  const rows = (await parts(strapi).where({ document_id: documentId }).orderBy('start').select('bytes')) as Array<{
    bytes: Buffer | Uint8Array;
  }>;
  return Buffer.concat(rows.map((row) => Buffer.from(row.bytes)));
}

/** Deletes the bytes of these documents. */
export async function deleteParts(strapi: Core.Strapi, documentIds: number[]): Promise<number> {
  if (documentIds.length === 0) return 0;
  return parts(strapi).whereIn('document_id', documentIds).delete();
}
