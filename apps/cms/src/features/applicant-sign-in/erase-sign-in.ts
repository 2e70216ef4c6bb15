import type { Core, UID } from '@strapi/strapi';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { APPLICANT_CODE_UID, APPLICANT_SESSION_UID } from './applicant-uids';

const ofPerson = (email: string, before?: Date) => ({
  email: normalizeEmail(email),
  ...(before ? { createdAt: { $lte: before } } : {}),
});

/** How many sign-in codes and sessions name the address (made before `before`, when given). */
export async function countApplicantSignIns(strapi: Core.Strapi, email: string, before?: Date): Promise<number> {
  const where = ofPerson(email, before);
  const counts = await Promise.all(
    [APPLICANT_CODE_UID, APPLICANT_SESSION_UID].map((uid) => strapi.db.query(uid).count({ where })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Deletes an erased person's sign-in codes and sessions (signing them out everywhere): the rows
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
  for (const uid of [APPLICANT_CODE_UID, APPLICANT_SESSION_UID] as const) {
    const { count } = await strapi.db.query(uid).deleteMany({ where });
    if (count > 0) touched.push(uid);
  }
  return touched;
}
