'use server';

import { z } from 'zod';
import { redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/locales';
import {
  dropPendingAddress,
  dropSession,
  keepPendingAddress,
  keepSession,
  sessionToken,
} from '@/lib/applicant/applicant-cookies';
import { endApplicantSession, requestSignInCode, signIn } from '@/lib/cms/resources/applicant';
import { isCmsError } from '@/lib/cms/errors';
import { log } from '@/lib/log';
import { recordResponseStatus, requesterAddress } from '@/lib/request-context';

export type SignInError = 'email' | 'code' | 'wrong' | 'expired' | 'rate-limited' | 'unavailable';

export type SignInState = {
  step: 'address' | 'code';
  email: string;
  error?: SignInError;
  attemptsLeft?: number;
  retryAfterMinutes?: number;
  /** A code was just sent (again): the page says so. */
  sent?: boolean;
};

const email = z.email().max(254);

const refuse = (status: number, state: SignInState): SignInState => {
  recordResponseStatus(status);
  return state;
};

/** The CMS did not answer: nothing was sent or checked, the student may try again in a moment. */
function unavailable(state: SignInState, error: unknown): SignInState {
  if (!isCmsError(error)) throw error;
  log('warn', 'applicant sign-in: the CMS did not answer', { status: error.status });
  return refuse(503, { ...state, error: 'unavailable' });
}

async function sendCode(locale: Locale, address: string): Promise<SignInState> {
  const parsed = email.safeParse(address.trim().toLowerCase());
  if (!parsed.success) return refuse(422, { step: 'address', email: address.slice(0, 254), error: 'email' });
  const state: SignInState = { step: 'code', email: parsed.data };
  try {
    const answer = await requestSignInCode(parsed.data, locale, requesterAddress());
    if (answer.status === 'rate-limited')
      return refuse(429, { ...state, error: 'rate-limited', retryAfterMinutes: answer.retryAfterMinutes });
  } catch (error) {
    return unavailable({ step: 'address', email: parsed.data }, error);
  }
  await keepPendingAddress(parsed.data);
  return { ...state, sent: true };
}

async function checkCode(locale: Locale, address: string, typed: string): Promise<SignInState> {
  const state: SignInState = { step: 'code', email: address };
  const code = typed.replace(/\s+/g, '');
  if (!/^[0-9]{6}$/.test(code)) return refuse(422, { ...state, error: 'code' });
  const parsed = email.safeParse(address);
  if (!parsed.success) return refuse(422, { step: 'address', email: '', error: 'email' });
  let answer;
  try {
    answer = await signIn({ email: parsed.data, code });
  } catch (error) {
    return unavailable(state, error);
  }
  if (answer.status === 'wrong') return refuse(422, { ...state, error: 'wrong', attemptsLeft: answer.attemptsLeft });
  if (answer.status === 'expired') return refuse(422, { ...state, error: 'expired' });
  await keepSession(answer.token);
  redirect(getPathname({ href: '/candidature/espace', locale }));
}

/**
 * The sign-in page's one form, in two steps (the address, then the code it received). Without
 * JavaScript the browser posts it and gets the page back at the next step, or with its error
 * (422, 429, or 503 when the CMS does not answer); once the code is right, the applicant's space.
 */
export async function signInStep(locale: string, previous: SignInState, form: FormData): Promise<SignInState> {
  if (!isLocale(locale)) return refuse(400, { step: 'address', email: '' });
  const intent = String(form.get('intent') ?? '');
  const address = String(form.get('email') ?? previous.email ?? '').slice(0, 320);
  if (intent === 'change') {
    await dropPendingAddress();
    return { step: 'address', email: '' };
  }
  if (intent === 'verify') return checkCode(locale, address, String(form.get('code') ?? '').slice(0, 40));
  return sendCode(locale, address);
}

/** The e-mail's link, once its page's button is pressed: signs in, or says the link is spent. */
export async function signInWithLink(locale: string, form: FormData): Promise<void> {
  const where = isLocale(locale) ? locale : 'fr';
  const link = String(form.get('t') ?? '');
  const answer = /^[A-Za-z0-9_-]{20,200}$/.test(link) ? await signIn({ link }) : { status: 'expired' as const };
  if (answer.status !== 'signed-in')
    redirect(getPathname({ href: { pathname: '/candidature/connexion', query: { lien: 'expire' } }, locale: where }));
  await keepSession(answer.token);
  redirect(getPathname({ href: '/candidature/espace', locale: where }));
}

/** Signs this browser out, or every browser of the address. */
export async function signOut(locale: string, form: FormData): Promise<void> {
  const token = await sessionToken();
  if (token) await endApplicantSession(token, form.get('everywhere') === 'on').catch(() => undefined);
  await dropSession();
  redirect(
    getPathname({
      href: { pathname: '/candidature/connexion', query: { sortie: '1' } },
      locale: isLocale(locale) ? locale : 'fr',
    }),
  );
}
