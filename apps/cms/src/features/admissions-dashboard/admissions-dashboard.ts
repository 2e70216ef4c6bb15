import type { Core } from '@strapi/strapi';
import { dashboardDialect, dashboardRows, dashboardTables, text } from './dashboard-sql';
import type { ApplicationStage } from '../../admissions/application-labels';

// The admissions dashboard's figures, each computed by the database in one query (SQLite and
// PostgreSQL: window functions, no percentile function, which SQLite lacks). Table and column
// names come from Strapi's own metadata, so that they follow the schemas. Each query reads the
// period's rows through an index, never every lead or every follow-up of the database (issue 54:
// a year of a real network, 200,000 leads, in under a second; apps/web/bench/README.md).

export interface Period {
  /** First instant counted. */
  from: Date;
  /** First instant not counted. */
  to: Date;
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
  /** Answered (their stage is past "New") with no dated first answer in their history: imported at that stage. */
  answeredUndated: number;
}

/** The online applications sent in the period, for one school: how many, and where each stands now. */
export interface ApplicationsSent {
  school: string;
  sent: number;
  stages: Partial<Record<ApplicationStage, number>>;
  /** Still at "Submitted" (nobody has opened the review): the oldest one's wait, in seconds. */
  waitingReview: number;
  longestWait: number;
}

export interface AdmissionsDashboard {
  period: { from: string; to: string };
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
  applications: ApplicationsSent[];
}

/** A prospect waits too long once this much time has passed since their first lead with nobody answering. */
export const WAITING_LIMIT_HOURS = 48;
const WAITING_LISTED = 100;

