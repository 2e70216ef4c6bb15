import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { CRM_EVENT_UID } from '../../admissions/crm-event';
import { LEAD_UID } from '../../admissions/lead-labels';
import { emlOutboxDir } from '../../mail/eml-outbox-transport';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { countApplicantSignIns, passkeysHeld } from '../applicant-sign-in/erase-sign-in';
import { applicationsHeld } from '../applications/applications';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../../admissions/prospect-labels';
import { addressHashes, emailHash, privacyLogAbout, type PrivacyLogEntry } from './privacy-log';

// Everything the CMS holds about one person, found by their e-mail: for their requests to see
// (GDPR article 15), correct (16) or erase (17) it, and for the retention job.

type Entry = Record<string, unknown> & { documentId: string };

export interface MailCopy {
  file: string;
  date: string | null;
  subject: string | null;
  to: string | null;
  replyTo: string | null;
  /** The whole message as sent (RFC 5322), for the export. */
  raw: string;
}

export interface PersonData {
  email: string;
  prospect: Entry | null;
  leads: Entry[];
  followUps: Entry[];
  crmEvents: Entry[];
  emails: MailCopy[];
  /** What was done at their request before (exports, corrections), from the privacy log. */
  privacyLog: PrivacyLogEntry[];
  /** Their sign-in codes and sessions as an applicant (features/applicant-sign-in). */
  applicantSignIns: number;
  /** Their passkeys (the device, when added and last used; never the public key). */
  passkeys: Awaited<ReturnType<typeof passkeysHeld>>;
  /** Their online applications (features/applications). */
  applications: Array<Record<string, unknown> & { id: number }>;
}

const header = (raw: string, name: string): string | null => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // Folded header lines continue with whitespace.
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1] ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : null;
};

/**
 * The copies of the e-mails sent to or about the person, in the CMS's mail folder (none when it
 * sends by SMTP), at any address they were known by (`hashes`).
 */
async function mailCopies(strapi: Core.Strapi, hashes: Set<string>, before?: Date): Promise<MailCopy[]> {
  const dir = emlOutboxDir(strapi);
  if (!dir) return [];
  const names = await readdir(dir).catch(() => [] as string[]);
  const copies: MailCopy[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const raw = await readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (raw === null) continue;
    const to = header(raw, 'To');
    const replyTo = header(raw, 'Reply-To');
    const addresses = `${to ?? ''} ${replyTo ?? ''}`.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
    if (!addresses.some((address) => hashes.has(emailHash(strapi, address)))) continue;
    const date = header(raw, 'Date');
    if (before && date && new Date(date) > before) continue;
    copies.push({
      file: path.join(dir, name),
      date,
      subject: header(raw, 'Subject'),
      to,
      replyTo,
      raw,
    });
  }
  return copies;
}

/**
 * What is held about the address. `before`: only what was written before that time (an erasure
 * applied again after a restore leaves what the person sent after it).
 */
export async function findPerson(strapi: Core.Strapi, given: string, before?: Date): Promise<PersonData> {
  const email = normalizeEmail(given);
  const until = before ? { createdAt: { $lte: before.toISOString() } } : {};
  const prospect = (await strapi.documents(PROSPECT_UID).findFirst({ filters: { email, ...until } })) as Entry | null;
  // Their leads: those filed under them, and any not filed yet (matched on the address).
  const leads = (await strapi.documents(LEAD_UID).findMany({
    filters: {
      $and: [
        { $or: [...(prospect ? [{ prospect: { documentId: prospect.documentId } }] : []), { email: { $eqi: email } }] },
        ...(before
          ? [
              {
                $or: [
                  { submittedAt: { $lte: before.toISOString() } },
                  { submittedAt: { $null: true }, createdAt: { $lte: before.toISOString() } },
                ],
              },
            ]
          : []),
      ],
    },
    populate: { course: { fields: ['title'] }, school: { fields: ['name'] }, intake: { fields: ['label'] } },
    sort: ['createdAt:asc'],
  })) as unknown as Entry[];
  const followUps = prospect
    ? ((await strapi.documents(STAGE_CHANGE_UID).findMany({
        filters: { prospect: { documentId: prospect.documentId } },
        sort: ['changedAt:asc'],
      })) as unknown as Entry[])
    : [];
  const hashes = await addressHashes(strapi, email);
  const privacyLog = await privacyLogAbout(strapi, hashes);
  const applications = await applicationsHeld(strapi, email, before);
  const eventIds = [
    ...applications.flatMap((application) =>
      ((application.events ?? []) as Array<{ documentId: string }>).map(
        (entry) => `application.stage_changed:${entry.documentId}`,
      ),
    ),
    ...leads.map((lead) => `lead.created:${lead.documentId}`),
    ...followUps.map((entry) => `prospect.stage_changed:${entry.documentId}`),
    ...privacyLog
      .filter((entry) => entry.action === 'rectify')
      .map((entry) => `prospect.rectified:${entry.documentId}`),
  ];
  const crmEvents =
    eventIds.length > 0
      ? ((await strapi.documents(CRM_EVENT_UID).findMany({
          filters: { eventId: { $in: eventIds } },
          fields: [
            'eventId',
            'eventType',
            'occurredAt',
            'deliveryState',
            'attempts',
            'lastAttemptAt',
            'deliveredAt',
            'lastError',
            'payload',
          ],
        })) as unknown as Entry[])
      : [];
  return {
    email,
    prospect,
    leads,
    followUps,
    crmEvents,
    emails: await mailCopies(strapi, hashes, before),
    privacyLog,
    applicantSignIns: await countApplicantSignIns(strapi, email, before),
    passkeys: await passkeysHeld(strapi, email, before),
    applications,
  };
}

