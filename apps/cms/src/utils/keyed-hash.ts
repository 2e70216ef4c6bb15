import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { appKey } from './app-key';

/**
 * A short secret (a 6-digit code, a network address) kept as an HMAC with the CMS's first app
 * key: a copy of the database alone does not give a live code back by trying the million codes.
 */
export const keyedHash = (strapi: Core.Strapi, value: string): string =>
  createHmac('sha256', appKey(strapi)).update(value).digest('hex');

/** A long random token (a session's, a link's): its plain SHA-256 is enough, no key can be guessed from it. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
