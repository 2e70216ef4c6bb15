import 'server-only';
import type { Locale } from '@/i18n/locales';
import { FILTER_KEYS, type CourseFilterState, type FilterGroup } from '@/lib/cms/resources/course-filters';
import { otherLocale, perLocaleAlternates, type Alternates } from './alternates';

/** The list's query string: only the filters that are set, in a stable order. */
export function filterQuery(state: CourseFilterState): Record<string, string[]> {
  return Object.fromEntries(FILTER_KEYS.filter((key) => state[key].length > 0).map((key) => [key, state[key]]));
}

/** The same filters in another language: each slug becomes the slug of the same entry there. */
function translateFilters(state: CourseFilterState, from: FilterGroup[], to: FilterGroup[]): CourseFilterState {
  const translate = (key: (typeof FILTER_KEYS)[number], slug: string) => {
    const documentId = from.find((g) => g.key === key)?.options.find((o) => o.value === slug)?.documentId;
    return to.find((g) => g.key === key)?.options.find((o) => o.documentId === documentId)?.value;
  };
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [
      key,
      state[key].map((slug) => translate(key, slug)).filter((s): s is string => Boolean(s)),
    ]),
  ) as CourseFilterState;
}

/** The course list in both languages, keeping its filters under their translated slugs. */
export function courseListAlternates(
  locale: Locale,
  state: CourseFilterState,
  groups: FilterGroup[],
  otherGroups: FilterGroup[],
): Alternates {
  return perLocaleAlternates({
    [locale]: { pathname: '/formations', query: filterQuery(state) },
    [otherLocale(locale)]: {
      pathname: '/formations',
      query: filterQuery(translateFilters(state, groups, otherGroups)),
    },
  });
}
