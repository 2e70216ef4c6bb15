import { isSlug } from './cms/slug';

/**
 * What a course-list address asks for: its filters (the groups of requirements 3, in the panel's
 * order; each a query parameter of /formations) and its page. The proxy turns the query into one
 * path segment, the view's key, so that every view of the list is a page of its own in the cache
 * (docs/decisions/course-list-views.md). No server-only import: the proxy uses it.
 */
export const FILTER_KEYS = ['locations', 'graduationLevels', 'entryYears', 'programCat'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CourseFilterState = Record<FilterKey, string[]>;
export type CourseListView = { filters: CourseFilterState; page: number };

export const NO_FILTERS: CourseFilterState = { locations: [], graduationLevels: [], entryYears: [], programCat: [] };
// Ten rows of two beside the filters on a desktop, five pages for the demo's 100 courses; the HTML
// of a page stays under 120 KB (docs/decisions/course-list-views.md).
export const COURSES_PER_PAGE = 20;

const MAX_VALUES = 20;
const MAX_PAGE = 1000;
const ALL = 'all';

type Params = { getAll(key: string): string[] };

/** Repeated or comma-separated slugs, each once, sorted: anything else is ignored. */
function slugsOf(params: Params, key: FilterKey): string[] {
  const values = params.getAll(key).flatMap((value) => value.split(','));
  return [...new Set(values.filter(isSlug))].sort().slice(0, MAX_VALUES);
}

function pageOf(params: Params): number {
  const value = params.getAll('page')[0] ?? '';
  const page = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : 1;
  return page <= MAX_PAGE ? page : 1;
}

/** The view a course-list query asks for; other parameters (campaign tags…) play no part. */
export function viewOfSearch(params: Params): CourseListView {
  return {
    filters: Object.fromEntries(FILTER_KEYS.map((key) => [key, slugsOf(params, key)])) as CourseFilterState,
    page: pageOf(params),
  };
}

/** The query of a view: only the filters that are set, in a stable order, then the page after the first. */
export function viewQuery({ filters, page }: CourseListView): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.fromEntries(
    FILTER_KEYS.filter((key) => filters[key].length > 0).map((key) => [key, filters[key]]),
  );
  if (page > 1) query.page = String(page);
  return query;
}

/** The view as one path segment: "all", or its query with sorted values ("locations=lyon,paris&page=2"). */
export function viewKey(view: CourseListView): string {
  const parts = FILTER_KEYS.filter((key) => view.filters[key].length > 0).map(
    (key) => `${key}=${[...view.filters[key]].sort().join(',')}`,
  );
  if (view.page > 1) parts.push(`page=${view.page}`);
  return parts.join('&') || ALL;
}

/**
 * The view a path segment names (encoded or not: a key has no "%"); null for a segment the proxy
 * would not have written.
 */
export function viewOfKey(segment: string): CourseListView | null {
  let key: string;
  try {
    key = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const view = viewOfSearch(new URLSearchParams(key === ALL ? '' : key));
  return viewKey(view) === key ? view : null;
}

/** Two filter states that name the same options, whatever their order. */
export const sameFilters = (a: CourseFilterState, b: CourseFilterState): boolean =>
  FILTER_KEYS.every((key) => [...a[key]].sort().join(',') === [...b[key]].sort().join(','));

/** The list's href for a view, for getPathname: with no query at all when it has none (no dangling "?"). */
export function courseListHref(view: CourseListView) {
  const query = viewQuery(view);
  return Object.keys(query).length > 0 ? { pathname: '/formations' as const, query } : ('/formations' as const);
}
