import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { APPLICANT_SESSION_UID, type ApplicantLanguage } from './applicant-uids';
import { tokenHash } from '../../utils/keyed-hash';

/** A session ends after this long without a request: a phone left in a cybercafé is not signed in the next day. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** And after this long whatever happens: signing in again by code once a month. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** The last request's time is written at most this often (not on every page). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface ApplicantSession {
  email: string;
  language: ApplicantLanguage;
  /** When it ends if the applicant does nothing more (ISO). */
  idleUntil: string;
}

/** Opens a session for a signed-in address; the token goes in the applicant's cookie and nowhere else. */
export async function openSession(
  strapi: Core.Strapi,
  email: string,
  language: ApplicantLanguage,
): Promise<{ token: string; session: ApplicantSession }> {
  const token = randomBytes(32).toString('base64url');
  const at = Date.now();
  await strapi.db.query(APPLICANT_SESSION_UID).create({
    data: {
      email,
      language,
      tokenHash: tokenHash(token),
      lastSeenAt: new Date(at),
      expiresAt: new Date(at + SESSION_MAX_MS),
    },
  });
  return { token, session: { email, language, idleUntil: new Date(at + SESSION_IDLE_MS).toISOString() } };
}

/** The session a token opened, while it lasts (and noted as used now); null otherwise. */
export async function readSession(strapi: Core.Strapi, token: string): Promise<ApplicantSession | null> {
  const row = await strapi.db.query(APPLICANT_SESSION_UID).findOne({ where: { tokenHash: tokenHash(token) } });
  if (!row || row.endedAt) return null;
  const at = Date.now();
  const lastSeen = new Date(row.lastSeenAt as string).getTime();
  if (at - lastSeen > SESSION_IDLE_MS || at > new Date(row.expiresAt as string).getTime()) return null;
  const touched = at - lastSeen > TOUCH_EVERY_MS;
  if (touched)
    await strapi.db.query(APPLICANT_SESSION_UID).update({ where: { id: row.id }, data: { lastSeenAt: new Date(at) } });
  const seen = touched ? at : lastSeen;
  return {
    email: row.email as string,
    language: row.language as ApplicantLanguage,
    idleUntil: new Date(seen + SESSION_IDLE_MS).toISOString(),
  };
}

/** Signs this browser out (`everywhere`: every session of the same address). */
export async function endSession(strapi: Core.Strapi, token: string, everywhere: boolean): Promise<number> {
  const row = await strapi.db.query(APPLICANT_SESSION_UID).findOne({ where: { tokenHash: tokenHash(token) } });
  if (!row) return 0;
  const where = everywhere ? { email: row.email as string, endedAt: { $null: true } } : { id: row.id as number };
  const { count } = await strapi.db.query(APPLICANT_SESSION_UID).updateMany({ where, data: { endedAt: new Date() } });
  return count;
}
