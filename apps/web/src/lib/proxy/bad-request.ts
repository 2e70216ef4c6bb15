import { NextResponse, type NextRequest } from 'next/server';
import { staticErrorPage } from '@/lib/errors/static-error-page';
import { localeOfPath } from '@/i18n/locales';

/** A path that is not valid percent-encoding cannot name any page: 400, never a crash further down. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 200;

/**
 * A path longer than any page of the site can have. It must not reach the page cache, whose
 * file names come from the path (a segment over 255 bytes cannot be written).
 */
export function isOversizedPath(pathname: string): boolean {
  return (
    pathname.length > MAX_PATH_LENGTH || pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)
  );
}

/** Serves the site's 404 page for a path that cannot name a page, through the uncached catch-all route. */
export function notFoundRewrite(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(`/${localeOfPath(request.nextUrl.pathname)}/_/_/_`, request.url));
}

/** Spec 8's error page for a bad request, in the language of the path. */
export function badRequest(request: NextRequest): NextResponse {
  return new NextResponse(staticErrorPage(400, localeOfPath(request.nextUrl.pathname)), {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