export async function admissionsDashboard(
  strapi: Core.Strapi,
  period: Period,
  now = new Date(),
): Promise<AdmissionsDashboard> {
  const t = dashboardTables(strapi);
  const d = dashboardDialect(strapi);
  const range = [d.time(period.from), d.time(period.to)];

  // A prospect's school, kept on the prospect (src/features/prospects/prospect-school.ts: the one
  // named by their earliest lead that names one). A relation to a school links each of its
  // versions, drafts and publication: the published one's name is taken.
  const schoolOf = (prospectId: string) => `(
      SELECT x.name FROM ${t.prospectSchool.table} ps JOIN ${t.schools} x ON x.id = ps.${t.prospectSchool.other}
      WHERE ps.${t.prospectSchool.own} = ${prospectId}
      ORDER BY CASE WHEN x.published_at IS NULL THEN 1 ELSE 0 END, x.id LIMIT 1)`;
  // The prospects whose first lead falls in the period, and their follow-up.
  const periodProspects = `
    SELECT p.id, p.first_lead_at, p.first_origin, p.stage FROM ${t.prospects} p
    WHERE p.first_lead_at >= ? AND p.first_lead_at < ?`;
  const changesOf = `
    JOIN ${t.changeProspect.table} cp ON cp.${t.changeProspect.other} = pp.id
    JOIN ${t.changes} c ON c.id = cp.${t.changeProspect.own}`;

  // The first answer of each prospect of the period: their first change out of "new".
  const contactTimes = (
    await dashboardRows(
      strapi,
      `WITH period_prospects AS (${periodProspects}),
       first_contact AS (
         SELECT pp.id AS prospect_id, MIN(c.changed_at) AS at
         FROM period_prospects pp ${changesOf}
         WHERE c.from_stage = 'new' AND c.to_stage <> 'new'
         GROUP BY pp.id
       ),
       waits AS (
         SELECT COALESCE(${schoolOf('p.id')}, '') AS school, ${d.secondsBetween('fc.at', 'p.first_lead_at')} AS wait
         FROM period_prospects p
         JOIN first_contact fc ON fc.prospect_id = p.id
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
  const waitingFrom = `FROM ${t.prospects} p WHERE p.stage = 'new' AND p.first_lead_at < ?`;
  const [count] = await dashboardRows(strapi, `SELECT COUNT(*) AS total ${waitingFrom}`, [waitingSince]);
  // The longest waits, then the school of those listed only.
  const oldest = (
    await dashboardRows(
      strapi,
      `SELECT w.*, COALESCE(${schoolOf('w.id')}, '') AS school
       FROM (
         SELECT p.id, p.document_id, p.first_name, p.last_name, p.email, p.first_lead_at
         ${waitingFrom}
         ORDER BY p.first_lead_at, p.id LIMIT ${WAITING_LISTED}
       ) w
       ORDER BY w.first_lead_at, w.id`,
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

  const [unanswered] = await dashboardRows(
    strapi,
    `SELECT COUNT(*) AS total, MIN(first_lead_at) AS since FROM ${t.prospects} WHERE stage = 'new'`,
    [],
  );
  const longestSince = d.iso(unanswered?.since);

  // How far each prospect went: the furthest stage of the funnel they reached, by their history
  // or by their current stage, whichever is further (a prospect imported at a stage has no
  // history: counted by that stage, as the list shows them). A "not interested" answer means they
  // were reached, an "unreachable" one that they were not. One pass over the period's prospects
  // and their follow-up, grouped by prospect then by origin: joined back to the prospects
  // afterwards, it took twice as long (issue 54).
  const rank = (stage: string) =>
    `CASE ${stage} WHEN 'contacted' THEN 1 WHEN 'not_interested' THEN 1 WHEN 'application_started' THEN 2
      WHEN 'admitted' THEN 3 WHEN 'enrolled' THEN 4 ELSE 0 END`;
  const conversion = (
    await dashboardRows(
      strapi,
      `WITH reached AS (
         SELECT pp.id, pp.first_origin, pp.stage,
           MAX(CASE WHEN ${rank('c.to_stage')} > ${rank('pp.stage')} THEN ${rank('c.to_stage')} ELSE ${rank('pp.stage')} END) AS furthest,
           MAX(CASE WHEN c.from_stage = 'new' AND c.to_stage <> 'new' THEN 1 ELSE 0 END) AS answer_dated
         FROM (${periodProspects}) pp
           LEFT JOIN ${t.changeProspect.table} cp ON cp.${t.changeProspect.other} = pp.id
           LEFT JOIN ${t.changes} c ON c.id = cp.${t.changeProspect.own}
         GROUP BY pp.id, pp.first_origin, pp.stage
       )
       SELECT COALESCE(p.first_origin, '') AS origin, COUNT(*) AS prospects,
         SUM(CASE WHEN p.furthest >= 1 THEN 1 ELSE 0 END) AS contacted,
         SUM(CASE WHEN p.furthest >= 2 THEN 1 ELSE 0 END) AS application_started,
         SUM(CASE WHEN p.furthest >= 3 THEN 1 ELSE 0 END) AS admitted,
         SUM(CASE WHEN p.furthest >= 4 THEN 1 ELSE 0 END) AS enrolled,
         SUM(CASE WHEN p.stage = 'not_interested' THEN 1 ELSE 0 END) AS not_interested,
         SUM(CASE WHEN p.stage = 'unreachable' THEN 1 ELSE 0 END) AS unreachable,
         SUM(CASE WHEN p.answer_dated = 0 AND ${rank('p.stage')} >= 1 THEN 1 ELSE 0 END) AS answered_undated
       FROM reached p
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
    answeredUndated: Number(row.answered_undated),
  }));

  // The online applications sent in the period (by when the applicant sent them first, or again),
  // by school and by the stage each is at now; those still at "Submitted" and how long the oldest
  // has waited for an officer.
  const applicationSchool = `(
      SELECT x.name FROM ${t.applicationSchool.table} s JOIN ${t.schools} x ON x.id = s.${t.applicationSchool.other}
      WHERE s.${t.applicationSchool.own} = a.id
      ORDER BY CASE WHEN x.published_at IS NULL THEN 1 ELSE 0 END, x.id LIMIT 1)`;
  const sentRows = await dashboardRows(
    strapi,
    `SELECT COALESCE(${applicationSchool}, '') AS school, a.stage AS stage, COUNT(*) AS n,
       MIN(CASE WHEN a.stage = 'submitted' THEN a.submitted_at END) AS oldest
     FROM ${t.applications} a
     WHERE a.submitted_at >= ? AND a.submitted_at < ?
     GROUP BY COALESCE(${applicationSchool}, ''), a.stage
     ORDER BY school, stage`,
    range,
  );
  const bySchool = new Map<string, ApplicationsSent>();
  for (const row of sentRows) {
    const school = text(row.school);
    const entry = bySchool.get(school) ?? { school, sent: 0, stages: {}, waitingReview: 0, longestWait: 0 };
    const n = Number(row.n);
    entry.sent += n;
    entry.stages[text(row.stage) as ApplicationStage] = n;
    if (row.stage === 'submitted') {
      entry.waitingReview = n;
      const oldest = d.iso(row.oldest);
      entry.longestWait = oldest ? Math.max(0, Math.round((now.getTime() - new Date(oldest).getTime()) / 1000)) : 0;
    }
    bySchool.set(school, entry);
  }

  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
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
    applications: [...bySchool.values()],
  };
}
