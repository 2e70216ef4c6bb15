import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { isSlug } from '../slug';
import { collectionOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

/** Spec 3's filter groups, in the order of the panel; each is a query parameter of the course list. */
export const FILTER_KEYS = ['locations', 'graduationLevels', 'entryYears', 'programCat'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CourseFilterState = Record<FilterKey, string[]>;
export type FilterOption = { value: string; label: string; documentId: string };
export type FilterGroup = { key: FilterKey; options: FilterOption[] };

export const NO_FILTERS: CourseFilterState = { locations: [], graduationLevels: [], entryYears: [], programCat: [] };

const MAX_VALUES = 20;

/** The filters of a course-list URL: repeated or comma-separated slugs; anything else is ignored. */
export function parseCourseFilters(searchParams: Record<string, string | string[] | undefined>): CourseFilterState {
  const values = (key: FilterKey) => {
    const raw = searchParams[key];
    const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((v) => v.split(','));
    return [...new Set(list.filter(isSlug))].slice(0, MAX_VALUES);
  };
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, values(key)])) as CourseFilterState;
}

/**
 * The filters of a URL that name options of the panel, in the panel's order: a made-up or
 * reordered value cannot make another CMS read (and cache entry) of the same list.
 */
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

/** The options of one group, from the CMS. A group that cannot be read is left out of the panel. */
const getFilterOptions = optionalGetter(
  (locale: Locale, key: FilterKey) => ({
    scope: 'course filters',
    path: sources[key].path,
    query: { fields: ['slug', sources[key].label], sort: [sources[key].sort], pagination: { limit: 100 } },
    locale,
    schema: collectionOf(z.looseObject({ documentId: z.string(), slug: z.string() })),
    resources: [sources[key].resource],
  }),
  (answer, _locale, key): FilterOption[] =>
    answer.data.map((entry) => ({
      value: entry.slug,
      label: String(entry[sources[key].label] ?? entry.slug),
      documentId: entry.documentId,
    })),
);

/** The groups of the filter panel that have options. */
export async function getFilterGroups(locale: Locale): Promise<FilterGroup[]> {
  const groups = await Promise.all(
    FILTER_KEYS.map(async (key) => ({ key, options: (await getFilterOptions(locale, key)) ?? [] })),
  );
  return groups.filter((group) => group.options.length > 0);
}
