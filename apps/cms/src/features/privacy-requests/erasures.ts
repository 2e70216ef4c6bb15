import { unlink } from 'node:fs/promises';
import type { Core, UID } from '@strapi/strapi';
import { CRM_EVENT_UID } from '../../admissions/crm-event';
import { queuePersonErased } from '../crm-delivery/crm-events';
import { LEAD_UID } from '../../admissions/lead-labels';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../../admissions/prospect-labels';
import { runInternal } from '../../utils/internal-writes';
import { log } from '../../utils/log';
import { scrubDatabase } from './database-scrub';
import { appendToLedger, ledgerFile, readLedger, type LedgerEntry } from './erasure-ledger';
import { findPerson, holdsAnything, personCounts, type PersonData } from './person-data';
import { PRIVACY_LOG_UID } from '../../admissions/privacy-labels';
import { emailHash, ERASING_ACTIONS, logPrivacyAction, updatePrivacyLog, type PrivacyLogEntry } from './privacy-log';
import { tellCrm } from './crm-recipient';
import { addVerified, allVerified, erasureKey, markVerified } from './verified-erasures';
import { eraseFromSites, siteOutboxCount } from './site-outboxes';
import { eraseApplicantSignIn } from '../applicant-sign-in/erase-sign-in';
import { deleteApplications } from '../applications/applications';
import { APPLICATION_DOCUMENT_UID, APPLICATION_UID } from '../../admissions/application-labels';

// An erasure (GDPR article 17, or the retention job), in the order that lets nothing come back:
// 1. it is recorded (a keyed hash of the address and the time, in the ledger file and the
//    privacy log), so that from then on a lead the person sent before it is dropped when it
//    reaches the CMS (an instance's outbox that was cut off, a delivery in flight);
// 2. the site instances delete the person's leads from their outboxes;
// 3. the CMS deletes what it holds, then looks again (a lead stored while it deleted);
// 4. the CRM is told (an event, whose body leaves the queue once delivered; the log says
//    "queued" before it is, so the CRM's answer written by the worker is never overwritten);
// 5. the database's copies of the deleted rows are scrubbed.

export interface ErasureCounts {
  prospect: number;
  leads: number;
  followUps: number;
  crmEvents: number;
  emails: number;
  /** Leads deleted from the sites' outboxes; null when an instance could not be asked. */
  siteOutbox: number | null;
}

/** The tables an erasure deletes from. */
export const ERASED_TYPES = [PROSPECT_UID, LEAD_UID, STAGE_CHANGE_UID, CRM_EVENT_UID] as const;

/**
 * Deletes what `data` found (made before `before`, when given), their applications and their
 * applicant sign-in codes, sessions and passkeys too (signed out everywhere). Returns the tables of those
 * it deleted from, for the scrub.
 */
async function deleteHeld(strapi: Core.Strapi, data: PersonData, before?: Date): Promise<UID.ContentType[]> {
  await runInternal(async () => {
    const remove = (
      uid: typeof CRM_EVENT_UID | typeof STAGE_CHANGE_UID | typeof LEAD_UID,
      entries: PersonData['leads'],
    ) => Promise.all(entries.map((entry) => strapi.documents(uid).delete({ documentId: entry.documentId })));
    await remove(CRM_EVENT_UID, data.crmEvents);
    await remove(STAGE_CHANGE_UID, data.followUps);
    await remove(LEAD_UID, data.leads);
    if (data.prospect) await strapi.documents(PROSPECT_UID).delete({ documentId: data.prospect.documentId });
  });
  for (const copy of data.emails) await unlink(copy.file).catch(() => undefined);
  const touched: UID.ContentType[] = [];
  if (
    (await deleteApplications(
      strapi,
      data.applications.map((application) => application.id),
    )) > 0
  )
    touched.push(APPLICATION_UID, APPLICATION_DOCUMENT_UID);
  if (data.applicantSignIns > 0) touched.push(...(await eraseApplicantSignIn(strapi, data.email, before)));
  return touched;
}

