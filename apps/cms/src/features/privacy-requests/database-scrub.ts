import type { Core, UID } from '@strapi/strapi';
import { APPLICATION_DOCUMENT_UID } from '../../admissions/application-labels';
import { PARTS_TABLE } from '../application-documents/document-parts';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';

// After an erasure, the database's own copies of the deleted rows go too (docs/privacy.md).
// SQLite: every connection has `secure_delete` on (config/database.ts), so deleted rows are
// overwritten with zeros in the file; what a write-ahead log still holds is checkpointed into it
// and the log truncated. PostgreSQL: a plain VACUUM frees a dead row's space but leaves its bytes
// in the table's and the indexes' pages, so each table that held the person's rows is rewritten
// (`VACUUM FULL`: new files for the table, its TOAST table and its indexes; the old ones emptied).
// It locks that table (ACCESS EXCLUSIVE) while it runs: 2.8 s for the leads at a network's size,
// a lead stored meanwhile waits, then is stored (docs/decisions/erasure-rewrite.md). The link
// tables hold ids only: vacuumed, not rewritten. What PostgreSQL still holds after that (WAL
// segments until recycled, backups) is stated in docs/privacy.md.

/** The tables of these content types, and their relations' link tables. */
function tablesOf(strapi: Core.Strapi, uids: UID.ContentType[]): { rows: string[]; links: string[] } {
  const rows = new Set<string>();
  const links = new Set<string>();
  for (const uid of uids) {
    const meta = strapi.db.metadata.get(uid);
    rows.add(meta.tableName);
    // A document's bytes are in a table of their own, which Strapi does not know (document-parts.ts).
    if (uid === APPLICATION_DOCUMENT_UID) rows.add(PARTS_TABLE);
    for (const attribute of Object.values(meta.attributes) as Array<{ joinTable?: { name?: string } }>)
      if (attribute.joinTable?.name) links.add(attribute.joinTable.name);
  }
  const safe = (names: Set<string>) => [...names].filter((name) => SAFE_NAME.test(name));
  return { rows: safe(rows), links: safe(links) };
}

const SAFE_NAME = /^[a-z0-9_]+$/;

/**
 * How long a rewrite waits for its table's lock (a long read, the CSV export, holds it off):
 * while it waits, every write to the table queues behind it. Past this it lets go and tries again.
 */
const LOCK_TIMEOUT_MS = 3000;
const LOCK_TRIES = 3;
const LOCK_NOT_AVAILABLE = '55P03';

type PgConnection = { query(text: string): Promise<unknown> };

/** VACUUM cannot run in a transaction: each statement on its own, on one connection held for them. */
async function rewritePostgres(strapi: Core.Strapi, uids: UID.ContentType[]): Promise<void> {
  const { rows, links } = tablesOf(strapi, uids);
  const client = strapi.db.connection.client;
  const connection = (await client.acquireConnection()) as PgConnection;
  const started = Date.now();
  try {
    await connection.query(`SET lock_timeout = ${LOCK_TIMEOUT_MS}`);
    for (const table of rows)
      for (let attempt = 1; ; attempt += 1)
        try {
          await connection.query(`VACUUM FULL "${table}"`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || attempt === LOCK_TRIES) throw error;
          await new Promise((resolve) => setTimeout(resolve, LOCK_TIMEOUT_MS));
        }
    if (links.length > 0) await connection.query(`VACUUM ${links.map((t) => `"${t}"`).join(', ')}`);
  } finally {
    await connection.query('RESET lock_timeout').catch(() => undefined);
    client.releaseConnection(connection);
  }
  log('info', 'database scrubbed', { rewritten: rows, ms: Date.now() - started });
}

export async function scrubDatabase(strapi: Core.Strapi, uids: UID.ContentType[]): Promise<void> {
  const client = strapi.db.dialect.client;
  try {
    if (client === 'sqlite') {
      await strapi.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)');
      return;
    }
    if (client === 'postgres' && uids.length > 0) await rewritePostgres(strapi, uids);
  } catch (error) {
    // The rows are deleted either way; their bytes stay in the files until the next rewrite.
    log('error', 'database not scrubbed after an erasure', { client, error: errorText(error) });
  }
}

/**
 * A SQLite file written before `secure_delete` was on may still hold deleted rows in its free
 * pages: it is rebuilt once (VACUUM), and a flag in Strapi's store says it was.
 */
export async function vacuumSqliteOnce(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  const store = strapi.store({ type: 'core', name: 'privacy' });
  if (await store.get({ key: 'sqliteVacuumed' })) return;
  await strapi.db.connection.raw('VACUUM');
  await store.set({ key: 'sqliteVacuumed', value: new Date().toISOString() });
}
