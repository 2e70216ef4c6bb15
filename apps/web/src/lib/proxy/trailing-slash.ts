import { NextResponse, type NextRequest } from 'next/server';

/** Requirements 2.4: a trailing slash on any path but the root is a permanent (301) redirect, keeping the query. */
export function trailingSlashRedirect(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  const target = pathname.replace(/\/+$/, '') || '/';
  return NextResponse.redirect(new URL(`${target}${search}`, request.url), 301);
}
