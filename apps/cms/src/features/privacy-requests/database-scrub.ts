import type { Core, UID } from '@strapi/strapi';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';

// After an erasure, the database's own copies of the deleted rows go too (docs/privacy.md).
// SQLite: every connection has `secure_delete` on (config/database.ts), so deleted rows are
// overwritten with zeros in the file; what a write-ahead log still holds is checkpointed into it
// and the log truncated. PostgreSQL: the tables are vacuumed, so the dead rows' space is freed
// for reuse now rather than whenever autovacuum comes; what PostgreSQL still holds after that
// (free space until reused, WAL segments until recycled, backups) is stated in docs/privacy.md.

/** The tables of these content types, their relations' link tables included. */
function tablesOf(strapi: Core.Strapi, uids: UID.ContentType[]): string[] {
  const tables = new Set<string>();
  for (const uid of uids) {
    const meta = strapi.db.metadata.get(uid);
    tables.add(meta.tableName);
    for (const attribute of Object.values(meta.attributes) as Array<{ joinTable?: { name?: string } }>)
      if (attribute.joinTable?.name) tables.add(attribute.joinTable.name);
  }
  return [...tables];
}

const SAFE_NAME = /^[a-z0-9_]+$/;

export async function scrubDatabase(strapi: Core.Strapi, uids: UID.ContentType[]): Promise<void> {
  const client = strapi.db.dialect.client;
  try {
    if (client === 'sqlite') {
      await strapi.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)');
      return;
    }
    if (client === 'postgres') {
      const tables = tablesOf(strapi, uids).filter((name) => SAFE_NAME.test(name));
      // VACUUM cannot run in a transaction: one statement, outside any.
      if (tables.length > 0) await strapi.db.connection.raw(`VACUUM ${tables.map((t) => `"${t}"`).join(', ')}`);
    }
  } catch (error) {
    // The rows are deleted either way; the space is reclaimed by the next (auto)vacuum.
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
