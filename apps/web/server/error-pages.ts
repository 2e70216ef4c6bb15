// Error pages drawn on the server. Next answers a page that called `notFound()` or failed to
// render with an empty shell (`<html id="__next_error__">`, no lang, no text) that JavaScript
// fills in later (vercel/next.js#62228): nothing for a crawler, a screen reader before the
// scripts run, or a phone that has not loaded them. The front door throws that body away and
// sends the site's error route (/error/<status>), rendered normally inside the site's frame, or,
// when that cannot render either (the CMS is down and nothing is cached), the self-contained page
// of server/static-error-page.ts.
// See docs/decisions/error-pages.md.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { localeOfPath, type Locale } from '@/i18n/locales';
import { contentTypeOf } from './inline-stylesheets';
import { PAGE_RESPONSE_HEADER_PREFIX } from './next-internals';

/** What `writeHead` takes after the status: `(status, [reason], [headers])`. */
export type WriteHeadArgs = [
  reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
  headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
];

// The header that marks the front door's own request for an error page, so that it is never
// replaced in turn; a random value per process, so that a visitor cannot send it.
const RENDER_HEADER = 'x-horizon-error-page';
const RENDER_TOKEN = randomBytes(16).toString('hex');
// Long enough for a render from cached data; a CMS that times out must not double the wait.
const RENDER_TIMEOUT_MS = 3000;

const REPLACED_STATUSES = new Set([400, 404, 500, 502, 503, 504]);

const isErrorPageRender = (req: IncomingMessage): boolean => req.headers[RENDER_HEADER] === RENDER_TOKEN;

/**
 * Whether the body Next is about to send should be replaced: an HTML error answer to a page
 * request (not Next's client-side navigation, which draws its own error pages).
 */
export function replacesErrorPage(req: IncomingMessage, status: number, contentType: unknown): boolean {
  return (
    REPLACED_STATUSES.has(status) &&
    ['GET', 'HEAD', 'POST'].includes(req.method ?? '') &&
    req.headers.rsc === undefined &&
    !isErrorPageRender(req) &&
    String(contentType ?? '').startsWith('text/html')
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

// Node's write and end take their callback last, whatever comes before it.
const callbackOf = (args: readonly unknown[]): (() => void) | undefined =>
  args.findLast((arg): arg is () => void => typeof arg === 'function');

export type ErrorPagesOptions = {
  req: IncomingMessage;
  res: ServerResponse;
  statusOf: (status: number) => number;
  writeHead: (status: number, ...args: WriteHeadArgs) => ServerResponse;
  origin: string;
  staticPage: (status: number, locale: Locale) => string;
};

/**
 * Wraps the response's `writeHead`, `write` and `end`. `statusOf(status)` gives the status to
 * answer instead of the one Next writes (the status slot, see server/main.ts); `writeHead(status,
 * ...args)` writes the head (with the front door's headers). When the answer is an error page
 * to replace, the head and body Next writes are dropped, and the error page is sent with Next's
 * other headers (cookies, Vary) once Next has finished.
 * `staticPage(status, locale)`: the self-contained page.
 */
export function sendErrorPagesRendered({ req, res, statusOf, writeHead, origin, staticPage }: ErrorPagesOptions): void {
  // As one signature rather than Node's overloads, none of which takes arguments passed on as
  // received (whichever overload the writer called).
  const write = res.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  // The status of the error page being replaced; null while Next's answer goes through.
  let takenOver: number | null = null;

  res.writeHead = function writeHeadOrTakeOver(
    this: ServerResponse,
    statusCode: number,
    ...args: WriteHeadArgs
  ): ServerResponse {
    const status = statusOf(statusCode);
    if (!replacesErrorPage(req, status, contentTypeOf(this, args))) return writeHead(status, ...args);
    takenOver = status;
    const passed = args.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(passed))
      for (let i = 0; i + 1 < passed.length; i += 2) {
        const name = passed[i];
        const value = passed[i + 1];
        if (typeof name === 'string' && value !== undefined) this.setHeader(name, value);
      }
    else if (passed)
      for (const [name, value] of Object.entries(passed)) if (value !== undefined) this.setHeader(name, value);
    return this;
  };

  // Node writes the head implicitly on the first write; written explicitly here, it goes
  // through the wrapper above before any byte of the body.
  res.write = function writeUnlessTakenOver(this: ServerResponse, ...args: unknown[]): boolean {
    if (takenOver === null && !this.headersSent) this.writeHead(this.statusCode);
    if (takenOver === null) return write.apply(this, args);
    callbackOf(args)?.();
    return true;
  };

  res.end = function endWithErrorPage(this: ServerResponse, ...args: unknown[]): ServerResponse {
    if (takenOver === null && !this.headersSent) this.writeHead(this.statusCode);
    if (takenOver === null) return end.apply(this, args);
    const status = takenOver;
    const locale = localeOfPath(req.url ?? '/');
    renderedErrorPage(origin, status, locale, req.headers['user-agent']).then((rendered) => {
      const html = rendered ?? staticPage(status, locale);
      for (const name of this.getHeaderNames())
        if (
          ['content-length', 'content-encoding', 'etag', 'transfer-encoding'].includes(name) ||
          name.startsWith(PAGE_RESPONSE_HEADER_PREFIX)
        )
          this.removeHeader(name);
      this.setHeader('content-type', 'text/html; charset=utf-8');
      // An error is not worth keeping: the page may exist, or the CMS be back, a moment later.
      this.setHeader('cache-control', 'no-store');
      this.setHeader('content-length', Buffer.byteLength(html));
      writeHead(status);
      end.call(this, req.method === 'HEAD' ? undefined : html, callbackOf(args));
    });
    return this;
  };
}
