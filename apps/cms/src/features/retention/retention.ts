import type { Core, Modules } from '@strapi/strapi';
import type { RetentionWarnings } from './retention-warnings';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import { ERASED_TYPES, erasePerson } from '../privacy-requests/erasures';
import { scrubDatabase } from '../privacy-requests/database-scrub';
import { log } from '../../utils/log';
import { addMonths } from '../../utils/add-months';
import { errorText } from '../../utils/error-text';
import { retentionProspects, retentionRuns } from './retention-metrics';
import { deleteAbandonedUploads } from '../application-documents/application-documents';
import { eraseEndedApplications, purgeSignIns } from '../applications/application-retention';
import { APPLICATION_DOCUMENT_UID, APPLICATION_UID } from '../../admissions/application-labels';

// Prospects nobody has heard from (no new lead, no stage change) for the retention period are
// erased every night (the CNIL's reference for prospect data is three years), after appearing on
// a warning list for a month, so that admissions can still contact them or keep what they need.

export const SETTINGS_UID = 'api::admissions-setting.admissions-setting';
export const DEFAULT_RETENTION_MONTHS = 36;
const RETENTION_AUTHOR = 'Conservation automatique / Retention job';

export async function retentionMonths(strapi: Core.Strapi): Promise<number> {
  const settings = await strapi.documents(SETTINGS_UID).findFirst({ fields: ['retentionMonths'] });
  const months = Number(settings?.retentionMonths);
  return Number.isInteger(months) && months >= 12 ? months : DEFAULT_RETENTION_MONTHS;
}

/** The settings entry, made with the defaults at the first start (a single type starts empty). */
export async function ensureAdmissionsSettings(strapi: Core.Strapi): Promise<void> {
  if (await strapi.documents(SETTINGS_UID).findFirst({ fields: ['id'] })) return;
  await strapi.documents(SETTINGS_UID).create({
    data: { retentionMonths: DEFAULT_RETENTION_MONTHS } as Modules.Documents.Params.Data.Input<typeof SETTINGS_UID>,
  });
}

type Warned = Omit<RetentionWarnings['prospects'][number], 'eraseOn'>;

/** The prospects on the warning list, oldest activity first, with the day they will be erased. */
export async function retentionWarnings(strapi: Core.Strapi): Promise<RetentionWarnings> {
  const months = await retentionMonths(strapi);
  const warned = (await strapi.documents(PROSPECT_UID).findMany({
    filters: { retentionWarnedAt: { $notNull: true } },
    fields: ['email', 'firstName', 'lastName', 'lastActivityAt', 'retentionWarnedAt'],
    sort: ['lastActivityAt:asc'],
    limit: 200,
  })) as unknown as Warned[];
  return {
    months,
    prospects: warned.map((p) => {
      const due = addMonths(new Date(p.lastActivityAt), months);
      const afterWarning = addMonths(new Date(p.retentionWarnedAt), 1);
      // A day already past means the next night's run.
      return { ...p, eraseOn: (due > afterWarning ? due : afterWarning).toISOString() };
    }),
  };
}

export interface RetentionRun {
  months: number;
  warned: number;
  renewed: number;
  erased: number;
  /** Online applications past their period (features/applications/application-retention.ts). */
  applications: number;
  /** Applicants' expired codes and ended sessions. */
  signIns: number;
}

/** Prospects read at a time: the job never holds more of the table than this. */
const BATCH = 200;

type ProspectFilters = Modules.Documents.Params.Filters.Any<typeof PROSPECT_UID>;

/**
 * Every prospect that `filters` selects, read `BATCH` at a time in the order of their ids, each
 * handed to `each` before the next batch is read. Answers
 * how many there were. Reading on from the last id seen, rather than from the start, finds each
 * one once even though `each` takes it out of the selection (warned, erased).
 */
