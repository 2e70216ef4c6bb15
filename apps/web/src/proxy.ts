import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { deviceOf, withDevice } from './lib/device';
import { isOversizedPath, notFoundRewrite } from './lib/proxy/oversized-path';
import { courseListRoute } from './lib/proxy/course-list-route';
import { newsListRoute } from './lib/proxy/news-list-route';
import { costCanonicalSearch, costRoute, isCostCalculator } from './lib/proxy/cost-route';
import { legacyRedirect } from './lib/proxy/legacy-redirect';
import { rememberRootLocale, rootLocaleRedirect } from './lib/proxy/locale-choice';
import { trailingSlashRedirect } from './lib/proxy/trailing-slash';
import { applicantPolicy, isApplicantPath } from './lib/proxy/applicant-policy';

const localize = createMiddleware(routing);

/**
 * The request pipeline, one step each (after the front door (server/main.ts) has refused malformed requests): paths
 * too long to name a page (404), legacy redirects (301), trailing
 * slash (301), the language of the root path, then next-intl maps English paths onto the
 * internal routes, to which the device class of the user agent is added. No page answer sets a
 * cookie but the root path's (its language choice, kept private): the others are the same for
 * every visitor of a device class, for a shared cache (the origin of a visit is stored by the
 * browser, lib/tracking/record-origin.ts).
 */
export default async function proxy(request: NextRequest) {
  if (isOversizedPath(request.nextUrl.pathname)) return notFoundRewrite(request);
  // Legacy rules first: their lookup ignores a trailing slash, so an old URL takes one hop, not two.
  const redirect = (await legacyRedirect(request)) ?? trailingSlashRedirect(request) ?? rootLocaleRedirect(request);
  if (redirect) return redirect;
  return rememberRootLocale(request, await withDeviceClass(request, localize(request)));
}

/**
 * Adds the device class to next-intl's internal path (/fr/formations → /fr/mobile/formations),
 * so that each class of device has its own cached page, and the view of the course list, the page
 * of the news list and the calculator's choices to its path (see courseListRoute, newsListRoute,
 * costRoute). A calculator address whose
 * choices are not in their one order is redirected to it (308): one cache entry per budget.
 */
async function withDeviceClass(request: NextRequest, localized: NextResponse): Promise<NextResponse> {
  if (localized.headers.has('location')) return localized;
  const internal = new URL(localized.headers.get('x-middleware-rewrite') ?? request.nextUrl.href, request.url);
  const search = request.nextUrl.searchParams;
  const path = withDevice(internal.pathname, deviceOf(request.headers.get('user-agent')));
  const canonical = isCostCalculator(path) ? costCanonicalSearch(search) : null;
  if (canonical !== null)
    return NextResponse.redirect(new URL(`${request.nextUrl.pathname}${canonical}`, request.url), 308);
  internal.pathname = costRoute(newsListRoute(courseListRoute(path, search), search), search);
  const policy = isApplicantPath(internal.pathname) ? await applicantPolicy() : null;
  const headers = new Headers(request.headers);
  if (policy) headers.set('content-security-policy', policy);
  const response = NextResponse.rewrite(internal, policy ? { request: { headers } } : undefined);
  localized.headers.forEach((value, key) => {
    if (!key.startsWith('x-middleware-')) response.headers.append(key, value);
  });
  if (policy) response.headers.set('content-security-policy', policy);
  response.headers.append('vary', 'user-agent');
  return response;
}

export const config = {
  // Everything but API routes, Next's own files, CMS media and files with an extension.
  matcher: '/((?!api/|_next/|_vercel/|uploads/|.*\\..*).*)',
};
