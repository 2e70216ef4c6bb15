import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { FilterGroup } from '@/lib/cms/resources/course-filters';
import { courseListHref, FILTER_KEYS, type CourseFilterState, type CourseListView } from '@/lib/course-list-view';
import { otherLocale, perLocaleAlternates, type Alternates } from '@/i18n/alternates';

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

/** A view of the course list in both languages: its filters under their translated slugs, the same page. */
export function courseListAlternates(
  locale: Locale,
  view: CourseListView,
  groups: FilterGroup[],
  otherGroups: FilterGroup[],
): Alternates {
  const translated = { ...view, filters: translateFilters(view.filters, groups, otherGroups) };
  return perLocaleAlternates({
    [locale]: courseListHref(view),
    [otherLocale(locale)]: courseListHref(translated),
  });
}
