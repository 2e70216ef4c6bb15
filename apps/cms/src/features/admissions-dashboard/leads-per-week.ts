import type { Core } from '@strapi/strapi';
import type { Period } from './admissions-dashboard';
import { SENT_AT, dashboardDialect, dashboardRows, dashboardTables, text } from './dashboard-sql';

// "New leads per week" on the dashboard, by one dimension at a time (the one the officer chose):
// a year of a real network is 200,000 leads, 3,000 courses and thousands of campaign origins. The
// values with the most leads over the period are listed week by week; every other value is summed
// into one row. Reading all four dimensions with every value took most of the dashboard's time
// (issue 54: 93,000 rows for the courses of a year, a table nobody can read).

export const DIMENSIONS = ['type', 'school', 'course', 'origin'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Values listed by default; the others are one row. */
export const LISTED_VALUES = 20;
/** The most values a request may ask to list. */
export const MAX_LISTED_VALUES = 100;

export interface WeekCount {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  week: string;
  /** The value as the officer reads it: a form type's code, a school's name, a course's title, an origin. */
  key: string;
  leads: number;
}

export interface LeadsPerWeek {
  period: { from: string; to: string };
  dimension: Dimension;
  /** The listed values' leads, week by week (weeks without any are absent). */
  counts: WeekCount[];
  /** The leads of every other value, week by week, and how many values they are. */
  others: { values: number; weeks: Array<{ week: string; leads: number }> };
}

/** The key of each lead, and what must be joined to read it. */
function keyOf(strapi: Core.Strapi, dimension: Dimension): { joins: string; key: string } {
  const t = dashboardTables(strapi);
  switch (dimension) {
    case 'type':
      return { joins: '', key: "COALESCE(l.type, '')" };
    case 'origin':
      return {
        joins: '',
        key: "COALESCE(l.origine, '') || ' / ' || COALESCE(l.utm_source, '') || ' / ' || COALESCE(l.utm_medium, '')",
      };
    // A school or course by its document: a lead may link more than one of its versions (draft,
    // published, each language), which share the document's id. Its name is read afterwards, for
    // the listed values only.
    case 'school':
    case 'course': {
      const link = dimension === 'school' ? t.leadSchool : t.leadCourse;
      const table = dimension === 'school' ? t.schools : t.courses;
      return {
        joins: `LEFT JOIN ${link.table} lk ON lk.${link.own} = l.id LEFT JOIN ${table} x ON x.id = lk.${link.other}`,
        key: "COALESCE(x.document_id, '')",
      };
    }
  }
}

/** The names of schools or courses by document id: the published version's, French first. */
async function namesOf(
  strapi: Core.Strapi,
  dimension: 'school' | 'course',
  ids: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const t = dashboardTables(strapi);
  const [table, column] = dimension === 'school' ? [t.schools, 'name'] : [t.courses, 'title'];
  const rows = await dashboardRows(
    strapi,
    `SELECT document_id, ${column} AS name FROM ${table} WHERE document_id IN (${ids.map(() => '?').join(', ')})
     ORDER BY CASE WHEN published_at IS NULL THEN 1 ELSE 0 END, CASE WHEN locale = 'fr' THEN 0 ELSE 1 END, id`,
    ids,
  );
  for (const row of rows) if (!names.has(text(row.document_id))) names.set(text(row.document_id), text(row.name));
  return names;
}

/** An origin as prospects show it: its known parts only. */
const originLabel = (key: string) => key.split(' / ').filter(Boolean).join(' / ');

/**
 * The period's leads by week and by `dimension`, the `listed` values with the most leads one by
 * one and the others summed. One query: the period's leads through the index on when they were
 * sent, each with its key, then counted twice (per value over the period, to choose the listed
 * ones; then per week).
 */
export async function leadsPerWeek(
  strapi: Core.Strapi,
  period: Period,
  dimension: Dimension,
  listed = LISTED_VALUES,
): Promise<LeadsPerWeek> {
  const t = dashboardTables(strapi);
  const d = dashboardDialect(strapi);
  const { joins, key } = keyOf(strapi, dimension);
  const rows = await dashboardRows(
    strapi,
    `WITH facts AS MATERIALIZED (
       SELECT ${d.week(SENT_AT)} AS week, ${key} AS value, l.id AS lead
       FROM ${t.leads} l ${joins}
       WHERE ${SENT_AT} >= ? AND ${SENT_AT} < ?
     ),
     totals AS (SELECT value, COUNT(DISTINCT lead) AS leads FROM facts GROUP BY value),
     listed AS (SELECT value FROM totals ORDER BY leads DESC, value LIMIT ${Math.trunc(listed)})
     SELECT f.week, s.value, COUNT(DISTINCT f.lead) AS leads, (SELECT COUNT(*) FROM totals) AS values_count
     FROM facts f LEFT JOIN listed s ON s.value = f.value
     GROUP BY f.week, s.value
     ORDER BY f.week, leads DESC, s.value`,
    [d.time(period.from), d.time(period.to)],
  );

  const listedRows = rows.filter((row) => row.value !== null && row.value !== undefined);
  const names =
    dimension === 'school' || dimension === 'course'
      ? await namesOf(strapi, dimension, [...new Set(listedRows.map((row) => text(row.value)).filter(Boolean))])
      : null;
  const label = (value: string) =>
    names ? (value === '' ? '' : (names.get(value) ?? value)) : dimension === 'origin' ? originLabel(value) : value;
  const valuesCount = Number(rows[0]?.values_count ?? 0);
  const listedCount = new Set(listedRows.map((row) => text(row.value))).size;
  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    dimension,
    counts: listedRows.map((row) => ({ week: text(row.week), key: label(text(row.value)), leads: Number(row.leads) })),
    others: {
      values: valuesCount - listedCount,
      weeks: rows
        .filter((row) => row.value === null || row.value === undefined)
        .map((row) => ({ week: text(row.week), leads: Number(row.leads) })),
    },
  };
}
