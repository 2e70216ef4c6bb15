import type { Core } from '@strapi/strapi';
import type { Row } from '../../utils/raw-rows';

type Knex = Core.Strapi['db']['connection'];

/** Rows per INSERT: under SQLite's 32,766 bound variables for the widest table we write. */
const BATCH_ROWS = 400;

/**
 * Writes rows straight into the database, ids chosen here, in the engine's own value types.
 * The generator writes hundreds of thousands of rows: through Strapi's document service that is
 * hours; as multi-row inserts in a transaction it is seconds. Rows are queued per table and
 * written in the order the tables were first queued, so that a row is written before the links
 * that point to it (both engines enforce the link tables' foreign keys).
 */
export class RowWriter {
  private readonly queued = new Map<string, Row[]>();
  private readonly nextIds = new Map<string, number>();
  readonly written = new Map<string, number>();

  constructor(
    private readonly knex: Knex,
    readonly engine: 'sqlite' | 'postgres',
  ) {}

  /** The next free id of a table (its largest id + 1 the first time). */
  async reserveIds(table: string): Promise<void> {
    if (this.nextIds.has(table)) return;
    const row = (await this.knex(table).max('id as max').first()) as { max: number | string | null } | undefined;
    this.nextIds.set(table, Number(row?.max ?? 0) + 1);
  }

  /** A new id in a table whose ids were reserved. */
  id(table: string): number {
    const next = this.nextIds.get(table);
    if (next === undefined) throw new Error(`ids of ${table} not reserved`);
    this.nextIds.set(table, next + 1);
    return next;
  }

  push(table: string, row: Row): void {
    const rows = this.queued.get(table);
    if (rows) rows.push(row);
    else this.queued.set(table, [row]);
  }

  /** How many rows wait to be written. */
  get pending(): number {
    let count = 0;
    for (const rows of this.queued.values()) count += rows.length;
    return count;
  }

  /** Writes every queued row, in one transaction. */
  async flush(): Promise<void> {
    if (this.pending === 0) return;
    const tables = [...this.queued.entries()];
    this.queued.clear();
    await this.knex.transaction(async (trx) => {
      for (const [table, rows] of tables) {
        for (let start = 0; start < rows.length; start += BATCH_ROWS) {
          await trx(table).insert(rows.slice(start, start + BATCH_ROWS).map((row) => this.toDatabase(row)));
        }
        this.written.set(table, (this.written.get(table) ?? 0) + rows.length);
      }
    });
  }

  /** PostgreSQL's id sequences follow the ids written here. */
  async syncSequences(): Promise<void> {
    if (this.engine !== 'postgres') return;
    for (const table of this.nextIds.keys()) {
      await this.knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ??))`, [
        table,
        table,
      ]);
    }
  }

  /** A date as the engine stores Strapi's dates and times: milliseconds in SQLite, a timestamp in PostgreSQL. */
  time(date: Date): number | Date {
    return this.engine === 'sqlite' ? date.getTime() : date;
  }

  bool(value: boolean): boolean | number {
    return this.engine === 'sqlite' ? Number(value) : value;
  }

  private toDatabase(row: Row): Row {
    const out: Row = {};
    for (const [column, value] of Object.entries(row)) {
      // JSON columns: node-pg would write an array as a PostgreSQL array, and SQLite takes text.
      out[column] =
        value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)
          ? JSON.stringify(value)
          : value;
    }
    return out;
  }
}

export function engineOf(strapi: Core.Strapi): 'sqlite' | 'postgres' {
  const client = String(strapi.db.dialect.client);
  return client === 'postgres' ? 'postgres' : 'sqlite';
}