const add = (total: Omit<ErasureCounts, 'siteOutbox'>, data: PersonData) => {
  const counts = personCounts(data);
  for (const key of Object.keys(counts) as Array<keyof typeof counts>) total[key] += counts[key];
};

export interface ErasureRequest {
  action: 'erase' | 'retention_erase';
  performedBy: string;
}

/**
 * Erases everything held about the address, everywhere it went; the privacy log says what and who
 * was told. `scrub: false` leaves the scrub of the database's copies to the caller, who erases
 * many people in a row (the retention job: once a batch).
 */
export async function erasePerson(
  strapi: Core.Strapi,
  email: string,
  request: ErasureRequest,
  { scrub = true }: { scrub?: boolean } = {},
): Promise<ErasureCounts> {
  const hash = emailHash(strapi, email);
  const at = new Date();
  await appendToLedger(ledgerFile(strapi.dirs.app.root), { hash, at: at.toISOString(), action: request.action });
  const entry = await logPrivacyAction(strapi, { ...request, emailHash: hash, performedAt: at, summary: 'started' });

  const sites = await eraseFromSites(email);

  const total = { prospect: 0, leads: 0, followUps: 0, crmEvents: 0, emails: 0 };
  let prospect: string | null = null;
  const leads: string[] = [];
  const signIn: UID.ContentType[] = [];
  let clean = false;
  for (let pass = 0; pass < 3; pass += 1) {
    const data = await findPerson(strapi, email);
    clean = !holdsAnything(data) && data.crmEvents.length === 0;
    if (clean) break;
    prospect ??= data.prospect?.documentId ?? null;
    leads.push(...data.leads.map((lead) => lead.documentId));
    signIn.push(...(await deleteHeld(strapi, data)));
    add(total, data);
  }
  // Seen deleted: a restart need not read every address for this erasure (verified-erasures.ts).
  if (clean) await addVerified(strapi, erasureKey(hash, at));

  const counts: ErasureCounts = { ...total, siteOutbox: siteOutboxCount(sites) };
  await updatePrivacyLog(strapi, entry.documentId, { summary: JSON.stringify(counts) });
  await tellCrm(strapi, entry.documentId, sites, () =>
    queuePersonErased(strapi, {
      logEntry: entry.documentId,
      prospect,
      email: normalizeEmail(email),
      leads,
      reason: request.action === 'retention_erase' ? 'retention' : 'request',
      at,
    }),
  );
  // Only the tables the person had rows in: each is rewritten under a lock (database-scrub.ts).
  const deleted = {
    [PROSPECT_UID]: total.prospect,
    [LEAD_UID]: total.leads,
    [STAGE_CHANGE_UID]: total.followUps,
    [CRM_EVENT_UID]: total.crmEvents,
  };
  const touched = [...ERASED_TYPES.filter((uid) => deleted[uid] > 0), ...signIn];
  if (scrub) await scrubDatabase(strapi, touched);
  return counts;
}

/**
 * Whether a lead sent at `submittedAt` by this address was sent before the person was erased:
 * such a lead reached the CMS late (an outbox cut off from it) and is dropped. A lead sent after
 * an erasure is a new request, and kept.
 */
export async function sentBeforeErasure(strapi: Core.Strapi, email: string, submittedAt: unknown): Promise<boolean> {
  const sent =
    typeof submittedAt === 'string' && !Number.isNaN(Date.parse(submittedAt)) ? new Date(submittedAt) : new Date();
  const erasure = await strapi.documents(PRIVACY_LOG_UID).findFirst({
    filters: {
      emailHash: emailHash(strapi, email),
      action: { $in: [...ERASING_ACTIONS] },
      performedAt: { $gte: sent.toISOString() },
    },
    fields: ['id'],
  });
  return erasure !== null;
}

/** Rows read at a time when every address held is checked against the erasures. */
const SCAN_BATCH = 1000;

const LEDGER_AUTHOR = 'Registre des effacements / Erasure ledger';
const RESTORE_AUTHOR = 'Effacement réappliqué / Erasure applied again';

