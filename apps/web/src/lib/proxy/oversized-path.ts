import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath, type Locale } from '@/i18n/locales';

const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 200;

/**
 * A path longer than any page of the site can have. It must not reach the page cache, whose
 * file names come from the path (a segment over 255 bytes cannot be written). (A path that is not
 * valid percent-encoding never gets here: the front door answers it with a 400.)
 */
export function isOversizedPath(pathname: string): boolean {
  return (
    pathname.length > MAX_PATH_LENGTH || pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)
  );
}

/** The internal path of the site's 404 page in a language: the uncached catch-all route. */
export const notFoundPath = (locale: Locale): string => `/${locale}/_/_/_`;

/** Serves the site's 404 page for a path that cannot name a page. */
export function notFoundRewrite(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(notFoundPath(localeOfPath(request.nextUrl.pathname)), request.url));
}
