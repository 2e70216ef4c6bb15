import type { Core } from '@strapi/strapi';
import { LEAD_UID } from '../leads/lead-labels';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../prospects/prospect-labels';
import { rawRows } from '../../utils/raw-rows';

// The admissions dashboard's figures, each computed by the database in one query (SQLite and
// PostgreSQL: window functions, no percentile function, which SQLite lacks). Table and column
// names come from Strapi's own metadata, so that they follow the schemas.

export interface Period {
  /** First instant counted. */
  from: Date;
  /** First instant not counted. */
  to: Date;
}

export const DIMENSIONS = ['type', 'school', 'course', 'origin'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface WeekCount {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  week: string;
  key: string;
  leads: number;
}

export interface ContactTimes {
  school: string;
  /** Prospects contacted, whose first lead falls in the period. */
  contacted: number;
  /** Seconds from the first lead to the first follow-up out of "new": median and 90th percentile (nearest rank). */
  median: number;
  p90: number;
}

export interface WaitingProspect {
  documentId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  school: string;
  firstLeadAt: string;
  waitingHours: number;
}

export interface Conversion {
  origin: string;
  prospects: number;
  contacted: number;
  applicationStarted: number;
  admitted: number;
  enrolled: number;
  notInterested: number;
  unreachable: number;
}

/** The prospects on the retention job's warning list (src/features/retention/retention.ts), shown by the dashboard. */
export interface RetentionWarnings {
  months: number;
  prospects: Array<{
    documentId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    lastActivityAt: string;
    retentionWarnedAt: string;
    /** The day the job will erase them, unless they come back. */
    eraseOn: string;
  }>;
}

export interface AdmissionsDashboard {
  period: { from: string; to: string };
  leadsPerWeek: Record<Dimension, WeekCount[]>;
  contactTimes: ContactTimes[];
  waiting: {
    /** Prospects still at "new" more than WAITING_LIMIT_HOURS after their first lead. */
    total: number;
    /** The longest waits among them, longest first (WAITING_LISTED at most). */
    oldest: WaitingProspect[];
    /** Every prospect still at "new", however recent, and how long the longest of them has waited. */
    unanswered: { total: number; longestHours: number };
  };
  conversion: Conversion[];
}

/** A prospect waits too long once this much time has passed since their first lead with nobody answering. */
export const WAITING_LIMIT_HOURS = 48;
const WAITING_LISTED = 100;

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}
interface Metadata {
  tableName: string;
  attributes: Record<string, { columnName?: string; joinTable?: JoinTable }>;
}

function tables(strapi: Core.Strapi) {
  const meta = (uid: string) => strapi.db.metadata.get(uid) as unknown as Metadata;
  const link = (uid: string, attribute: string) => {
    const join = meta(uid).attributes[attribute]?.joinTable;
    if (!join) throw new Error(`${uid}.${attribute} has no join table`);
    return { table: join.name, own: join.joinColumn.name, other: join.inverseJoinColumn.name };
  };
  return {
    leads: meta(LEAD_UID).tableName,
    prospects: meta(PROSPECT_UID).tableName,
    changes: meta(STAGE_CHANGE_UID).tableName,
    schools: meta('api::school.school').tableName,
    courses: meta('api::course.course').tableName,
    leadSchool: link(LEAD_UID, 'school'),
    leadCourse: link(LEAD_UID, 'course'),
    leadProspect: link(LEAD_UID, 'prospect'),
    changeProspect: link(STAGE_CHANGE_UID, 'prospect'),
  };
}

