import type { Core, UID } from '@strapi/strapi';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import {
  APPLICANT_CODE_UID,
  APPLICANT_PASSKEY_CHALLENGE_UID,
  APPLICANT_PASSKEY_UID,
  APPLICANT_SESSION_UID,
} from './applicant-uids';

/** The tables of a person's sign-ins: codes, sessions, passkeys and the challenges of adding one. */
const SIGN_IN_TYPES = [
  APPLICANT_CODE_UID,
  APPLICANT_SESSION_UID,
  APPLICANT_PASSKEY_UID,
  APPLICANT_PASSKEY_CHALLENGE_UID,
] as const;

const ofPerson = (email: string, before?: Date) => ({
  email: normalizeEmail(email),
  ...(before ? { createdAt: { $lte: before } } : {}),
});

/** How many sign-in codes, sessions and passkeys name the address (made before `before`, when given). */
export async function countApplicantSignIns(strapi: Core.Strapi, email: string, before?: Date): Promise<number> {
  const where = ofPerson(email, before);
  const counts = await Promise.all(SIGN_IN_TYPES.map((uid) => strapi.db.query(uid).count({ where })));
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Deletes an erased person's sign-in codes, sessions and passkeys (signing them out everywhere): the rows
 * name their address. `before`: only those made before then (an erasure applied again after a
 * restore keeps the sessions of a person who came back since). Returns the tables it deleted
 * from, for the database's scrub.
 */
export async function eraseApplicantSignIn(
  strapi: Core.Strapi,
  email: string,
  before?: Date,
): Promise<UID.ContentType[]> {
  const where = ofPerson(email, before);
  const touched: UID.ContentType[] = [];
  for (const uid of SIGN_IN_TYPES) {
    const { count } = await strapi.db.query(uid).deleteMany({ where });
    if (count > 0) touched.push(uid);
  }
  return touched;
}

/** The person's passkeys as their export lists them: the device, when added and last used; no key. */
export async function passkeysHeld(
  strapi: Core.Strapi,
  email: string,
  before?: Date,
): Promise<Array<{ label: string | null; transports: unknown; createdAt: string; lastUsedAt: string | null }>> {
  const rows = (await strapi.db.query(APPLICANT_PASSKEY_UID).findMany({
    where: ofPerson(email, before),
    select: ['label', 'transports', 'createdAt', 'lastUsedAt'],
    orderBy: { createdAt: 'asc' },
  })) as Array<{
    label: string | null;
    transports: unknown;
    createdAt: string | number;
    lastUsedAt: string | number | null;
  }>;
  // Dates as ISO texts whatever the database gives (SQLite: milliseconds).
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt).toISOString(),
  }));
}
