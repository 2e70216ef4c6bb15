// Error pages drawn on the server. Next answers a page that called `notFound()` or failed to
// render with an empty shell (`<html id="__next_error__">`, no lang, no text) that JavaScript
// fills in later (vercel/next.js#62228): nothing for a crawler, a screen reader before the
// scripts run, or a phone that has not loaded them. The front door throws that body away and
// sends the site's error route (/error/<status>), rendered normally inside the site's frame, or,
// when that cannot render either (the CMS is down and nothing is cached), the self-contained page
// of server/static-error-page.tsx.
// See docs/decisions/error-pages.md.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeOfPath, type Locale } from '@/i18n/locales';
import { PAGE_RESPONSE_HEADER_PREFIX } from './next-internals';
import { staticErrorPage } from './static-error-page';

// The header that marks the front door's own request for an error page, so that it is never
// replaced in turn; a random value per process, so that a visitor cannot send it.
const RENDER_HEADER = 'x-horizon-error-page';
const RENDER_TOKEN = randomBytes(16).toString('hex');
// Long enough for a render from cached data; a CMS that times out must not double the wait.
const RENDER_TIMEOUT_MS = 3000;

const REPLACED_STATUSES = new Set([400, 404, 500, 502, 503, 504]);

export const isErrorPageRender = (req: IncomingMessage): boolean => req.headers[RENDER_HEADER] === RENDER_TOKEN;

/**
 * Whether the body Next is about to send should be replaced: an HTML error answer to a page
 * request (not Next's client-side navigation, which draws its own error pages).
 */
export function replacesErrorPage(req: IncomingMessage, status: number, contentType: string): boolean {
  return (
    REPLACED_STATUSES.has(status) &&
    ['GET', 'HEAD', 'POST'].includes(req.method ?? '') &&
    req.headers.rsc === undefined &&
    !isErrorPageRender(req) &&
    contentType.startsWith('text/html')
  );
}

/** The site's error route, rendered by this server; null when it does not render as a page. */
async function renderedErrorPage(
  origin: string,
  status: number,
  locale: Locale,
  userAgent: string | undefined,
): Promise<string | null> {
  const path = `${locale === 'en' ? '/en' : ''}/error/${status}`;
  try {
    const response = await fetch(`${origin}${path}`, {
      headers: {
        [RENDER_HEADER]: RENDER_TOKEN,
        accept: 'text/html',
        'accept-encoding': 'identity',
        // The same device class as the page it replaces.
        'user-agent': userAgent ?? '',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const html = await response.text();
    return response.status === status && html.includes(`<html lang="${locale}"`) ? html : null;
  } catch {
    return null;
  }
}

/**
 * Step 4 of the response pipeline (server/response-pipeline.ts) for an error page to replace:
 * sets the replacement's headers on `res` (it keeps Next's others: cookies, Vary) and gives the
 * site's error page for `status`, or the self-contained one when that does not render.
 */
export function errorPageOf(req: IncomingMessage, status: number, origin: string) {
  return async (res: ServerResponse): Promise<string> => {
    const locale = localeOfPath(req.url ?? '/');
    const html =
      (await renderedErrorPage(origin, status, locale, req.headers['user-agent'])) ?? staticErrorPage(status, locale);
    for (const name of res.getHeaderNames()) if (name.startsWith(PAGE_RESPONSE_HEADER_PREFIX)) res.removeHeader(name);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // An error is not worth keeping: the page may exist, or the CMS be back, a moment later.
    res.setHeader('cache-control', 'no-store');
    return html;
  };
}
