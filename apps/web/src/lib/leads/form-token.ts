import 'server-only';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';

/** Less than this between showing a form and sending it is a script, not a person. */
export const MIN_FILL_MS = 2000;

let key: Buffer | null = null;
// A key of its own, derived from the site's secret, so that the token says nothing about the secret.
const tokenKey = () =>
  (key ??= Buffer.from(hkdfSync('sha256', serverEnv().REVALIDATE_SECRET, 'horizon', 'lead-form-token', 32)));
const sign = (payload: string) => createHmac('sha256', tokenKey()).update(payload).digest('base64url');

/**
 * A token rendered in each form: when it was shown, and a nonce that makes the same submission
 * of the same form one lead (a double click, a resent page), signed so it cannot be made up.
 */
export function issueFormToken(now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(payload)}`;
}

export type FormToken = { issuedAt: number; nonce: string };

export function readFormToken(token: unknown): FormToken | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [issuedAt, nonce, signature] = token.split('.');
  if (!issuedAt || !nonce || !signature || !/^\d{13}$/.test(issuedAt)) return null;
  const expected = Buffer.from(sign(`${issuedAt}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { issuedAt: Number(issuedAt), nonce };
}
