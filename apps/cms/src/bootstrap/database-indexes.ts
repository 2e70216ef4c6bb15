import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { ensurePartsTable } from '../features/application-documents/document-parts';
import { log } from '../utils/log';

// The migrations that need the tables of the schema sync, run again after every sync: a migration
// runs before the sync, when a fresh database has no table yet (and the prospects' link table to
// their school does not exist before the sync that adds it). Each does nothing when done:
// - the indexes (one list, in that file), each created only if missing, also put back when a sync
//   rebuilt a table (SQLite changes a column so) and lost the indexes it did not create;
// - each prospect's school, filled while no prospect has one;
// - the country guides' procedure fees and fares, kept aside before the sync that made them
//   figures (issue 56), moved into those figures once, the table kept aside then dropped;
// - the table of applicants' documents' bytes, which Strapi has no attribute for (document-parts.ts).
// At every other start, a few reads of the catalogue and one row.

const INDEXES = 'database/migrations/2026.11.29T00.00.00.admissions-indexes.js';
export const PROSPECT_SCHOOL = 'database/migrations/2026.11.30T00.00.00.prospect-school.js';
const GUIDE_FIGURES = 'database/migrations/2026.11.30T00.00.01.guide-figures.js';

type Knex = Core.Strapi['db']['connection'];
interface Migration<Done> {
  up(knex: Knex): Promise<Done>;
}

export function registerDatabaseIndexes(strapi: Core.Strapi): void {
  // The migrations folder ships beside dist/ (the Dockerfile copies it), read at run time.
  const migration = <Done>(file: string) => require(path.join(strapi.dirs.app.root, file)) as Migration<Done>;
  strapi.hook('strapi::content-types.afterSync').register(async () => {
    let started = Date.now();
    const created = await migration<string[]>(INDEXES).up(strapi.db.connection);
    if (created.length > 0) log('info', 'database indexes created', { created, ms: Date.now() - started });
    started = Date.now();
    const links = await migration<number>(PROSPECT_SCHOOL).up(strapi.db.connection);
    if (links > 0) log('info', 'prospect schools filled', { links, ms: Date.now() - started });
    const figures = await migration<number>(GUIDE_FIGURES).up(strapi.db.connection);
    if (figures > 0) log('info', 'country guide amounts moved into figures', { figures });
    if (await ensurePartsTable(strapi.db.connection)) log('info', 'application documents table created');
  });
}
