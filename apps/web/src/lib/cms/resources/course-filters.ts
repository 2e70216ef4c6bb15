import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { FILTER_KEYS, type CourseFilterState, type FilterKey } from '@/lib/course-list-view';
import { collectionOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

export type FilterOption = { value: string; label: string; documentId: string };
export type FilterGroup = { key: FilterKey; options: FilterOption[] };

/** The filters of a view that name options of the panel, in the panel's order. */
export function knownFilters(state: CourseFilterState, groups: readonly FilterGroup[]): CourseFilterState {
  const known = (key: FilterKey) => {
    const options = groups.find((group) => group.key === key)?.options ?? [];
    return options.map((option) => option.value).filter((value) => state[key].includes(value));
  };
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, known(key)])) as CourseFilterState;
}

/** Strapi filters for the course list. */
export function courseFilterQuery(state: CourseFilterState) {
  const conditions = [
    state.locations.length ? { campuses: { slug: { $in: state.locations } } } : null,
    state.graduationLevels.length ? { graduationLevel: { slug: { $in: state.graduationLevels } } } : null,
    state.entryYears.length ? { entryYears: { slug: { $in: state.entryYears } } } : null,
    state.programCat.length ? { programCategory: { slug: { $in: state.programCat } } } : null,
  ].filter((c) => c !== null);
  return conditions.length ? { $and: conditions } : undefined;
}

const sources: Record<FilterKey, { path: string; label: string; resource: CmsResource; sort: string }> = {
  locations: { path: '/campuses', label: 'city', resource: 'campuses', sort: 'city:asc' },
  graduationLevels: { path: '/graduation-levels', label: 'label', resource: 'graduation-levels', sort: 'order:asc' },
  entryYears: { path: '/entry-years', label: 'label', resource: 'entry-years', sort: 'order:asc' },
  programCat: {
    path: '/categorie-de-programmes',
    label: 'titre',
    resource: 'categorie-de-programmes',
    sort: 'order:asc',
  },
};

/**
 * The read of one group's options, from the CMS. Every option, up to the CMS's maxLimit: a network
 * of 40 schools has 120 campuses, and a campus left out of the panel could not be filtered on (its
 * address redirects to the list without it). The cost calculator reads its levels with it too (one
 * cache entry for both).
 */
export const filterOptionsRead = (locale: Locale, key: FilterKey) => ({
  scope: 'course filters',
  path: sources[key].path,
  query: { fields: ['slug', sources[key].label], sort: [sources[key].sort], pagination: { limit: 1000 } },
  locale,
  schema: collectionOf(z.looseObject({ documentId: z.string(), slug: z.string() })),
  resources: [sources[key].resource],
});

/** A group's options as the read answers them. */
export const filterOptionsOf = (
  answer: { data: Array<{ documentId: string; slug: string; [field: string]: unknown }> },
  _locale: Locale,
  key: FilterKey,
): FilterOption[] =>
  answer.data.map((entry) => ({
    value: entry.slug,
    label: String(entry[sources[key].label] ?? entry.slug),
    documentId: entry.documentId,
  }));

/** The options of one group. A group that cannot be read is left out of the panel. */
const getFilterOptions = optionalGetter(filterOptionsRead, filterOptionsOf);

/** The groups of the filter panel that have options. */
export async function getFilterGroups(locale: Locale): Promise<FilterGroup[]> {
  const groups = await Promise.all(
    FILTER_KEYS.map(async (key) => ({ key, options: (await getFilterOptions(locale, key)) ?? [] })),
  );
  return groups.filter((group) => group.options.length > 0);
}
