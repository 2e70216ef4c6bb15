'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { keepSession, sessionToken } from '@/lib/applicant/applicant-cookies';
import { deviceLabel } from '@/lib/applicant/device-label';
import { pageOrigin } from '@/lib/applicant/page-origin';
import { isCmsError } from '@/lib/cms/errors';
import {
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
  type PasskeyOptions,
  type PasskeyRefusal,
} from '@/lib/cms/resources/applicant-passkeys';
import { log } from '@/lib/log';
import { recordResponseStatus, requesterAddress } from '@/lib/request-context';

// Passkeys (issue 58), through the site's server: the browser never reaches the CMS. The browser
// asks for a challenge, lets the device sign it, and sends the answer back here; the CMS checks
// it. Server actions: Next and the front door refuse a post from another origin.

export type PasskeyError =
  | 'cancelled'
  | 'unsupported'
  | 'unknown'
  | 'sessionEnded'
  | 'failed'
  | 'unavailable'
  | 'rate-limited';
/** Why the passkey did not work; past the hour's limit of tries, in how many minutes to try again. */
export type PasskeyFailure = { error: PasskeyError; retryAfterMinutes?: number };
export type PasskeyStart = { options: Record<string, unknown> } | PasskeyFailure;
export type PasskeyResult = { error?: PasskeyError; added?: boolean };

/** Larger than any answer a device gives (its attestation included). */
const MAX_ANSWER_CHARACTERS = 100_000;

const REFUSALS: Record<PasskeyRefusal, PasskeyError> = {
  unsupported: 'unsupported',
  expired: 'failed',
  unknown: 'unknown',
  invalid: 'failed',
};

function failed(error: unknown): { error: PasskeyError } {
  if (!isCmsError(error)) throw error;
  if (error.status === 401) return { error: 'sessionEnded' };
  log('warn', 'applicant passkey: the CMS did not answer', { status: error.status });
  recordResponseStatus(503);
  return { error: 'unavailable' };
}

/** The options for the browser, or why there are none (429 past the limit, as the code's sign-in answers). */
function started(answer: PasskeyOptions): PasskeyStart {
  if (answer.status === 'options') return { options: answer.options };
  if (answer.status === 'refused') return { error: REFUSALS[answer.reason] };
  recordResponseStatus(429);
  return { error: 'rate-limited', retryAfterMinutes: answer.retryAfterMinutes };
}

const tooLarge = (answer: unknown) => JSON.stringify(answer ?? null).length > MAX_ANSWER_CHARACTERS;

/** A challenge to sign in with a passkey of this site (no address asked). */
export async function startPasskeySignIn(): Promise<PasskeyStart> {
  try {
    return started(await passkeySignInOptions(await pageOrigin(), requesterAddress()));
  } catch (error) {
    return failed(error);
  }
}

/** Signs in with the device's answer and opens the applicant's space, or says why not. */
export async function finishPasskeySignIn(locale: string, answer: unknown): Promise<PasskeyResult> {
  const where = isLocale(locale) ? locale : 'fr';
  if (tooLarge(answer)) return { error: 'failed' };
  let signedIn;
  try {
    signedIn = await signInWithPasskey(await pageOrigin(), answer, where);
  } catch (error) {
    return failed(error);
  }
  if (signedIn.status !== 'signed-in') return { error: REFUSALS[signedIn.reason] };
  await keepSession(signedIn.token);
  redirect(getPathname({ href: '/candidature/espace', locale: where }));
}

/** A challenge to add a passkey on this device, for the signed-in applicant. */
export async function startAddingPasskey(): Promise<PasskeyStart> {
  const token = await sessionToken();
  if (!token) return { error: 'sessionEnded' };
  try {
    return started(await passkeyRegistrationOptions(token, await pageOrigin(), requesterAddress()));
  } catch (error) {
    return failed(error);
  }
}

/** Keeps the passkey the device made, named after the browser and system it was made on. */
export async function finishAddingPasskey(answer: unknown): Promise<PasskeyResult> {
  const token = await sessionToken();
  if (!token) return { error: 'sessionEnded' };
  if (tooLarge(answer)) return { error: 'failed' };
  try {
    const label = deviceLabel((await headers()).get('user-agent'));
    const added = await registerPasskey(token, await pageOrigin(), answer, label);
    return added.status === 'added' ? { added: true } : { error: REFUSALS[added.reason] };
  } catch (error) {
    return failed(error);
  }
}

/** Removes one of the applicant's passkeys (a plain form: works without JavaScript). */
export async function removePasskeyAction(locale: string, form: FormData): Promise<void> {
  const where = isLocale(locale) ? locale : 'fr';
  const token = await sessionToken();
  const id = String(form.get('passkey') ?? '').slice(0, 20);
  let query: Record<string, string> = { cle: 'supprimee' };
  try {
    if (token) await removePasskey(token, id);
  } catch (error) {
    if (!isCmsError(error)) throw error;
    query = error.status === 401 ? {} : { cle: 'indisponible' };
  }
  redirect(getPathname({ href: { pathname: '/candidature/espace', query }, locale: where }));
}
