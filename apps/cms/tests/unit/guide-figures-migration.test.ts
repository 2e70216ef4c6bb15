import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The guides' procedure fees and fares, two decimals before issue 56, carried into the figures that
// replace them, on tables shaped as Strapi makes them: kept aside before the schema sync (which
// drops the columns), moved into `costs.figure` components after it, once.

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
const migration = requireFromCms('./database/migrations/2026.11.30T00.00.01.guide-figures.js') as {
  up(db: Knex): Promise<number>;
};

const database = () => knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

/** The tables before the sync: the guides with their two amounts (a French and an English row, one without a fare). */
async function before(db: Knex) {
  for (const sql of [
    'CREATE TABLE country_guides (id integer PRIMARY KEY, locale varchar(255), procedure_fee_amount float, travel_amount float)',
    "INSERT INTO country_guides VALUES (1, 'fr', 76, 450), (2, 'en', 76, NULL)",
    'CREATE TABLE components_costs_figures (id integer PRIMARY KEY AUTOINCREMENT, amount float, academic_year varchar(255), source varchar(255))',
    // The national figures' own components.
    'INSERT INTO components_costs_figures (amount) VALUES (105)',
    'CREATE TABLE country_guides_cmps (id integer PRIMARY KEY AUTOINCREMENT, entity_id integer, cmp_id integer, component_type varchar(255), field varchar(255), "order" float)',
  ])
    await db.raw(sql);
}

/** What the sync does: the two columns dropped (SQLite rebuilds the table). */
async function sync(db: Knex) {
  await db.raw('CREATE TABLE guides_synced (id integer PRIMARY KEY, locale varchar(255))');
  await db.raw('INSERT INTO guides_synced SELECT id, locale FROM country_guides');
  await db.raw('DROP TABLE country_guides');
  await db.raw('ALTER TABLE guides_synced RENAME TO country_guides');
}

describe('the guide-figures migration', () => {
  it('keeps the amounts before the sync and makes each a figure of its guide row after it, once', async () => {
    const db = database();
    try {
      await before(db);
      // Before the sync: kept aside, nothing written in the components yet.
      expect(await migration.up(db)).toBe(0);
      expect(await db.schema.hasTable('country_guide_amounts_kept')).toBe(true);
      await sync(db);
      expect(await migration.up(db)).toBe(3);
      expect(await db.schema.hasTable('country_guide_amounts_kept')).toBe(false);
      const links = (await db('country_guides_cmps')
        .select('entity_id', 'cmp_id', 'component_type', 'field')
        .orderBy(['entity_id', 'field'])) as Array<{ entity_id: number; cmp_id: number; field: string }>;
      expect(links.map(({ entity_id, field }) => [entity_id, field])).toEqual([
        [1, 'procedureFeeFigure'],
        [1, 'travelFigure'],
        [2, 'procedureFeeFigure'],
      ]);
      const figures = (await db('components_costs_figures')
        .select('id', 'amount', 'academic_year', 'source')
        .orderBy(['id'])) as Array<{ id: number; amount: number; academic_year: string | null }>;
      const amountOf = (entity: number, field: string) =>
        figures.find((figure) => figure.id === links.find((l) => l.entity_id === entity && l.field === field)!.cmp_id);
      expect(amountOf(1, 'procedureFeeFigure')).toMatchObject({ amount: 76, academic_year: null, source: null });
      expect(amountOf(1, 'travelFigure')).toMatchObject({ amount: 450 });
      expect(amountOf(2, 'procedureFeeFigure')).toMatchObject({ amount: 76 });
      // Each later start: nothing more.
      expect(await migration.up(db)).toBe(0);
      expect(figures).toHaveLength(4);
    } finally {
      await db.destroy();
    }
  });

  it('does nothing on a new database, nor on one that never had the amounts', async () => {
    const db = database();
    try {
      expect(await migration.up(db)).toBe(0);
      await db.raw('CREATE TABLE country_guides (id integer PRIMARY KEY, locale varchar(255))');
      expect(await migration.up(db)).toBe(0);
      expect(await db.schema.hasTable('country_guide_amounts_kept')).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
