import { createHmac } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Core, Modules } from '@strapi/strapi';
import { CRM_EVENT_UID } from '../crm/crm-events';
import { LEAD_UID } from '../leads/lead-labels';
import { emlOutboxDir } from '../mail/eml-outbox-transport';
import { normalizeEmail } from '../prospects/normalize-email';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../prospects/prospect-labels';
import { runInternal } from '../utils/internal-writes';
import { PRIVACY_LOG_UID } from './privacy-labels';
import { appKey } from '../utils/app-key';

// Everything the CMS holds about one person, found by their e-mail: for their requests to see
// (GDPR article 15) or erase (article 17) it, and for the retention job.

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
}

export interface ErasureCounts {
  prospect: number;
  leads: number;
  followUps: number;
  crmEvents: number;
  emails: number;
  siteOutbox: number | null;
}

/**
 * The person as the audit log names them: a keyed hash of the normalized e-mail (HMAC-SHA256
 * with the CMS's first app key), so that "was this address erased?" can be answered by whoever
 * holds the address, and the log itself names nobody.
 */
export function emailHash(strapi: Core.Strapi, email: string): string {
  return createHmac('sha256', appKey(strapi)).update(normalizeEmail(email)).digest('hex');
}

const header = (raw: string, name: string): string | null => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // Folded header lines continue with whitespace.
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1] ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : null;
};

/** The copies of the e-mails sent to or about the person, in the CMS's mail folder (none when it sends by SMTP). */
async function mailCopies(strapi: Core.Strapi, email: string): Promise<MailCopy[]> {
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
    if (!addresses.some((address) => normalizeEmail(address) === email)) continue;
    copies.push({
      file: path.join(dir, name),
      date: header(raw, 'Date'),
      subject: header(raw, 'Subject'),
      to,
      replyTo,
      raw,
    });
  }
  return copies;
}

export async function findPerson(strapi: Core.Strapi, given: string): Promise<PersonData> {
  const email = normalizeEmail(given);
  const prospect = (await strapi.documents(PROSPECT_UID).findFirst({ filters: { email } })) as Entry | null;
  // Their leads: those filed under them, and any not filed yet (matched on the address).
  const leads = (await strapi.documents(LEAD_UID).findMany({
    filters: {
      $or: [...(prospect ? [{ prospect: { documentId: prospect.documentId } }] : []), { email: { $eqi: email } }],
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
  const eventIds = [
    ...leads.map((lead) => `lead.created:${lead.documentId}`),
    ...followUps.map((entry) => `prospect.stage_changed:${entry.documentId}`),
  ];
  const crmEvents =
    eventIds.length > 0
      ? ((await strapi.documents(CRM_EVENT_UID).findMany({
          filters: { eventId: { $in: eventIds } },
          fields: ['eventId', 'eventType', 'occurredAt', 'deliveryState', 'deliveredAt', 'payload'],
        })) as unknown as Entry[])
      : [];
  return { email, prospect, leads, followUps, crmEvents, emails: await mailCopies(strapi, email) };
}

/** Whether anything is held about the person. */
export const holdsAnything = (data: PersonData) =>
  Boolean(data.prospect) || data.leads.length + data.followUps.length + data.emails.length > 0;

const INTERNAL = new Set(['id', 'documentId', 'locale', 'publishedAt', 'createdBy', 'updatedBy', 'localizations']);
const plain = (entry: Entry | null) =>
  entry
    ? Object.fromEntries(Object.entries(entry).filter(([field]) => !INTERNAL.has(field) || field === 'documentId'))
    : null;

/** The export as JSON: every record, as stored, relations by their title. */
export function personJson(data: PersonData, exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
    email: data.email,
    prospect: plain(data.prospect),
    leads: data.leads.map(plain),
    followUps: data.followUps.map(plain),
    crmDeliveries: data.crmEvents.map(plain),
    emails: data.emails.map(({ file, ...copy }) => ({ file: path.basename(file), ...copy })),
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
  json.followUps.forEach((entry, i) => add('follow-up', i + 1, entry));
  json.crmDeliveries.forEach((entry, i) => add('crm-delivery', i + 1, entry));
  json.emails.forEach((copy, i) => add('e-mail', i + 1, copy));
  return `\uFEFF${lines.map((line) => line.map((v, i) => (i === 3 ? v : cell(v))).join(',')).join('\r\n')}\r\n`;
}

/** The site instances that keep leads on their disk until the CMS takes them. */
function siteEraseUrls(): string[] {
  const listed = process.env.WEB_PRIVACY_ERASE_URLS;
  if (listed)
    return listed
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
  const revalidate = process.env.WEB_REVALIDATE_URL;
  return revalidate ? [new URL('/api/privacy/erase', revalidate).toString()] : [];
}

/** Asks each site instance to delete the person's leads from its outbox; null when one could not be reached. */
async function eraseFromSites(email: string): Promise<number | null> {
  const secret = process.env.REVALIDATE_SECRET;
  const urls = siteEraseUrls();
  if (!secret || urls.length === 0) return null;
  let erased = 0;
  for (const url of urls) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return null;
      erased += Number(((await response.json()) as { erased?: number }).erased ?? 0);
    } catch {
      return null;
    }
  }
  return erased;
}

/**
 * Erases the person: the prospect, all their leads (filed or not yet), their follow-up history,
 * what was queued for the CRM about them, the copies of their e-mails, and their leads waiting in
 * the sites' outboxes. What the CRM already received is the
 * CRM's to erase.
 */
export async function erasePerson(strapi: Core.Strapi, data: PersonData): Promise<ErasureCounts> {
  await runInternal(async () => {
    const remove = (uid: typeof CRM_EVENT_UID | typeof STAGE_CHANGE_UID | typeof LEAD_UID, entries: Entry[]) =>
      Promise.all(entries.map((entry) => strapi.documents(uid).delete({ documentId: entry.documentId })));
    await remove(CRM_EVENT_UID, data.crmEvents);
    await remove(STAGE_CHANGE_UID, data.followUps);
    await remove(LEAD_UID, data.leads);
    if (data.prospect) await strapi.documents(PROSPECT_UID).delete({ documentId: data.prospect.documentId });
  });
  for (const copy of data.emails) await unlink(copy.file).catch(() => undefined);
  return {
    prospect: data.prospect ? 1 : 0,
    leads: data.leads.length,
    followUps: data.followUps.length,
    crmEvents: data.crmEvents.length,
    emails: data.emails.length,
    siteOutbox: await eraseFromSites(data.email),
  };
}

/** One line of the audit log: what was done, by whom, when, about whom (as a hash). */
export async function logPrivacyAction(
  strapi: Core.Strapi,
  action: 'export' | 'erase' | 'retention_erase',
  email: string,
  performedBy: string,
  summary: string,
): Promise<void> {
  const data = {
    action,
    emailHash: emailHash(strapi, email),
    performedBy: performedBy.slice(0, 400),
    performedAt: new Date().toISOString(),
    summary: summary.slice(0, 1000),
  } as Modules.Documents.Params.Data.Input<typeof PRIVACY_LOG_UID>;
  await runInternal(() => strapi.documents(PRIVACY_LOG_UID).create({ data }));
}
