import type { NextRequest, NextResponse } from 'next/server';
import { ORIGIN_COOKIES, ORIGIN_MAX_AGE_SECONDS, originOfVisit } from '@/lib/tracking/origin';

/**
 * A page the browser opens itself: not a client-side navigation or a prefetch (fetches, whose
 * destination is not a document; Next hides its own rsc headers from the proxy), nor a form post.
 */
function isPageVisit(request: NextRequest): boolean {
  const headers = request.headers;
  if (request.method !== 'GET') return false;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.get('sec-purpose')?.includes('prefetch'))
    return false;
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

function siteHosts(request: NextRequest): string[] {
  const hosts = [request.nextUrl.hostname, request.headers.get('host')?.split(':')[0]];
  if (process.env.SITE_URL) hosts.push(URL.parse(process.env.SITE_URL)?.hostname);
  return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

/**
 * Spec 9: the first page of a visit stores where the visitor came from, for two days. A visitor
 * coming back directly keeps the origin of their last campaign or referral, so that typing the
 * address after clicking an ad does not erase the ad.
 */
export function trackOrigin(request: NextRequest, response: NextResponse): NextResponse {
  if (!isPageVisit(request)) return response;
  const visit = originOfVisit(request.nextUrl, request.headers.get('referer'), siteHosts(request));
  if (!visit) return response;
  const isPlainDirect = visit.origin === 'direct' && !visit.medium && !visit.source;
  if (isPlainDirect && request.cookies.has(ORIGIN_COOKIES.origin)) return response;

  const options = {
    path: '/',
    maxAge: ORIGIN_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.nextUrl.protocol === 'https:',
  } as const;
  response.cookies.set(ORIGIN_COOKIES.origin, visit.origin, options);
  for (const [name, value] of [
    [ORIGIN_COOKIES.medium, visit.medium],
    [ORIGIN_COOKIES.source, visit.source],
  ] as const) {
    if (value) response.cookies.set(name, value, options);
    else if (request.cookies.has(name)) response.cookies.set(name, '', { ...options, maxAge: 0 });
  }
  return response;
}

/**
 * A response that sets a cookie belongs to one visitor: no shared cache (CDN, proxy) may keep it.
 * Pages stay cached on the server either way; only the copy with this visitor's cookies is private.
 * `no-cache`, not `no-store`: the visitor's own browser may keep it (asking the server before it
 * shows it again), and so may its back/forward cache, which refuses any page marked `no-store`:
 * going back to the first page of a visit is then instant.
 */
export function keepPrivateWhenSettingCookies(response: NextResponse): NextResponse {
  if (response.headers.has('set-cookie')) response.headers.set('cache-control', 'private, no-cache');
  return response;
}
