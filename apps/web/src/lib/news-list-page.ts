/**
 * The news list's pages (`/news`, `/news?page=2` | `/en/news?page=2`): NEWS_PER_PAGE items a page,
 * newest first. Like the course list's views (docs/decisions/course-list-views.md), the proxy
 * writes the page as a path segment of an internal route (`/fr/mobile/news-list/2`), so each page
 * is rendered once and cached (docs/decisions/news-list-pages.md). No server-only import: the
 * proxy uses it.
 */

/**
 * Ten cards a page: five rows of two on a desktop, a phone's few screens, and two pages for the
 * demo's twelve news in each language (the browser tests page through them).
 */
export const NEWS_PER_PAGE = 10;

/**
 * The highest page number the site asks the CMS for: a million news. Past it, or past the last
 * page, the list answers 404.
 */
export const MAX_NEWS_PAGE = 100_000;

type Params = { getAll(key: string): string[] };

const PLAIN_NUMBER = /^[1-9][0-9]*$/;

/**
 * The page a news-list query asks for: `page` as a positive whole number written plainly; anything
 * else (absent, `0`, `02`, `x`) is page 1, as other parameters (`utm_*`) play no part. Every number
 * past MAX_NEWS_PAGE is one page past it, which the page answers 404 without asking the CMS.
 */
export function newsPageOfSearch(params: Params): number {
  const value = params.getAll('page')[0] ?? '';
  if (!PLAIN_NUMBER.test(value)) return 1;
  return value.length > String(MAX_NEWS_PAGE).length ? MAX_NEWS_PAGE + 1 : Math.min(Number(value), MAX_NEWS_PAGE + 1);
}

/** The page of the internal route's segment, or null for a segment the proxy would not have written. */
export function newsPageOfKey(segment: string): number | null {
  if (!PLAIN_NUMBER.test(segment) || segment.length > String(MAX_NEWS_PAGE + 1).length) return null;
  const page = Number(segment);
  return page <= MAX_NEWS_PAGE + 1 ? page : null;
}

/** The list's href for a page, for getPathname: page 1 is the list's own address, with no query. */
export function newsListHref(page: number) {
  return page > 1 ? { pathname: '/news' as const, query: { page: String(page) } } : ('/news' as const);
}

/** How many pages `total` news fill (one, empty, when there are none). */
export const newsPageCount = (total: number): number => Math.max(1, Math.ceil(total / NEWS_PER_PAGE));
