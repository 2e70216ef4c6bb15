// The headers every answer of the site carries, whoever wrote it (a page, a route handler, Next's
// static files, the front door's own refusals), and those no answer may carry. Applied by
// the response pipeline (server/response-pipeline.ts) just before the head is written. See docs/decisions/security-headers.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy, framingOrigins, type SiteAddresses } from '@/lib/security/content-security-policy';
import { INTERNAL_RESPONSE_HEADER } from './next-internals';

/**
 * The headers added to every answer that does not set them itself. HSTS only when the public
 * address is HTTPS (browsers ignore it over HTTP, and a local HTTP site must stay reachable).
 */
export function securityHeaders(env: SiteAddresses): Record<string, string> {
  const https = new URL(env.SITE_URL).protocol === 'https:';
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy({ framingOrigins: framingOrigins(env), https }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (https) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

// What only a document (or a worker) obeys: a browser ignores them on a script, a stylesheet, a
// font or a picture.
const DOCUMENT_ONLY = ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy'];

/**
 * The headers of an answer: the build's files (scripts, stylesheets, fonts and media under
 * `/_next/static/`) and the pictures of Next's image optimizer (which sets its own sandboxing CSP)
 * go without the document-only ones, some 900 bytes on each of the dozen files a page loads.
 * The service worker's script keeps them: a worker obeys the CSP of its own script.
 */
export function headersFor(req: IncomingMessage, headers: Record<string, string>): Record<string, string> {
  const [path = ''] = (req.url ?? '').split('?');
  if (!path.startsWith('/_next/static/') && path !== '/_next/image') return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.includes(name)));
}

/**
 * Step 2 of the response pipeline (server/response-pipeline.ts): the security headers the answer
 * does not set itself, nothing internal, and `overrides` over what it set.
 */
export function completeHead(
  res: ServerResponse,
  headers: Record<string, string>,
  overrides: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
  for (const name of res.getHeaderNames()) if (INTERNAL_RESPONSE_HEADER.test(name)) res.removeHeader(name);
  // Next sets the Location of a page's redirect() twice (once when rendering, once from the render's
  // headers); a client may refuse an answer with two.
  const location = res.getHeader('location');
  if (Array.isArray(location) && location[0] !== undefined) res.setHeader('location', location[0]);
  for (const [name, value] of Object.entries(overrides)) res.setHeader(name, value);
}

const varyValues = (value: unknown): string[] =>
  [value]
    .flat()
    .filter((part) => part !== undefined && part !== null)
    .flatMap((part) => String(part).split(','))
    .map((part) => part.trim())
    .filter(Boolean);

/** The `Vary` of both values, each name once (the first spelling kept). */
export function mergeVary(current: unknown, added: unknown): string {
  const merged = new Map<string, string>();
  for (const part of [...varyValues(current), ...varyValues(added)])
    if (!merged.has(part.toLowerCase())) merged.set(part.toLowerCase(), part);
  return [...merged.values()].join(', ');
}

/**
 * The headers of an editor's preview (a request carrying Next's draft-mode cookie, set by the
 * signed preview route): drafts are never indexed and never kept by a shared cache. A visitor who
 * forges the cookie only gets these headers: Next checks the cookie's value itself.
 */
export function previewHeadersOf(req: IncomingMessage): Record<string, string> | null {
  return /(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')
    ? { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'private, no-store' }
    : null;
}

/**
 * The cache lifetime of the installable app's files, drawn once by the build at addresses that do
 * not change with it, which Next would let shared caches keep for a year: the service worker is
 * checked on every visit (browsers keep it 24 hours at most anyway), the icons, splash images and
 * favicon are kept a day. See docs/decisions/installable-app.md.
 */
export function appFileHeadersOf(req: IncomingMessage): Record<string, string> | null {
  const [path = ''] = (req.url ?? '').split('?');
  if (path === '/serwist/sw.js') return { 'cache-control': 'no-cache' };
  if (path === '/favicon.ico' || path.startsWith('/icons/') || path.startsWith('/splash/'))
    return { 'cache-control': 'public, max-age=86400' };
  return null;
}