/** What differs between the two engines: how a time is stored, and date arithmetic. */
function dialect(strapi: Core.Strapi) {
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

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export async function admissionsDashboard(
  strapi: Core.Strapi,
  period: Period,
  now = new Date(),
): Promise<AdmissionsDashboard> {
  const t = tables(strapi);
  const d = dialect(strapi);
  const range = [d.time(period.from), d.time(period.to)];
  const sentAt = 'COALESCE(l.submitted_at, l.created_at)';

  // One row per lead with the names of its school and course. A relation to a school or course
  // (drafts and publication) links both versions: the published one's name is taken.
  const nameOf = (link: { table: string; own: string; other: string }, table: string, column: string) => `(
      SELECT x.${column} FROM ${link.table} lx JOIN ${table} x ON x.id = lx.${link.other}
      WHERE lx.${link.own} = l.id
      ORDER BY CASE WHEN x.published_at IS NULL THEN 1 ELSE 0 END, x.id LIMIT 1)`;
  const leadFacts = `
    SELECT l.id, l.type, ${sentAt} AS sent_at, lp.${t.leadProspect.other} AS prospect_id,
      ${nameOf(t.leadSchool, t.schools, 'name')} AS school,
      ${nameOf(t.leadCourse, t.courses, 'title')} AS course,
      COALESCE(l.origine, '') || ' / ' || COALESCE(l.utm_source, '') || ' / ' || COALESCE(l.utm_medium, '') AS origin
    FROM ${t.leads} l
    LEFT JOIN ${t.leadProspect.table} lp ON lp.${t.leadProspect.own} = l.id`;
  // Each prospect's school: the one named by their earliest lead that names one.
  const firstSchool = `
    SELECT prospect_id, school,
      ROW_NUMBER() OVER (PARTITION BY prospect_id
        ORDER BY CASE WHEN school IS NULL THEN 1 ELSE 0 END, sent_at, id) AS rn
    FROM (${leadFacts}) facts
    WHERE prospect_id IS NOT NULL`;
  // The first answer: the first change out of "new".
  const firstContact = `
    SELECT cp.${t.changeProspect.other} AS prospect_id, MIN(c.changed_at) AS at
    FROM ${t.changes} c
    JOIN ${t.changeProspect.table} cp ON cp.${t.changeProspect.own} = c.id
    WHERE c.from_stage = 'new' AND c.to_stage <> 'new'
    GROUP BY cp.${t.changeProspect.other}`;

  const leadsPerWeek = {} as Record<Dimension, WeekCount[]>;
  for (const dimension of DIMENSIONS) {
    const found = await rawRows(
      strapi,
      `SELECT week, dimension_key, COUNT(*) AS leads
       FROM (
         SELECT ${d.week('sent_at')} AS week, COALESCE(${dimension}, '') AS dimension_key
         FROM (${leadFacts}) facts
         WHERE sent_at >= ? AND sent_at < ?
       ) weekly
       GROUP BY week, dimension_key
       ORDER BY week, leads DESC, dimension_key`,
      range,
    );
    leadsPerWeek[dimension] = found.map((row) => ({
      week: text(row.week),
      // An origin as prospects show it: its known parts only.
      key:
        dimension === 'origin'
          ? text(row.dimension_key).split(' / ').filter(Boolean).join(' / ')
          : text(row.dimension_key),
      leads: Number(row.leads),
    }));
  }

  const contactTimes = (
    await rawRows(
      strapi,
      `WITH first_school AS (${firstSchool}),
       first_contact AS (${firstContact}),
       waits AS (
         SELECT COALESCE(f.school, '') AS school, ${d.secondsBetween('fc.at', 'p.first_lead_at')} AS wait
         FROM ${t.prospects} p
         JOIN first_contact fc ON fc.prospect_id = p.id
         LEFT JOIN first_school f ON f.prospect_id = p.id AND f.rn = 1
         WHERE p.first_lead_at >= ? AND p.first_lead_at < ?
       ),
       ranked AS (
         SELECT school, wait,
           ROW_NUMBER() OVER (PARTITION BY school ORDER BY wait) AS rn,
           COUNT(*) OVER (PARTITION BY school) AS n
         FROM waits
       )
       SELECT school, n AS contacted,
         MIN(CASE WHEN rn >= 0.5 * n THEN wait END) AS median,
         MIN(CASE WHEN rn >= 0.9 * n THEN wait END) AS p90
       FROM ranked GROUP BY school, n ORDER BY school`,
      range,
    )
  ).map((row) => ({
    school: text(row.school),
    contacted: Number(row.contacted),
    median: Math.round(Number(row.median)),
    p90: Math.round(Number(row.p90)),
  }));

  const hoursSince = (iso: string) => Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000);
  const waitingSince = d.time(new Date(now.getTime() - WAITING_LIMIT_HOURS * 3_600_000));
  const waitingFrom = `
    FROM ${t.prospects} p
    LEFT JOIN first_school f ON f.prospect_id = p.id AND f.rn = 1
    WHERE p.stage = 'new' AND p.first_lead_at < ?`;
  const [count] = await rawRows(
    strapi,
    `WITH first_school AS (${firstSchool}) SELECT COUNT(*) AS total ${waitingFrom}`,
    [waitingSince],
  );
  const oldest = (
    await rawRows(
      strapi,
      `WITH first_school AS (${firstSchool})
       SELECT p.document_id, p.first_name, p.last_name, p.email, p.first_lead_at, COALESCE(f.school, '') AS school
       ${waitingFrom}
       ORDER BY p.first_lead_at, p.id LIMIT ${WAITING_LISTED}`,
      [waitingSince],
    )
  ).map((row) => {
    const firstLeadAt = d.iso(row.first_lead_at);
    return {
      documentId: text(row.document_id),
      firstName: row.first_name === null ? null : text(row.first_name),
      lastName: row.last_name === null ? null : text(row.last_name),
      email: text(row.email),
      school: text(row.school),
      firstLeadAt,
      waitingHours: hoursSince(firstLeadAt),
    };
  });

  const [unanswered] = await rawRows(
    strapi,
    `SELECT COUNT(*) AS total, MIN(first_lead_at) AS since FROM ${t.prospects} WHERE stage = 'new'`,
    [],
  );
  const longestSince = d.iso(unanswered?.since);

  // How far each prospect went: the furthest stage of the funnel they ever reached (a "not
  // interested" answer means they were reached, an "unreachable" one that they were not).
  const conversion = (
    await rawRows(
      strapi,
      `WITH reached AS (
         SELECT cp.${t.changeProspect.other} AS prospect_id,
           MAX(CASE c.to_stage WHEN 'contacted' THEN 1 WHEN 'not_interested' THEN 1
             WHEN 'application_started' THEN 2 WHEN 'admitted' THEN 3 WHEN 'enrolled' THEN 4 ELSE 0 END) AS furthest
         FROM ${t.changes} c
         JOIN ${t.changeProspect.table} cp ON cp.${t.changeProspect.own} = c.id
         GROUP BY cp.${t.changeProspect.other}
       )
       SELECT COALESCE(p.first_origin, '') AS origin, COUNT(*) AS prospects,
         SUM(CASE WHEN COALESCE(r.furthest, 0) >= 1 THEN 1 ELSE 0 END) AS contacted,
         SUM(CASE WHEN COALESCE(r.furthest, 0) >= 2 THEN 1 ELSE 0 END) AS application_started,
         SUM(CASE WHEN COALESCE(r.furthest, 0) >= 3 THEN 1 ELSE 0 END) AS admitted,
         SUM(CASE WHEN COALESCE(r.furthest, 0) >= 4 THEN 1 ELSE 0 END) AS enrolled,
         SUM(CASE WHEN p.stage = 'not_interested' THEN 1 ELSE 0 END) AS not_interested,
         SUM(CASE WHEN p.stage = 'unreachable' THEN 1 ELSE 0 END) AS unreachable
       FROM ${t.prospects} p
       LEFT JOIN reached r ON r.prospect_id = p.id
       WHERE p.first_lead_at >= ? AND p.first_lead_at < ?
       GROUP BY COALESCE(p.first_origin, '')
       ORDER BY prospects DESC, origin`,
      range,
    )
  ).map((row) => ({
    origin: text(row.origin),
    prospects: Number(row.prospects),
    contacted: Number(row.contacted),
    applicationStarted: Number(row.application_started),
    admitted: Number(row.admitted),
    enrolled: Number(row.enrolled),
    notInterested: Number(row.not_interested),
    unreachable: Number(row.unreachable),
  }));

  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    leadsPerWeek,
    contactTimes,
    waiting: {
      total: Number(count?.total ?? 0),
      oldest,
      unanswered: {
        total: Number(unanswered?.total ?? 0),
        longestHours: longestSince ? hoursSince(longestSince) : 0,
      },
    },
    conversion,
  };
}
