import type { Core } from '@strapi/strapi';
import { Counter } from 'prom-client';
import { registers } from './registry';

export const databaseQueries = new Counter({
  name: 'horizon_cms_database_queries_total',
  help: 'Statements this process sent to the database, by kind (select, insert, update, delete, other: transactions, pragmas, vacuums): what a page or a job costs in queries.',
  labelNames: ['statement'],
  registers,
});

const STATEMENTS = ['select', 'insert', 'update', 'delete'] as const;
const counted = new WeakSet<object>();

/**
 * Counts every statement knex sends (its 'query' event, raw SQL included), once per connection:
 * a benchmark reads the counter before and after a page to know what it cost
 * (apps/web/bench/admissions-size.mjs).
 */
export function countDatabaseQueries(strapi: Core.Strapi): void {
  const connection = strapi.db.connection;
  if (counted.has(connection)) return;
  counted.add(connection);
  for (const statement of [...STATEMENTS, 'other']) databaseQueries.inc({ statement }, 0);
  connection.on('query', (query: { sql?: unknown }) => {
    const word = /^\s*(\w+)/.exec(typeof query.sql === 'string' ? query.sql : '')?.[1]?.toLowerCase();
    const statement = word === 'with' ? 'select' : STATEMENTS.find((kind) => kind === word);
    databaseQueries.inc({ statement: statement ?? 'other' });
  });
}
