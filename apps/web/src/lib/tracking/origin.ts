/**
 * The origin tracking of requirements 9: where a visitor came from, kept two days in three
 * first-party cookies and attached to the leads they send. The rules apply when a visit starts (a
 * page reached from outside the site); moving inside the site is not a new origin.
 */

export const ORIGIN_COOKIES = { origin: 'origine-tracking', medium: 'utm_medium', source: 'utm_source' } as const;
export const ORIGIN_MAX_AGE_SECONDS = 172_800;
export const SEARCH_ENGINES = ['google', 'ecosia', 'bing', 'baidu', 'yahoo', 'qwant', 'lilo'] as const;

export type Origin = { origin: string; medium: string | null; source: string | null };

const MAX_LENGTH = 100;
// Values end up in cookies, leads and spreadsheets: printable text only, bounded.
const clean = (value: string | null): string | null => {
  const text = value
    ?.replace(/[^\p{L}\p{N} ._~:/@+-]/gu, '')
    .trim()
    .slice(0, MAX_LENGTH);
  return text ? text : null;
};

function hostOf(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The engine a referrer host belongs to: one of its labels is the engine's name (www.google.co.uk). */
export const searchEngineOf = (host: string) =>
  SEARCH_ENGINES.find((engine) => host.split('.').includes(engine)) ?? null;

/**
 * The origin of a visit that starts at `url`, reached from `referrer`; null when the referrer is
 * this site itself. `utm_content` names the origin; `utm_medium` and `utm_source` in the URL win
 * over the medium and source derived from the referrer.
 */
export function originOfVisit(url: URL, referrer: string | null, siteHosts: readonly string[]): Origin | null {
  const host = hostOf(referrer);
  if (host && siteHosts.includes(host)) return null;
  const engine = host ? searchEngineOf(host) : null;

  let derived: Origin;
  if (!host) derived = { origin: 'direct', medium: null, source: null };
  else if (engine && url.searchParams.has('gclid'))
    derived = { origin: `SEARCH_${engine}`, medium: null, source: null };
  else if (engine) derived = { origin: `ORGANIC_${engine}`, medium: 'organic', source: engine };
  else derived = { origin: `REFERRAL_${host}`, medium: 'referral', source: null };

  const param = (name: string) => clean(url.searchParams.get(name));
  return {
    origin: param('utm_content') ?? clean(derived.origin) ?? 'direct',
    medium: param('utm_medium') ?? derived.medium,
    source: param('utm_source') ?? derived.source,
  };
}

/** A cookie to write: an empty value with a `maxAge` of 0 deletes it. */
export type OriginCookie = { name: string; value: string; maxAge: number };

/**
 * The cookies the first page of a visit writes for `visit` (originOfVisit), given which of them
 * the browser has: the origin, and the medium and source it has, deleting those it lacks. A visitor
 * coming back directly keeps the origin of their last campaign or referral, so that typing the
 * address after clicking an ad does not erase the ad.
 */
export function originCookies(visit: Origin | null, has: (name: string) => boolean): OriginCookie[] {
  if (!visit) return [];
  const isPlainDirect = visit.origin === 'direct' && !visit.medium && !visit.source;
  if (isPlainDirect && has(ORIGIN_COOKIES.origin)) return [];
  const cookies: OriginCookie[] = [
    { name: ORIGIN_COOKIES.origin, value: visit.origin, maxAge: ORIGIN_MAX_AGE_SECONDS },
  ];
  for (const [name, value] of [
    [ORIGIN_COOKIES.medium, visit.medium],
    [ORIGIN_COOKIES.source, visit.source],
  ] as const) {
    if (value) cookies.push({ name, value, maxAge: ORIGIN_MAX_AGE_SECONDS });
    else if (has(name)) cookies.push({ name, value: '', maxAge: 0 });
  }
  return cookies;
}

/** The origin stored in a visitor's cookies, as a lead carries it. */
export function originFromCookies(read: (name: string) => string | undefined): Origin {
  return {
    origin: clean(read(ORIGIN_COOKIES.origin) ?? null) ?? 'direct',
    medium: clean(read(ORIGIN_COOKIES.medium) ?? null),
    source: clean(read(ORIGIN_COOKIES.source) ?? null),
  };
}