/** Whether anything is held about the person (the privacy log's entries aside: they name nobody). */
export const holdsAnything = (data: PersonData) =>
  Boolean(data.prospect) ||
  data.leads.length + data.followUps.length + data.emails.length + data.applicantSignIns + data.applications.length > 0;

/** How many records of each kind are held, as the privacy page and the log show them. */
export const personCounts = (data: PersonData) => ({
  prospect: data.prospect ? 1 : 0,
  leads: data.leads.length,
  followUps: data.followUps.length,
  crmEvents: data.crmEvents.length,
  emails: data.emails.length,
});

const INTERNAL = new Set(['id', 'documentId', 'locale', 'publishedAt', 'createdBy', 'updatedBy', 'localizations']);
const plain = (entry: Entry | null) =>
  entry
    ? Object.fromEntries(Object.entries(entry).filter(([field]) => !INTERNAL.has(field) || field === 'documentId'))
    : null;

/**
 * The export as JSON: every record, as stored, relations by their title; their marketing choice
 * and its withdrawal; each delivery to the CRM and its state; the e-mails sent (subject, date,
 * message); what was done at their request (the privacy log, by whom and when).
 */
export function personJson(data: PersonData, exportedAt: Date) {
  const prospect = data.prospect;
  return {
    exportedAt: exportedAt.toISOString(),
    email: data.email,
    prospect: plain(prospect),
    marketing: prospect
      ? { optIn: prospect.marketingOptIn === true, optOutAt: prospect.marketingOptOutAt ?? null }
      : null,
    leads: data.leads.map(plain),
    applications: data.applications.map(({ id: _id, ...application }) => application),
    passkeys: data.passkeys,
    followUps: data.followUps.map(plain),
    crmDeliveries: data.crmEvents.map(plain),
    emails: data.emails.map(({ file, ...copy }) => ({ file: path.basename(file), ...copy })),
    privacyLog: data.privacyLog.map(({ action, performedAt, performedBy, summary, recipients }) => ({
      action,
      performedAt,
      performedBy,
      summary,
      recipients,
    })),
  };
}

const cell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The export as CSV: one line per value (record, number, field, value), so that every record
 * and field fits one table, in any spreadsheet (UTF-8 with a byte-order mark, CRLF).
 */
export function personCsv(json: ReturnType<typeof personJson>): string {
  const lines: string[][] = [['record', 'number', 'field', 'value']];
  const add = (record: string, number: number, entry: Record<string, unknown> | null) => {
    if (!entry) return;
    for (const [field, value] of Object.entries(entry)) lines.push([record, String(number), field, cell(value)]);
  };
  add('prospect', 1, json.prospect);
  json.leads.forEach((lead, i) => add('lead', i + 1, lead));
  json.applications.forEach((application, i) => add('application', i + 1, application));
  json.passkeys.forEach((passkey, i) => add('passkey', i + 1, passkey));
  json.followUps.forEach((entry, i) => add('follow-up', i + 1, entry));
  json.crmDeliveries.forEach((entry, i) => add('crm-delivery', i + 1, entry));
  add('marketing', 1, json.marketing);
  json.emails.forEach((copy, i) => add('e-mail', i + 1, copy));
  json.privacyLog.forEach((entry, i) => add('privacy-log', i + 1, entry));
  return `\uFEFF${lines.map((line) => line.map((v, i) => (i === 3 ? v : cell(v))).join(',')).join('\r\n')}\r\n`;
}
