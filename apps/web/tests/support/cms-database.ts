import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

// The run's CMS database, reached as an operator would (not through Strapi): for what a test must
// do under the CMS, such as making one of its writes fail. Statements for the engine of the pass.

const cmsDir = join(__dirname, '../../../cms');

export const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

/** Runs `statements` in order on the run's database, each on its own (no transaction around them). */
export async function runOnCmsDatabase(statements: readonly string[]): Promise<void> {
  const require = createRequire(join(cmsDir, 'package.json'));
  if (onPostgres) {
    const { Client } = require('pg') as {
      Client: new (options: { connectionString?: string }) => {
        connect(): Promise<void>;
        query(text: string): Promise<unknown>;
        end(): Promise<void>;
      };
    };
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const Database = require('better-sqlite3') as new (file: string) => { exec(sql: string): void; close(): void };
  // As the CMS reads it (config/database.ts): relative to its folder.
  const db = new Database(resolve(cmsDir, process.env.DATABASE_FILENAME ?? '.tmp/data.db'));
  try {
    for (const statement of statements) db.exec(statement);
  } finally {
    db.close();
  }
}

/**
 * Makes the database refuse to insert, into `table`, a row whose `column` holds `value`: answers
 * the statements that put the refusal in place and those that take it away.
 */
export function refusedInserts(table: string, column: string, value: string, name: string) {
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return onPostgres
    ? {
        on: [
          `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by a test'; END $$`,
          `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW WHEN (NEW.${column} = ${quoted}) EXECUTE FUNCTION ${name}()`,
        ],
        off: [`DROP TRIGGER IF EXISTS ${name} ON ${table}`, `DROP FUNCTION IF EXISTS ${name}()`],
      }
    : {
        on: [
          `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} WHEN NEW.${column} = ${quoted} BEGIN SELECT RAISE(ABORT, 'refused by a test'); END`,
        ],
        off: [`DROP TRIGGER IF EXISTS ${name}`],
      };
}

/** The rows one query answers on the run's database (a count, to see what is left of a deletion). */
export async function queryCmsDatabase(sql: string): Promise<Array<Record<string, unknown>>> {
  const require = createRequire(join(cmsDir, 'package.json'));
  if (onPostgres) {
    const { Client } = require('pg') as {
      Client: new (options: { connectionString?: string }) => {
        connect(): Promise<void>;
        query(text: string): Promise<{ rows: Array<Record<string, unknown>> }>;
        end(): Promise<void>;
      };
    };
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { all(): Array<Record<string, unknown>> }; close(): void };
  const db = new Database(resolve(cmsDir, process.env.DATABASE_FILENAME ?? '.tmp/data.db'), { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}
