import type { Core, UID } from '@strapi/strapi';
import { keyedHash } from '../../utils/keyed-hash';
import { log } from '../../utils/log';

// The sign-in's limits (codes, passkey challenges): each row a sign-in writes is one attempt, so
// the rows of the last hour are the count, kept where the attempts already are; no other store
// (a counter in memory would be one per CMS replica, and forget everything at a restart).

const HOUR_MS = 60 * 60 * 1000;

export type RateLimited = { status: 'rate-limited'; retryAfterMinutes: number };

/** One limit: at most `limit` rows matching `where` in an hour; `per` names it in the log. */
export type HourlyLimit = { per: 'address' | 'requester'; where: Record<string, unknown>; limit: number };

/** The visitor's network address as the limits keep it: an HMAC, never the address itself. */
export const requesterHash = (strapi: Core.Strapi, requester: string): string =>
  keyedHash(strapi, `requester:${requester}`);

const minutesUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 60_000));

/**
 * The answer for a request past one of `limits` (rows of `uid` made in the last hour), with the
 * minutes until the oldest of them leaves the hour; null while under all of them.
 */
export async function pastHourlyLimit(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  limits: readonly HourlyLimit[],
  what: string,
): Promise<RateLimited | null> {
  const since = new Date(Date.now() - HOUR_MS);
  for (const { per, where, limit } of limits) {
    const recent = (await strapi.db.query(uid).findMany({
      where: { ...where, createdAt: { $gt: since } },
      select: ['createdAt'],
      orderBy: { createdAt: 'desc' },
      limit,
    })) as Array<{ createdAt: string }>;
    if (recent.length >= limit) {
      const oldest = new Date(recent[recent.length - 1]?.createdAt as string).getTime();
      log('warn', `${what} refused: too many`, { per });
      return { status: 'rate-limited', retryAfterMinutes: minutesUntil(oldest + HOUR_MS) };
    }
  }
  return null;
}