async function inBatches(
  strapi: Core.Strapi,
  filters: ProspectFilters,
  fields: Modules.Documents.Params.Fields.Any<typeof PROSPECT_UID>,
  each: (prospect: Record<string, unknown> & { id: number; documentId: string }) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (let after = 0; ; ) {
    const batch = (await strapi.documents(PROSPECT_UID).findMany({
      filters: { $and: [filters, { id: { $gt: after } }] },
      fields,
      sort: { id: 'asc' },
      limit: BATCH,
    })) as unknown as Array<Record<string, unknown> & { id: number; documentId: string }>;
    for (const prospect of batch) await each(prospect);
    count += batch.length;
    if (batch.length < BATCH) return count;
    after = batch[batch.length - 1]!.id;
  }
}

/**
 * One run of the job at `now`: warns the prospects whose last activity is within a month of the
 * period's end, takes off the list those who came back, and erases those past it who were warned a
 * month ago or more. Each erasure is in the privacy log. The prospects are read in batches
 * (`BATCH`), never the whole table; the database's copies of a batch's erased rows are scrubbed
 * once the batch is done (privacy-requests/database-scrub.ts) rather than after each person.
 */
export async function runRetention(strapi: Core.Strapi, now = new Date()): Promise<RetentionRun> {
  const months = await retentionMonths(strapi);
  const expired = addMonths(now, -months);
  const warnFrom = addMonths(expired, 1);
  const prospects = strapi.documents(PROSPECT_UID);
  const update = (documentId: string, data: Record<string, unknown>) =>
    prospects.update({ documentId, data: data as Modules.Documents.Params.Data.Input<typeof PROSPECT_UID> });

  const renewed = await inBatches(
    strapi,
    { retentionWarnedAt: { $notNull: true }, lastActivityAt: { $gte: warnFrom.toISOString() } },
    ['id'],
    async (p) => {
      await update(p.documentId, { retentionWarnedAt: null });
    },
  );

  const warned = await inBatches(
    strapi,
    { retentionWarnedAt: { $null: true }, lastActivityAt: { $lt: warnFrom.toISOString() } },
    ['id'],
    async (p) => {
      await update(p.documentId, { retentionWarnedAt: now.toISOString() });
    },
  );

  const erased = await inBatches(
    strapi,
    {
      lastActivityAt: { $lt: expired.toISOString() },
      retentionWarnedAt: { $lte: addMonths(now, -1).toISOString() },
    },
    ['email'],
    async (p) => {
      await erasePerson(
        strapi,
        String(p.email),
        { action: 'retention_erase', performedBy: RETENTION_AUTHOR },
        { scrub: false },
      );
    },
  );
  // One rewrite of the tables for the whole run, not one per batch: on PostgreSQL each rewrite
  // locks the leads for seconds at a network's size (docs/decisions/erasure-rewrite.md).
  if (erased > 0) await scrubDatabase(strapi, [...ERASED_TYPES]);
  const applications = await eraseEndedApplications(strapi, now);
  if (applications > 0) await scrubDatabase(strapi, [APPLICATION_UID, APPLICATION_DOCUMENT_UID]);
  // Uploads a page started and never finished: a week later, nobody will finish them.
  await deleteAbandonedUploads(strapi, now);
  const signIns = await purgeSignIns(strapi, now, months);
  const run = { months, warned, renewed, erased, applications, signIns };
  retentionRuns.inc();
  retentionProspects.inc({ action: 'warned' }, run.warned);
  retentionProspects.inc({ action: 'renewed' }, run.renewed);
  retentionProspects.inc({ action: 'erased' }, run.erased);
  log('info', 'retention job run', { ...run });
  return run;
}

/** Every night at 03:00 Paris time, on each CMS instance (a second run finds nothing left to do). */
export function scheduleRetention(strapi: Core.Strapi): void {
  strapi.cron.add({
    prospectRetention: {
      task: async () => {
        try {
          await runRetention(strapi);
        } catch (error) {
          log('error', 'retention job failed', { error: errorText(error) });
        }
      },
      options: { rule: '0 3 * * *', tz: 'Europe/Paris' },
    },
  });
}
