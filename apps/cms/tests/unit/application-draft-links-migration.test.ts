import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The applications made before they linked both versions of their course, intake and school
// (issue 58): each link to a published version alone gets the draft version of the same document
// and language beside it, which the admin's edit view reads. Tables shaped as Strapi makes them.

const cms = join(__dirname, '../..');
const requireFromCms = createRequire(join(cms, 'package.json'));
// The part of knex this test uses (the CMS's copy is loaded).
interface Knex {
  (table: string): { select(...columns: string[]): { orderBy(columns: string[]): Promise<unknown[]> } };
  raw(sql: string): Promise<unknown>;
  destroy(): Promise<void>;
}
const knex = requireFromCms('knex') as (config: object) => Knex;
const migration = requireFromCms('./database/migrations/2026.11.30T00.00.02.application-draft-links.js') as {
  up(db: Knex): Promise<number>;
};

const database = () => knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

describe('the application-draft-links migration', () => {
  it('links the draft beside a published version linked alone, in the same language, once', async () => {
    const db = database();
    try {
      await db.raw('CREATE TABLE applications (id integer PRIMARY KEY)');
      for (const [targets, column] of [
        ['courses', 'course_id'],
        ['entry_years', 'entry_year_id'],
        ['schools', 'school_id'],
      ] as const) {
        await db.raw(
          `CREATE TABLE ${targets} (id integer PRIMARY KEY, document_id varchar(255), locale varchar(255), published_at bigint)`,
        );
        const table = `applications_${targets === 'entry_years' ? 'intake' : targets.slice(0, -1)}_lnk`;
        await db.raw(
          `CREATE TABLE ${table} (id integer PRIMARY KEY AUTOINCREMENT, application_id integer, ${column} integer)`,
        );
      }
      await db.raw('INSERT INTO applications VALUES (1), (2), (3)');
      // Course c: French draft 1 and publication 2, English draft 3 and publication 4.
      await db.raw(`INSERT INTO courses VALUES (1, 'c', 'fr', NULL), (2, 'c', 'fr', 1), (3, 'c', 'en', NULL),
        (4, 'c', 'en', 1)`);
      // Application 1: the French publication alone (made before). 2: both (made after). 3: none.
      await db.raw('INSERT INTO applications_course_lnk (application_id, course_id) VALUES (1, 2), (2, 1), (2, 2)');
      await db.raw("INSERT INTO schools VALUES (10, 's', 'fr', NULL), (11, 's', 'fr', 1)");
      await db.raw('INSERT INTO applications_school_lnk (application_id, school_id) VALUES (1, 11)');

      expect(await migration.up(db)).toBe(2);
      expect(
        await db('applications_course_lnk')
          .select('application_id', 'course_id')
          .orderBy(['application_id', 'course_id']),
      ).toEqual([
        { application_id: 1, course_id: 1 },
        { application_id: 1, course_id: 2 },
        { application_id: 2, course_id: 1 },
        { application_id: 2, course_id: 2 },
      ]);
      expect(
        await db('applications_school_lnk')
          .select('application_id', 'school_id')
          .orderBy(['application_id', 'school_id']),
      ).toEqual([
        { application_id: 1, school_id: 10 },
        { application_id: 1, school_id: 11 },
      ]);
      expect(await migration.up(db)).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('does nothing on a database without applications yet', async () => {
    const db = database();
    try {
      expect(await migration.up(db)).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
