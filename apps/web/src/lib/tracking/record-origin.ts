import { hasCookie, writeCookie } from './browser-cookies';
import { originCookies, originOfVisit } from './origin';

/**
 * Stores the origin of the visit this document starts (requirements 9): applies the rules of
 * ./origin.ts to the address and `document.referrer`, and writes the cookies. A referrer on the
 * address's own host or on `siteHost` (the site's public host) is no new origin. Runs in the
 * browser only, compiled into the inline script of the document's head (./origin-script.ts).
 */
export function recordOriginOfVisit(siteHost: string | null): void {
  const hosts = [location.hostname.toLowerCase(), ...(siteHost ? [siteHost] : [])];
  const visit = originOfVisit(new URL(location.href), document.referrer || null, hosts);
  for (const cookie of originCookies(visit, hasCookie)) writeCookie(cookie.name, cookie.value, cookie.maxAge);
}
