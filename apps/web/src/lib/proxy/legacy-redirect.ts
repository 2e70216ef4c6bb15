import { NextResponse, type NextRequest } from 'next/server';
import { getRedirectTable } from '@/lib/redirects/store';

/** Old URLs of the previous site: one exact lookup, then a 301 (or the rule's status) keeping the query. */
export async function legacyRedirect(request: NextRequest): Promise<NextResponse | null> {
  const table = await getRedirectTable();
  const target = table.lookup(request.nextUrl.pathname);
  if (!target) return null;
  const url = new URL(target.to, request.url);
  for (const [key, value] of request.nextUrl.searchParams)
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  return NextResponse.redirect(url, target.status);
}
