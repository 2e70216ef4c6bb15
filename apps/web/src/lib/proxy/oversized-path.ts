import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath } from '@/i18n/locales';

const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 200;

/**
 * A path longer than any page of the site can have. It must not reach the page cache, whose
 * file names come from the path (a segment over 255 bytes cannot be written). (A path that is not
 * valid percent-encoding never gets here: server.mjs answers it with a 400.)
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
