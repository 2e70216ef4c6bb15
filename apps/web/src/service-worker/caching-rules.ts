import { localeOfPath, type Locale } from '@/i18n/locales';
import { KEEP_PAGE_MESSAGE } from './worker-address';

/** The site's addresses the worker needs, from the routing table when it is built (./worker-config.ts). */
export type WorkerConfig = {
  /** Public paths of pages never kept, in every language. */
  neverKept: string[];
  /** The precached offline page of each language. */
  offlinePages: Record<Locale, string>;
};

/** The worker's own caches. A cache whose content changes shape gets a new name: activation deletes the old one. */
export const CACHE_NAMES = {
  pages: 'horizon-pages-v1',
  assets: 'horizon-assets-v1',
  images: 'horizon-images-v1',
} as const;
export const OWN_CACHE_PREFIX = 'horizon-';

/** A page the worker may keep: not an API route, a lead form or the thank-you page. */
export function mayKeepPage(pathname: string, config: WorkerConfig): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  // An excluded page's subpages too: the applicant's pages live under the application's path.
  return !config.neverKept.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * An answer a cache of the worker may store: a complete 200, neither redirected (a browser
 * refuses a redirected answer to a navigation) nor marked `private` or `no-store` (a preview of
 * drafts, a page rendered for one request, the first page of a visit, which sets its cookies).
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.redirected) return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.split('=')[0]?.trim());
  return !directives.includes('private') && !directives.includes('no-store');
}

export const isStorablePage = (response: Response): boolean =>
  isStorable(response) && (response.headers.get('content-type') ?? '').startsWith('text/html');

export const offlinePageOf = (pathname: string, config: WorkerConfig): string =>
  config.offlinePages[localeOfPath(pathname)];

/** A kept page younger than this is not fetched again when a window shows it (it was just stored). */
export const KEEP_AGAIN_AFTER_MS = 60_000;

export function isRecent(response: Response, now: number): boolean {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(date) && now - date < KEEP_AGAIN_AFTER_MS;
}

/**
 * The page a window asks the worker to keep, without its query (a campaign's parameters, a
 * list's filters: the plain address is the one a visitor opens again); null for any other message
 * or another origin.
 */
export function pageToKeep(message: unknown, origin: string): URL | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, path } = message as { type?: unknown; path?: unknown };
  if (type !== KEEP_PAGE_MESSAGE || typeof path !== 'string') return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  url.search = '';
  url.hash = '';
  return url;
}
