import { randomBytes, randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { keyedHash, sameDigest, tokenHash } from '../../utils/keyed-hash';
import { log } from '../../utils/log';
import { pastHourlyLimit, requesterHash, type RateLimited } from './hourly-limits';
import { APPLICANT_CODE_UID, type ApplicantLanguage } from './applicant-uids';
import { openSession, type ApplicantSession } from './applicant-sessions';
import { sendSignInEmail } from './sign-in-email';

/** A code lives ten minutes (issue 58). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Codes sent to one address in an hour; then the applicant waits (a mail server's delay is minutes). */
export const CODES_PER_ADDRESS_PER_HOUR = 5;
/** Codes asked from one network address in an hour: a school's or a cybercafé's many students, not a robot. */
export const CODES_PER_REQUESTER_PER_HOUR = 20;
/** Wrong codes typed for one address before its live codes are void. */
export const WRONG_CODES_ALLOWED = 5;

export type CodeRequest = { status: 'sent' } | RateLimited;

export type SignIn =
  | { status: 'signed-in'; token: string; session: ApplicantSession }
  | { status: 'wrong'; attemptsLeft: number }
  /** No live code for the address: expired, used, never sent or void after too many wrong ones. */
  | { status: 'expired' };

type CodeRow = { id: number; codeHash: string; attempts: number; createdAt: string; language: ApplicantLanguage };

/**
 * Sends a new code (and its link) to the address, unless it or the requester asked too many in
 * the last hour. Any well-formed address gets one: the account is the address, made at the
 * first sign-in, so whether it is known says nothing.
 */
export async function requestCode(
  strapi: Core.Strapi,
  request: { email: string; language: ApplicantLanguage; requester: string },
): Promise<CodeRequest> {
  const email = normalizeEmail(request.email);
  const requestedFrom = requesterHash(strapi, request.requester);
  const limited = await pastHourlyLimit(
    strapi,
    APPLICANT_CODE_UID,
    [
      { per: 'address', where: { email }, limit: CODES_PER_ADDRESS_PER_HOUR },
      { per: 'requester', where: { requestedFrom }, limit: CODES_PER_REQUESTER_PER_HOUR },
    ],
    'applicant code',
  );
  if (limited) return limited;
  const codes = strapi.db.query(APPLICANT_CODE_UID);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const link = randomBytes(32).toString('base64url');
  await codes.create({
    data: {
      email,
      codeHash: keyedHash(strapi, `code:${email}:${code}`),
      linkHash: tokenHash(link),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      attempts: 0,
      requestedFrom,
      language: request.language,
    },
  });
  await sendSignInEmail(strapi, { to: email, code, link, language: request.language });
  return { status: 'sent' };
}

const liveCodes = (strapi: Core.Strapi, where: Record<string, unknown>) =>
  strapi.db.query(APPLICANT_CODE_UID).findMany({
    where: {
      ...where,
      usedAt: { $null: true },
      expiresAt: { $gt: new Date() },
      attempts: { $lt: WRONG_CODES_ALLOWED },
    },
    orderBy: { createdAt: 'desc' },
  }) as Promise<CodeRow[]>;

/** Uses a code: once, and only while no other request used it (two taps, two tabs). */
async function useCode(strapi: Core.Strapi, id: number): Promise<boolean> {
  const { count } = await strapi.db
    .query(APPLICANT_CODE_UID)
    .updateMany({ where: { id, usedAt: { $null: true } }, data: { usedAt: new Date() } });
  return count === 1;
}

/**
 * Signs in with a code typed on the page. Any live code of the address counts (the student who
 * asked twice types the first one that arrives); a wrong one counts against all of them.
 */
export async function signInWithCode(strapi: Core.Strapi, typed: { email: string; code: string }): Promise<SignIn> {
  const email = normalizeEmail(typed.email);
  const live = await liveCodes(strapi, { email });
  if (live.length === 0) return { status: 'expired' };
  const digest = keyedHash(strapi, `code:${email}:${typed.code}`);
  const match = live.find((row) => sameDigest(row.codeHash, digest));
  if (!match) {
    const attempts = Math.max(...live.map((row) => row.attempts)) + 1;
    await strapi.db
      .query(APPLICANT_CODE_UID)
      .updateMany({ where: { id: { $in: live.map((row) => row.id) } }, data: { attempts } });
    log('info', 'applicant code wrong', { attemptsLeft: WRONG_CODES_ALLOWED - attempts });
    return attempts >= WRONG_CODES_ALLOWED
      ? { status: 'expired' }
      : { status: 'wrong', attemptsLeft: WRONG_CODES_ALLOWED - attempts };
  }
  if (!(await useCode(strapi, match.id))) return { status: 'expired' };
  const { token, session } = await openSession(strapi, email, match.language);
  return { status: 'signed-in', token, session };
}

/** Signs in with the e-mail's link, once its page's button is pressed (never by opening it). */
export async function signInWithLink(strapi: Core.Strapi, link: string): Promise<SignIn> {
  const [row] = (await liveCodes(strapi, { linkHash: tokenHash(link) })) as Array<CodeRow & { email: string }>;
  if (!row || !(await useCode(strapi, row.id))) return { status: 'expired' };
  const { token, session } = await openSession(strapi, row.email, row.language);
  return { status: 'signed-in', token, session };
}
