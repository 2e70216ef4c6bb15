import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The prospects' schools filled for the prospects stored before the CMS kept them (issue 54), on
// tables shaped as Strapi makes them: the school of each prospect's earliest lead naming one (by
// when it was sent, then by id), linked to the versions of the school that lead links.

const cms = join(__dirname, '../..');
const requireFromCms = createRequire(join(cms, 'package.json'));
// The part of knex this test uses (the CMS's copy is loaded).
interface Knex {
  (table: string): { select(...columns: string[]): { orderBy(columns: string[]): Promise<unknown[]> } };
  raw(sql: string): Promise<unknown>;
  schema: { hasTable(name: string): Promise<boolean> };
  destroy(): Promise<void>;
}
const knex = requireFromCms('knex') as (config: object) => Knex;
const migration = requireFromCms('./database/migrations/2026.11.30T00.00.00.prospect-school.js') as {
  up(db: Knex): Promise<number>;
};

const database = () => knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
const DAY = 86_400_000;

async function tables(db: Knex) {
  for (const sql of [
    'CREATE TABLE prospects (id integer PRIMARY KEY, email varchar(255))',
    'CREATE TABLE schools (id integer PRIMARY KEY, document_id varchar(255), published_at bigint)',
    'CREATE TABLE leads (id integer PRIMARY KEY, submitted_at bigint, created_at bigint)',
    'CREATE TABLE leads_prospect_lnk (id integer PRIMARY KEY, lead_id integer, prospect_id integer)',
    'CREATE TABLE leads_school_lnk (id integer PRIMARY KEY, lead_id integer, school_id integer)',
  ])
    await db.raw(sql);
}
const linkTable = (db: Knex) =>
  db.raw(
    'CREATE TABLE prospects_school_lnk (id integer PRIMARY KEY AUTOINCREMENT, prospect_id integer, school_id integer)',
  );

describe('the prospect-school migration', () => {
  it('links each prospect to the school of their earliest lead naming one', async () => {
    const db = database();
    try {
      await tables(db);
      // School 1 published (rows 1 draft, 2 published), school 2 a draft only (row 3).
      await db.raw("INSERT INTO schools VALUES (1, 'x', NULL), (2, 'x', 1), (3, 'y', NULL)");
      await db.raw("INSERT INTO prospects VALUES (1, 'a'), (2, 'b'), (3, 'c')");
      // Prospect 1: a lead of day 5 naming X (both versions), then one sent earlier (day 3) naming
      // Y, found later (a higher id), and one of day 1 naming none: Y.
      // Prospect 2: two leads sent at the same time (one without submitted_at: its creation
      // counts), naming X then Y by id: X. Prospect 3 names no school.
      await db.raw(`INSERT INTO leads VALUES (1, ${5 * DAY}, ${9 * DAY}), (2, ${3 * DAY}, ${9 * DAY}),
        (3, ${1 * DAY}, ${9 * DAY}), (4, NULL, ${2 * DAY}), (5, ${2 * DAY}, ${9 * DAY}), (6, ${DAY}, ${DAY})`);
      await db.raw(
        'INSERT INTO leads_prospect_lnk (lead_id, prospect_id) VALUES (1, 1), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)',
      );
      await db.raw(
        'INSERT INTO leads_school_lnk (lead_id, school_id) VALUES (1, 1), (1, 2), (2, 3), (4, 2), (4, 1), (5, 3)',
      );

      // Before the schema sync made the link table: nothing to fill.
      expect(await migration.up(db)).toBe(0);
      await linkTable(db);
      expect(await migration.up(db)).toBe(3);
      expect(
        await db('prospects_school_lnk').select('prospect_id', 'school_id').orderBy(['prospect_id', 'school_id']),
      ).toEqual([
        { prospect_id: 1, school_id: 3 },
        { prospect_id: 2, school_id: 1 },
        { prospect_id: 2, school_id: 2 },
      ]);
      // Every later start: the schools are kept by the CMS, nothing is written again.
      expect(await migration.up(db)).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('does nothing on a database without prospects yet', async () => {
    const db = database();
    try {
      expect(await migration.up(db)).toBe(0);
      expect(await db.schema.hasTable('prospects_school_lnk')).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
