import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { log } from '../utils/log';

// The indexes of database/migrations/2026.11.29T00.00.00.admissions-indexes.js (one list, in that
// file), created again after every schema sync: the migration runs before the sync, when a fresh
// database has no table yet, and a sync that rebuilds a table (SQLite changes a column so) may
// lose the indexes it did not create. Each is created only if missing: at every other start, a
// few reads of the catalogue.

const MIGRATION = 'database/migrations/2026.11.29T00.00.00.admissions-indexes.js';

type Knex = Core.Strapi['db']['connection'];
interface IndexMigration {
  up(knex: Knex): Promise<string[]>;
}

export function registerDatabaseIndexes(strapi: Core.Strapi): void {
  strapi.hook('strapi::content-types.afterSync').register(async () => {
    // The migrations folder ships beside dist/ (the Dockerfile copies it), read at run time.
    const migration = require(path.join(strapi.dirs.app.root, MIGRATION)) as IndexMigration;
    const started = Date.now();
    const created = await migration.up(strapi.db.connection);
    if (created.length > 0) log('info', 'database indexes created', { created, ms: Date.now() - started });
  });
}
