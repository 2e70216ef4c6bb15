import type { Core } from '@strapi/strapi';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { errorText } from '../../utils/error-text';
import { keyedHash, tokenHash } from '../../utils/keyed-hash';
import { log } from '../../utils/log';
import { openSession, type ApplicantSession } from './applicant-sessions';
import { pastHourlyLimit, requesterHash, type HourlyLimit, type RateLimited } from './hourly-limits';
import { APPLICANT_PASSKEY_CHALLENGE_UID, APPLICANT_PASSKEY_UID, type ApplicantLanguage } from './applicant-uids';
import { passkeyOrigin, type PasskeyOrigin } from './passkey-origins';

// Passkeys (issue 58): an option beside the e-mailed code, never instead of it. Every check of
// WebAuthn (the challenge in what the browser signed, the origin, the relying party's id, the
// flags, the signature, the counter) is @simplewebauthn/server's; this module keeps the
// challenges (hashed, five minutes, used once by a conditional update, a registration's bound to
// its session, counted against the sign-in's hourly limits) and the credentials (id, public key,
// counter: nothing secret). Every answer a browser sends spends a challenge before it is checked,
// so the limits on challenges limit the tries at both ends of a ceremony.

/** A challenge lives five minutes: the browser's prompt times out before. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/**
 * Challenges given to one network address in an hour, to sign in or to add a passkey: a school's
 * computer room or a mobile operator's shared address, each student trying twice, stays under it.
 */
export const CHALLENGES_PER_REQUESTER_PER_HOUR = 120;
/** Challenges to add a passkey given to one applicant in an hour: a phone, a laptop, a cancelled prompt or two. */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;
/** The name the browser's passkey prompt shows. */
const RP_NAME = 'Horizon Écoles';

export type PasskeyRefusal =
  /** The page is at an origin where passkeys are not offered (an IP address, an unknown host). */
  | 'unsupported'
  /** The challenge is spent, expired, never given, or another session's. */
  | 'expired'
  /** No passkey of that id (removed, or the person erased), or it is another person's. */
  | 'unknown'
  /** What the browser sent does not verify (a signature, an origin, a counter gone backwards). */
  | 'invalid';

export type Refused = { status: 'refused'; reason: PasskeyRefusal };
export type PasskeySignIn = { status: 'signed-in'; token: string; session: ApplicantSession } | Refused;

