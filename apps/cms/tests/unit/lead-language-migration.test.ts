import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The CMS's own migration, run on a leads table as Strapi created it before the rename: the
// visitors' languages move to `language` and nothing else changes. Strapi runs it before its
// schema sync (which then adds back its own, empty `locale`).

const cms = join(__dirname, '../..');
const requireFromCms = createRequire(join(cms, 'package.json'));
// The part of knex this test uses (the site does not depend on knex: the CMS's copy is loaded).
interface TableBuilder {
  increments(name: string): void;
  string(name: string): void;
}
interface Knex {
  (table: string): {
    insert(rows: object[]): Promise<unknown>;
    select(...columns: string[]): { orderBy(column: string): Promise<unknown[]> };
  };
  schema: {
    createTable(name: string, build: (table: TableBuilder) => void): Promise<void>;
    alterTable(name: string, build: (table: TableBuilder) => void): Promise<void>;
    hasTable(name: string): Promise<boolean>;
    hasColumn(table: string, column: string): Promise<boolean>;
  };
  destroy(): Promise<void>;
}
const knex = requireFromCms('knex') as (config: object) => Knex;
const migration = requireFromCms('./database/migrations/2026.11.27T00.00.00.lead-language.js') as {
  up(db: Knex): Promise<void>;
};

const database = () => knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

describe('the lead-language migration', () => {
  it('renames the column, values kept', async () => {
    const db = database();
    try {
      await db.schema.createTable('leads', (t) => {
        t.increments('id');
        t.string('email');
        t.string('locale');
      });
      await db('leads').insert([
        { email: 'awa@example.com', locale: 'fr' },
        { email: 'john@example.com', locale: 'en' },
      ]);
      await migration.up(db);
      expect(await db.schema.hasColumn('leads', 'locale')).toBe(false);
      expect(await db('leads').select('email', 'language').orderBy('id')).toEqual([
        { email: 'awa@example.com', language: 'fr' },
        { email: 'john@example.com', language: 'en' },
      ]);
      // Run again (or after the sync added Strapi's own `locale`): nothing moves.
      await db.schema.alterTable('leads', (t) => t.string('locale'));
      await migration.up(db);
      expect(await db('leads').select('language', 'locale').orderBy('id')).toEqual([
        { language: 'fr', locale: null },
        { language: 'en', locale: null },
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('does nothing on a database without leads yet', async () => {
    const db = database();
    try {
      await migration.up(db);
      expect(await db.schema.hasTable('leads')).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
