import type { Core, Modules } from '@strapi/strapi';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { keyedHash } from '../../utils/keyed-hash';
import { runInternal } from '../../utils/internal-writes';
import { PRIVACY_LOG_UID, type PrivacyAction } from '../../admissions/privacy-labels';

// The audit log of what was done with people's data at their request: who, when, what, which
// recipients were told. It names a person only by a keyed hash of their address.

export type { PrivacyAction };
/**
 * The erasures: a lead the person sent before one of these is never taken again. (An erasure
 * applied again after a restore, `restore_erase`, repeats one of these and has no time of its own.)
 */
export const ERASING_ACTIONS = ['erase', 'retention_erase'] as const satisfies PrivacyAction[];

/** Who was told of an erasure or a correction, and how it went (GDPR article 19). */
export interface Recipient {
  recipient: 'site' | 'crm';
  /** The site instance's address (its origin, as configured), for a site. */
  instance?: string;
  /** For a site whose host is a name: which of the addresses it resolved to was asked. */
  address?: string;
  state: 'told' | 'queued' | 'delivered' | 'failed' | 'unreachable' | 'not configured';
  at: string;
  /** For a site: how many of the person's leads it deleted from its outbox. */
  erased?: number;
}

export interface PrivacyLogEntry {
  documentId: string;
  action: PrivacyAction;
  emailHash: string;
  newEmailHash: string | null;
  performedBy: string;
  performedAt: string;
  summary: string | null;
  recipients: Recipient[] | null;
}

/**
 * The person as the audit log names them: a keyed hash of the normalized e-mail (HMAC-SHA256
 * with the CMS's first app key), so that "was this address erased?" can be answered by whoever
 * holds the address, and the log itself names nobody.
 */
export function emailHash(strapi: Core.Strapi, email: string): string {
  return keyedHash(strapi, normalizeEmail(email));
}

type Input = Modules.Documents.Params.Data.Input<typeof PRIVACY_LOG_UID>;

/** One line of the audit log. `performedAt` is now unless given (an erasure restored from the ledger keeps its time). */
export async function logPrivacyAction(
  strapi: Core.Strapi,
  entry: {
    action: PrivacyAction;
    emailHash: string;
    performedBy: string;
    summary?: string;
    newEmailHash?: string;
    recipients?: Recipient[];
    performedAt?: Date;
  },
): Promise<PrivacyLogEntry> {
  const data = {
    action: entry.action,
    emailHash: entry.emailHash,
    newEmailHash: entry.newEmailHash ?? null,
    performedBy: entry.performedBy.slice(0, 400),
    performedAt: (entry.performedAt ?? new Date()).toISOString(),
    summary: entry.summary?.slice(0, 1000) ?? null,
    recipients: entry.recipients ?? null,
  } as Input;
  return (await runInternal(() => strapi.documents(PRIVACY_LOG_UID).create({ data }))) as unknown as PrivacyLogEntry;
}

/** Completes an entry: what was done, once done, and who was told. */
export async function updatePrivacyLog(
  strapi: Core.Strapi,
  documentId: string,
  changes: { summary?: string; recipients?: Recipient[] },
): Promise<void> {
  const data = {
    ...(changes.summary === undefined ? {} : { summary: changes.summary.slice(0, 1000) }),
    ...(changes.recipients === undefined ? {} : { recipients: changes.recipients }),
  } as Input;
  await runInternal(() => strapi.documents(PRIVACY_LOG_UID).update({ documentId, data }));
}

/** The CRM's answer to an event about an erasure or a correction, written on its log entry. */
export async function noteCrmOutcome(
  strapi: Core.Strapi,
  documentId: string,
  state: 'delivered' | 'failed',
): Promise<void> {
  const entry = (await strapi.documents(PRIVACY_LOG_UID).findOne({ documentId })) as unknown as PrivacyLogEntry | null;
  if (!entry) return;
  const others = (entry.recipients ?? []).filter((r) => r.recipient !== 'crm');
  await updatePrivacyLog(strapi, documentId, {
    recipients: [...others, { recipient: 'crm', state, at: new Date().toISOString() }],
  });
}

/**
 * The hashes of every address the person was known by: their address now, and those that
 * corrections replaced (a correction's entry links the old hash to the new one). What was sent to
 * an address before it was corrected (a mail copy) is still theirs.
 */
export async function addressHashes(strapi: Core.Strapi, email: string): Promise<Set<string>> {
  const hashes = new Set([emailHash(strapi, email)]);
  // Back through the corrections, one step at a time: those that led to an address known so far
  // (by the index on newEmailHash), never the whole log.
  for (let reached = [...hashes]; reached.length > 0; ) {
    const corrections = (await strapi.documents(PRIVACY_LOG_UID).findMany({
      filters: { action: 'rectify', newEmailHash: { $in: reached } },
      fields: ['emailHash'],
    })) as unknown as Array<Pick<PrivacyLogEntry, 'emailHash'>>;
    reached = [...new Set(corrections.map((entry) => entry.emailHash))].filter((hash) => !hashes.has(hash));
    for (const hash of reached) hashes.add(hash);
  }
  return hashes;
}

/** The entries about one person (under any address they were known by), oldest first. */
export async function privacyLogAbout(strapi: Core.Strapi, hashes: Set<string>): Promise<PrivacyLogEntry[]> {
  return (await strapi.documents(PRIVACY_LOG_UID).findMany({
    filters: { $or: [{ emailHash: { $in: [...hashes] } }, { newEmailHash: { $in: [...hashes] } }] },
    sort: ['performedAt:asc'],
  })) as unknown as PrivacyLogEntry[];
}
