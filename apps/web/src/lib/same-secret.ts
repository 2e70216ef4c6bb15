import { timingSafeEqual } from 'node:crypto';

/** Whether a secret sent by a caller is the expected one, in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The bearer token of a request, '' without one. */
export const bearer = (request: Request): string =>
  (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
