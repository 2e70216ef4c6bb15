import { NextResponse, type NextRequest } from 'next/server';
import { builtinErrorTexts, homeHref } from '@/lib/errors/catalogue';
import { localeOfPath } from './locale-choice';

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

/** Spec 8's error page for a bad request, in the language of the path; self-contained HTML. */
export function badRequest(request: NextRequest): NextResponse {
  const locale = localeOfPath(request.nextUrl.pathname);
  const texts = builtinErrorTexts[locale];
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${texts.title.replace('{status}', '400')}</title><style>body{font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem;color:#14213d}p.code{font-size:4rem;font-weight:800;color:#1d3f8f;margin:0}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:999px;background:#1d3f8f;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><p class="code">400</p><h1>${texts['400']}</h1><a href="${homeHref(locale)}">${texts.backToSite}</a></main></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
