import 'server-only';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getCampusTitles, getProgramCategories, searchCourseTitles } from '@/lib/cms/resources/autocomplete';
import { courseListHref, NO_FILTERS } from '@/lib/course-list-view';
import { MAX_QUERY_LENGTH } from './limits';

export type SearchKind = 'course' | 'campus' | 'category';
/** The autocomplete item of requirements 3: what it is called, what it is, where it leads. */
export type SearchItem = { title: string; type: SearchKind; path: string; detail?: string };
export type SearchResults = Record<SearchKind, SearchItem[]>;

const PER_KIND = 20;

// Accents and case ignored, words matched anywhere in the title, one or two letters wrong allowed
// in a longer word (a threshold of 0.34 lets "aeronautqiue" find "Aéronautique").
const FUSE_OPTIONS: IFuseOptions<SearchItem> = {
  keys: ['title', 'detail'],
  ignoreDiacritics: true,
  ignoreLocation: true,
  threshold: 0.34,
  useTokenSearch: true,
  tokenMatch: 'all',
};

// Campuses and fields: one index per kind and language (a few hundred titles at most, 2 × 2 entries).
const indexes = new Map<string, { source: string; index: Fuse<SearchItem> }>();

/**
 * One Fuse index per kind and language, built again only when the CMS answer it was built from
 * changes (a cached read may come back as a new object on each request, so it is compared by value).
 */
function indexOf(key: string, answer: unknown, items: () => SearchItem[]): Fuse<SearchItem> {
  const source = JSON.stringify(answer);
  const known = indexes.get(key);
  if (known?.source === source) return known.index;
  const index = new Fuse(items(), FUSE_OPTIONS);
  indexes.set(key, { source, index });
  return index;
}

/** The best items of an index for a query, PER_KIND at most. */
const matching = (index: Fuse<SearchItem>, q: string) =>
  index.search(q, { limit: PER_KIND }).map((result) => result.item);

/**
 * Courses, campuses and programme categories whose title matches the query. Campuses and fields
 * come from the cached autocomplete reads of requirements 7; courses, being thousands in a network,
 * from the CMS's search of their titles (a bounded few candidates for this query, one read however
 * many courses there are), matched here by the same rules as the others. A kind the CMS cannot
 * answer is empty.
 */
export async function searchSite(locale: Locale, query: string): Promise<SearchResults> {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  const results: SearchResults = { course: [], campus: [], category: [] };
  if (q.length < 2) return results;
  const [courses, campuses, categories] = await Promise.all([
    searchCourseTitles(locale, q),
    getCampusTitles(locale),
    getProgramCategories(locale),
  ]);
  if (courses) {
    const candidates = courses.map(
      (c): SearchItem => ({ title: c.title, type: 'course', path: contentPath.course(locale, c.slug) }),
    );
    results.course = matching(new Fuse(candidates, FUSE_OPTIONS), q);
  }
  const sources: Array<[Exclude<SearchKind, 'course'>, unknown, () => SearchItem[]]> = [
    [
      'campus',
      campuses,
      () =>
        (campuses ?? []).map((c) => ({
          title: c.title,
          type: 'campus',
          path: contentPath.campus(locale, c.slug),
          detail: c.city,
        })),
    ],
    [
      'category',
      categories,
      () =>
        (categories ?? []).map((c) => ({
          title: c.titre,
          type: 'category',
          path: getPathname({
            href: courseListHref({ filters: { ...NO_FILTERS, programCat: [c.slug] }, page: 1 }),
            locale,
          }),
        })),
    ],
  ];
  for (const [kind, answer, items] of sources) {
    if (answer) results[kind] = matching(indexOf(`${kind}:${locale}`, answer, items), q);
  }
  return results;
}
