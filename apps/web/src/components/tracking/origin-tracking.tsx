'use client';

import { useEffect } from 'react';
import { hasCookie, writeCookie } from '@/lib/tracking/browser-cookies';
import { originCookies, originOfVisit } from '@/lib/tracking/origin';

/**
 * The origin tracking of requirements 9, in the browser: the first page of a visit stores where the
 * visitor came from (document.referrer and the address), so that the page itself can be the same
 * for everyone and kept by a shared cache. It runs once per document: moving inside the site
 * (client-side navigations) is not a new visit, and a link from the site's own host is not an
 * origin. See docs/decisions/origin-tracking.md.
 */
export function OriginTracking({ siteHost }: { siteHost: string | null }) {
  useEffect(() => {
    const hosts = [location.hostname.toLowerCase(), ...(siteHost ? [siteHost] : [])];
    const visit = originOfVisit(new URL(location.href), document.referrer || null, hosts);
    for (const cookie of originCookies(visit, hasCookie)) writeCookie(cookie.name, cookie.value, cookie.maxAge);
  }, [siteHost]);
  return null;
}
