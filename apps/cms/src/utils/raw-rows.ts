import type { Core } from '@strapi/strapi';

export type Row = Record<string, unknown>;

/** Rows of a raw query, whichever engine answered (node-pg wraps them, better-sqlite3 does not). */
export async function rawRows(strapi: Core.Strapi, sql: string, bindings: unknown[]): Promise<Row[]> {
  const result = (await strapi.db.connection.raw(sql, bindings as never[])) as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/** The first row of a raw query, or an empty one (an aggregate over no rows, say). */
export async function firstRawRow(strapi: Core.Strapi, sql: string, bindings: unknown[]): Promise<Row> {
  return (await rawRows(strapi, sql, bindings))[0] ?? {};
}