/**
 * The erasures known to the ledger file and to the privacy log, each written to the other where
 * missing (a database restored from a backup lacks the later ones; a new ledger file the older
 * ones): the latest erasure of each hash, and the keys of them all.
 */
async function knownErasures(strapi: Core.Strapi): Promise<{ latest: Map<string, Date>; keys: Set<string> }> {
  const file = ledgerFile(strapi.dirs.app.root);
  const ledger = await readLedger(file);
  const logged = (await strapi.documents(PRIVACY_LOG_UID).findMany({
    filters: { action: { $in: [...ERASING_ACTIONS] } },
    fields: ['emailHash', 'performedAt', 'action'],
  })) as unknown as Array<Pick<PrivacyLogEntry, 'emailHash' | 'performedAt'> & { action: LedgerEntry['action'] }>;
  const inLog = new Set(logged.map((entry) => erasureKey(entry.emailHash, entry.performedAt)));
  const inLedger = new Set(ledger.map((entry) => erasureKey(entry.hash, entry.at)));
  for (const entry of ledger)
    if (!inLog.has(erasureKey(entry.hash, entry.at)))
      await logPrivacyAction(strapi, {
        action: entry.action,
        emailHash: entry.hash,
        performedAt: new Date(entry.at),
        performedBy: LEDGER_AUTHOR,
        summary: 'restored from the erasure ledger',
      });
  for (const entry of logged)
    if (!inLedger.has(erasureKey(entry.emailHash, entry.performedAt)))
      await appendToLedger(file, { hash: entry.emailHash, at: entry.performedAt, action: entry.action });

  const latest = new Map<string, Date>();
  for (const { hash, at } of [...ledger, ...logged.map((e) => ({ hash: e.emailHash, at: e.performedAt }))]) {
    const time = new Date(at);
    const known = latest.get(hash);
    if (!known || known < time) latest.set(hash, time);
  }
  return { latest, keys: new Set([...inLog, ...inLedger]) };
}

/**
 * Erases again whoever was erased but is back in the database from before their erasure (a
 * backup restored). At a start, only when the database does not say it was checked against every
 * known erasure (verified-erasures.ts); on demand (`always`), every time: an operator who restored
 * part of the database by hand asks for it. What they sent after their erasure stays. Answers how
 * many people were erased again, and whether the addresses were read.
 */
export async function reapplyErasures(
  strapi: Core.Strapi,
  { always = false }: { always?: boolean } = {},
): Promise<{ people: number; checked: boolean }> {
  const { latest: erasures, keys } = await knownErasures(strapi);
  if (erasures.size === 0 || (!always && (await allVerified(strapi, keys)))) return { people: 0, checked: false };
  // Every address held is hashed: read a thousand rows at a time, never the whole table at once.
  const addresses = new Set<string>();
  for (const uid of [PROSPECT_UID, LEAD_UID] as const)
    for (let after = 0; ; ) {
      const rows = (await strapi.db.query(uid).findMany({
        select: ['id', 'email'],
        where: { id: { $gt: after } },
        orderBy: { id: 'asc' },
        limit: SCAN_BATCH,
      })) as Array<{ id: number; email: string | null }>;
      for (const { email } of rows)
        if (email && erasures.has(emailHash(strapi, email))) addresses.add(normalizeEmail(email));
      if (rows.length < SCAN_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  let people = 0;
  for (const email of addresses) {
    const hash = emailHash(strapi, email);
    const data = await findPerson(strapi, email, erasures.get(hash));
    if (!holdsAnything(data)) continue;
    await deleteHeld(strapi, data, erasures.get(hash));
    await logPrivacyAction(strapi, {
      action: 'restore_erase',
      emailHash: hash,
      performedBy: RESTORE_AUTHOR,
      summary: JSON.stringify(personCounts(data)),
    });
    people += 1;
  }
  if (people > 0) {
    await scrubDatabase(strapi, [...ERASED_TYPES]);
    log('warn', 'erased people found again in the database (a backup restored?), erased again', { people });
  }
  await markVerified(strapi, keys);
  log('info', 'addresses checked against the erasures', { erasures: keys.size, people });
  return { people, checked: true };
}