export interface PasskeySummary {
  id: string;
  label: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

type CredentialRow = {
  id: number;
  email: string;
  credentialId: string;
  publicKey: string;
  counter: string | number;
  transports: AuthenticatorTransport[] | null;
  userHandle: string;
};

const refused = (reason: PasskeyRefusal): Refused => ({ status: 'refused', reason });

/**
 * The user handle the authenticator keeps with a person's passkeys (and gives back at sign-in):
 * a keyed hash of their address, so that the device holds no address of ours beyond the name
 * shown, and a second passkey of the same person on one device replaces the first.
 */
const userHandle = (strapi: Core.Strapi, email: string) =>
  isoBase64URL.fromBuffer(Buffer.from(keyedHash(strapi, `passkey-user:${email}`), 'hex'));

/** The challenge in what the browser signed; null when it cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * The answer when one more challenge would be past the hour's limits: the applicant's for a
 * registration (`bound`), the network address's for every challenge; null under them.
 */
function challengeLimit(strapi: Core.Strapi, requestedFrom: string, bound?: { email: string }) {
  const limits: HourlyLimit[] = [
    ...(bound
      ? [{ per: 'address' as const, where: { email: bound.email }, limit: REGISTRATIONS_PER_ADDRESS_PER_HOUR }]
      : []),
    { per: 'requester', where: { requestedFrom }, limit: CHALLENGES_PER_REQUESTER_PER_HOUR },
  ];
  return pastHourlyLimit(strapi, APPLICANT_PASSKEY_CHALLENGE_UID, limits, 'applicant passkey challenge');
}

async function keepChallenge(
  strapi: Core.Strapi,
  challenge: string,
  place: PasskeyOrigin,
  requestedFrom: string,
  bound?: { email: string; token: string },
) {
  await strapi.db.query(APPLICANT_PASSKEY_CHALLENGE_UID).create({
    data: {
      challengeHash: tokenHash(challenge),
      purpose: bound ? 'register' : 'sign_in',
      email: bound?.email ?? null,
      sessionHash: bound ? tokenHash(bound.token) : null,
      origin: place.origin,
      requestedFrom,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    },
  });
}

/** Spends the challenge: once, while it lives, where it was given (and by the session it was given to). */
async function spendChallenge(
  strapi: Core.Strapi,
  challenge: string,
  place: PasskeyOrigin,
  token?: string,
): Promise<boolean> {
  const { count } = await strapi.db.query(APPLICANT_PASSKEY_CHALLENGE_UID).updateMany({
    where: {
      challengeHash: tokenHash(challenge),
      purpose: token ? 'register' : 'sign_in',
      ...(token ? { sessionHash: tokenHash(token) } : {}),
      origin: place.origin,
      usedAt: { $null: true },
      expiresAt: { $gt: new Date() },
    },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

const credentialsOf = (strapi: Core.Strapi, email: string) =>
  strapi.db.query(APPLICANT_PASSKEY_UID).findMany({
    where: { email },
    orderBy: { createdAt: 'asc' },
  }) as Promise<CredentialRow[]>;

/**
 * What the browser needs to add a passkey for the signed-in applicant (residents keys, so that
 * signing in needs no address), asked from `requester` (the visitor's network address).
 */
export async function registrationOptions(
  strapi: Core.Strapi,
  signedIn: { email: string; token: string },
  asked: { origin: string; requester: string },
): Promise<{ status: 'options'; options: PublicKeyCredentialCreationOptionsJSON } | Refused | RateLimited> {
  const place = passkeyOrigin(asked.origin);
  if (!place) return refused('unsupported');
  const requestedFrom = requesterHash(strapi, asked.requester);
  const limited = await challengeLimit(strapi, requestedFrom, signedIn);
  if (limited) return limited;
  const existing = await credentialsOf(strapi, signedIn.email);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: place.rpId,
    userName: signedIn.email,
    userDisplayName: signedIn.email,
    userID: isoBase64URL.toBuffer(userHandle(strapi, signedIn.email)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await keepChallenge(strapi, options.challenge, place, requestedFrom, signedIn);
  return { status: 'options', options };
}

/** Verifies the new passkey and keeps it for the signed-in applicant. */
export async function addPasskey(
  strapi: Core.Strapi,
  signedIn: { email: string; token: string },
  sent: { origin: string; response: RegistrationResponseJSON; label: string | null },
): Promise<{ status: 'added'; passkey: PasskeySummary } | Refused> {
  const place = passkeyOrigin(sent.origin);
  if (!place) return refused('unsupported');
  const challenge = challengeOf(sent.response.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(strapi, challenge, place, signedIn.token))) return refused('expired');
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: sent.response,
      expectedChallenge: challenge,
      expectedOrigin: place.origin,
      expectedRPID: place.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    log('warn', 'applicant passkey not added: it does not verify', { error: errorText(error) });
    return refused('invalid');
  }
  if (!verified.verified) return refused('invalid');
  const { credential } = verified.registrationInfo;
  const passkeys = strapi.db.query(APPLICANT_PASSKEY_UID);
  if (await passkeys.findOne({ where: { credentialId: credential.id }, select: ['id'] })) return refused('invalid');
  const row = (await passkeys.create({
    data: {
      email: signedIn.email,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: sent.response.response.transports ?? [],
      userHandle: userHandle(strapi, signedIn.email),
      label: sent.label?.slice(0, 100) || null,
    },
  })) as CredentialRow & { createdAt: string };
  return {
    status: 'added',
    passkey: {
      id: String(row.id),
      label: sent.label,
      createdAt: new Date(row.createdAt).toISOString(),
      lastUsedAt: null,
    },
  };
}

/**
 * A challenge for a sign-in with any passkey of this site (discoverable: no address typed), asked
 * from `requester` (the visitor's network address: no account is known yet).
 */
export async function signInOptions(
  strapi: Core.Strapi,
  asked: { origin: string; requester: string },
): Promise<{ status: 'options'; options: PublicKeyCredentialRequestOptionsJSON } | Refused | RateLimited> {
  const place = passkeyOrigin(asked.origin);
  if (!place) return refused('unsupported');
  const requestedFrom = requesterHash(strapi, asked.requester);
  const limited = await challengeLimit(strapi, requestedFrom);
  if (limited) return limited;
  const options = await generateAuthenticationOptions({
    rpID: place.rpId,
    userVerification: 'preferred',
    allowCredentials: [],
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await keepChallenge(strapi, options.challenge, place, requestedFrom);
  return { status: 'options', options };
}

/**
 * Signs in with a passkey: the challenge spent, the assertion verified against the passkey it
 * names and the person it was made for, its counter moved on (a conditional update: a replayed or
 * cloned assertion racing it loses), then a session opened as the code's sign-in opens one.
 */
export async function signInWithPasskey(
  strapi: Core.Strapi,
  sent: { origin: string; response: AuthenticationResponseJSON; language: ApplicantLanguage },
): Promise<PasskeySignIn> {
  const place = passkeyOrigin(sent.origin);
  if (!place) return refused('unsupported');
  const challenge = challengeOf(sent.response.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(strapi, challenge, place))) return refused('expired');
  const passkeys = strapi.db.query(APPLICANT_PASSKEY_UID);
  const row = (await passkeys.findOne({ where: { credentialId: sent.response.id } })) as CredentialRow | null;
  if (!row) return refused('unknown');
  if (sent.response.response.userHandle !== row.userHandle) {
    log('warn', 'applicant passkey refused: made for another person');
    return refused('unknown');
  }
  const counter = Number(row.counter);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: sent.response,
      expectedChallenge: challenge,
      expectedOrigin: place.origin,
      expectedRPID: place.rpId,
      credential: {
        id: row.credentialId,
        publicKey: isoBase64URL.toBuffer(row.publicKey),
        counter,
        transports: row.transports ?? undefined,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    log('warn', 'applicant passkey refused: it does not verify', { error: errorText(error) });
    return refused('invalid');
  }
  if (!verified.verified) return refused('invalid');
  const { count } = await passkeys.updateMany({
    where: { id: row.id, counter: row.counter },
    data: { counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() },
  });
  if (count !== 1) return refused('invalid');
  const { token, session } = await openSession(strapi, row.email, sent.language);
  return { status: 'signed-in', token, session };
}

/** The applicant's passkeys, oldest first (no key, no id of the authenticator's). */
export async function listPasskeys(strapi: Core.Strapi, email: string): Promise<PasskeySummary[]> {
  const rows = (await strapi.db.query(APPLICANT_PASSKEY_UID).findMany({
    where: { email },
    select: ['id', 'label', 'createdAt', 'lastUsedAt'],
    orderBy: { createdAt: 'asc' },
  })) as Array<{ id: number; label: string | null; createdAt: string; lastUsedAt: string | null }>;
  return rows.map((row) => ({
    id: String(row.id),
    label: row.label,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  }));
}

/** Removes one of the applicant's passkeys (another person's is not theirs to remove: 0). */
export async function removePasskey(strapi: Core.Strapi, email: string, id: string): Promise<number> {
  if (!/^[0-9]{1,15}$/.test(id)) return 0;
  const { count } = await strapi.db.query(APPLICANT_PASSKEY_UID).deleteMany({ where: { id: Number(id), email } });
  return count;
}
