// How the benchmark asks for pages: as a phone or a desktop browser (the proxy keeps one cached page
// per device class), as a returning visitor in the page's language (the language cookie set, so `/`
// answers itself instead of redirecting and no page sets it again, and the visit's origin known, so
// no tracking cookie is set: the answers are the cached pages as they are).
export const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
export const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** The headers of a returning visitor of `path` (English under /en, French elsewhere). */
export function visitorOf(path) {
  const locale = /^\/en(\/|\?|$)/.test(path) ? 'en' : 'fr';
  return { 'accept-language': locale, cookie: `i18n_redirected=${locale}; origine-tracking=direct` };
}

/** The headers of a first visit (no cookie) by a browser whose languages are `acceptLanguage`. */
export const firstVisitIn = (acceptLanguage) => ({ 'accept-language': acceptLanguage });

/**
 * One page as `userAgent` gets it, by a returning visitor unless `headers` say otherwise, redirects
 * followed; throws unless it ends in a 200. `bytes`: the decoded HTML's size.
 */
export async function fetchPage(origin, path, userAgent = PHONE, headers = visitorOf(path)) {
  const response = await fetch(new URL(path, origin), { headers: { ...headers, 'user-agent': userAgent } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}.`);
  return { html: body.toString('utf8'), bytes: body.length };
}

/**
 * The autocannon requests for a page: a phone and a desktop in turn, with the same headers on both
 * servers (and `extraHeaders`).
 */
export const requestsFor = (path, extraHeaders = {}) =>
  [PHONE, DESKTOP].map((userAgent) => ({
    method: 'GET',
    path,
    headers: { ...visitorOf(path), 'user-agent': userAgent, ...extraHeaders },
  }));
