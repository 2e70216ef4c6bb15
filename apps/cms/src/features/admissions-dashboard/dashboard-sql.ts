import type { Core } from '@strapi/strapi';
import { LEAD_UID } from '../../admissions/lead-labels';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../../admissions/prospect-labels';
import { APPLICATION_UID } from '../../admissions/application-labels';
import { rawRows, type Row } from '../../utils/raw-rows';
import { linkTableOf, tableOf } from '../../utils/table-names';

// What the dashboard's queries share: the tables and columns they read, taken from Strapi's own
// metadata so that they follow the schemas, what differs between SQLite and PostgreSQL, and how
// a query is run.

/**
 * When a lead was sent (a lead loaded from elsewhere keeps its own date). Indexed as is
 * (database/migrations/2026.11.29T00.00.00.admissions-indexes.js): the same expression, written
 * the same way, lets both engines read only a period's leads.
 */
export const SENT_AT = 'COALESCE(l.submitted_at, l.created_at)';

export function dashboardTables(strapi: Core.Strapi) {
  const table = (uid: string) => tableOf(strapi, uid);
  const link = (uid: string, attribute: string) => linkTableOf(strapi, uid, attribute);
  return {
    leads: table(LEAD_UID),
    prospects: table(PROSPECT_UID),
    changes: table(STAGE_CHANGE_UID),
    schools: table('api::school.school'),
    courses: table('api::course.course'),
    leadSchool: link(LEAD_UID, 'school'),
    leadCourse: link(LEAD_UID, 'course'),
    leadProspect: link(LEAD_UID, 'prospect'),
    prospectSchool: link(PROSPECT_UID, 'school'),
    changeProspect: link(STAGE_CHANGE_UID, 'prospect'),
    applications: table(APPLICATION_UID),
    applicationSchool: link(APPLICATION_UID, 'school'),
  };
}

/** What differs between the two engines: how a time is stored, and date arithmetic. */
export function dashboardDialect(strapi: Core.Strapi) {
  // Strapi stores datetimes as milliseconds in SQLite, as timestamps in PostgreSQL.
  const sqlite = strapi.db.dialect.client === 'sqlite';
  return {
    time: (date: Date) => (sqlite ? date.getTime() : date.toISOString()),
    week: (column: string) =>
      sqlite
        ? `date(${column} / 1000, 'unixepoch', 'weekday 0', '-6 days')`
        : `to_char(date_trunc('week', ${column}), 'YYYY-MM-DD')`,
    secondsBetween: (later: string, earlier: string) =>
      sqlite ? `((${later} - ${earlier}) / 1000.0)` : `EXTRACT(EPOCH FROM (${later} - ${earlier}))`,
    iso: (value: unknown) =>
      value instanceof Date
        ? value.toISOString()
        : value === null || value === undefined
          ? ''
          : new Date(sqlite ? Number(value) : String(value)).toISOString(),
  };
}

/**
 * One of the dashboard's queries. PostgreSQL runs them without JIT compilation: the estimated
 * cost of their correlated subqueries (a few rows each, through indexes) makes it compile them,
 * which took 0.8 s of a 1.3 s query at a year's size; SQLite runs them as they are.
 */
export async function dashboardRows(strapi: Core.Strapi, sql: string, bindings: unknown[]): Promise<Row[]> {
  if (strapi.db.dialect.client !== 'postgres') return rawRows(strapi, sql, bindings);
  return strapi.db.connection.transaction(async (trx) => {
    await trx.raw('SET LOCAL jit = off');
    const result = (await trx.raw(sql, bindings as never[])) as { rows: Row[] };
    return result.rows;
  });
}

export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
