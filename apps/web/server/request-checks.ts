// The checks of the front door: a request that is not well formed is answered here with a 4xx
// and the page of requirements 8, before Next (whose handler answers some of them with a 500, or with a
// redirect built from the request target) and before the proxy (which does not run for
// /_next, /api, /uploads and paths with a dot). See docs/decisions/front-door-checks.md.
import type { IncomingMessage } from 'node:http';
import { MAX_DOCUMENT_BYTES } from '@horizon/shared/application-documents';
import { INTERNAL_REQUEST_HEADER } from './next-internals';

/** What the site answers to; OPTIONS is answered at the door (there is no CORS to negotiate). */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/** The largest form post a person sends is a few kilobytes; next.config.ts sets the same for server actions. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The CMS's revalidation webhook carries the whole entry it is about: the interface texts of both
 * languages passed 64 KB (78 KB), and a 413 left every page with the old texts. Its secret is
 * checked once the body is read, so the bound stays: a few times the largest entry.
 */
export const MAX_WEBHOOK_BODY_BYTES = 2 * 1024 * 1024;
const WEBHOOK_PATH = '/api/revalidate';
/**
 * Where an applicant's documents are sent (apps/web/src/app/…/pieces/envoi): in parts of 256 KB
 * with JavaScript, whole (10 MB at most) from the plain form without it. The route reads the
 * session first and refuses a larger file before the CMS sees a byte; a 2 GB post stops here.
 */
const DOCUMENT_UPLOAD_PATH =
  /^(?:\/candidature\/dossier\/C-[0-9A-Z]{6}\/pieces\/envoi|\/en\/apply\/application\/C-[0-9A-Z]{6}\/documents\/upload)$/;
export const MAX_DOCUMENT_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
/** Posted to by servers (the CMS), each with its secret, never by a browser on another site's behalf. */
const SERVER_TO_SERVER_PATHS = new Set([WEBHOOK_PATH, '/api/privacy/erase']);

/**
 * Whether a browser sent this post from another site (a forged form, a script elsewhere): its
 * `Sec-Fetch-Site` says so, or its `Origin` names another host than the one it posts to (`null`,
 * an opaque origin, included). Next refuses such a server action with a 500; the door answers 403.
 * A post without either header (a server, an old browser) is left to the route's own checks.
 */
function crossSite(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    return new URL(origin).host !== String(host).split(',')[0]!.trim();
  } catch {
    return true;
  }
}
/** Longer than any URL of the site with every filter set; beyond it, 414. */
export const MAX_TARGET_LENGTH = 4096;

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The path of an origin-form request target, decoded; null when it is not valid percent-encoding. */
function decodedPath(target: string): string | null {
  const end = target.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? target : target.slice(0, end));
  } catch {
    return null;
  }
}

/** The status (and headers) the front door answers with instead of handing the request to Next. */
export type Refusal = { status: number; headers?: Record<string, string> };

/**
 * What is wrong with a request, as the answer to give, or null when it may go on. Only the path
 * must be valid percent-encoding: a query with a stray `%` (a campaign link typed by hand,
 * `utm_content=50%off`) still shows its page, whose parameters are read leniently.
 */
export function refusalOf(req: IncomingMessage): Refusal | null {
  const method = req.method ?? '';
  const target = req.url ?? '';
  if (!ALLOWED_METHODS.includes(method)) return { status: 405, headers: { allow: ALLOW } };
  // Origin-form only: not `http://host/path` (absolute-form), `*` (asterisk-form) or `//host`
  // (which Next would read as another host); no backslash, which browsers read as a slash.
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return { status: 400 };
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  const path = decodedPath(target);
  if (path === null || CONTROL_CHARACTER.test(path) || path.includes('\\')) return { status: 400 };
  if (method === 'OPTIONS') return { status: 204, headers: { allow: ALLOW } };
  if (method === 'POST') {
    if (!SERVER_TO_SERVER_PATHS.has(path) && crossSite(req)) return { status: 403 };
    const length = req.headers['content-length'];
    // A body of unknown length could only be refused once read past the limit, by Next: with a 500.
    if (length === undefined) return req.headers['transfer-encoding'] ? { status: 411 } : null;
    if (!/^\d+$/.test(length)) return { status: 400 };
    if (Number(length) > maxBodyBytes(path)) return { status: 413 };
  }
  return null;
}

function maxBodyBytes(path: string): number {
  if (path === WEBHOOK_PATH) return MAX_WEBHOOK_BODY_BYTES;
  return DOCUMENT_UPLOAD_PATH.test(path) ? MAX_DOCUMENT_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

/** Removes the headers a visitor may not send (see above); returns their names, for the log. */
export function dropInternalHeaders(req: IncomingMessage): string[] {
  const dropped = Object.keys(req.headers).filter((name) => INTERNAL_REQUEST_HEADER.test(name));
  for (const name of dropped) delete req.headers[name];
  return dropped;
}
