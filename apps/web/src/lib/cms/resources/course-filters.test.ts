import { describe, expect, it } from 'vitest';
import { NO_FILTERS, viewOfSearch } from '@/lib/course-list-view';
import { knownFilters, type FilterGroup } from './course-filters';

const option = (value: string) => ({ value, label: value, documentId: `doc-${value}` });
const groups: FilterGroup[] = [
  { key: 'locations', options: [option('paris'), option('lyon'), option('nice')] },
  { key: 'graduationLevels', options: [option('bac-3'), option('bac-5')] },
];
const filtersOf = (query: string) => viewOfSearch(new URLSearchParams(query)).filters;

describe('knownFilters', () => {
  it('keeps only the values the panel offers, in its order', () => {
    const state = filtersOf('locations=nice,made-up,paris&graduationLevels=bac-5&graduationLevels=bac-9');
    expect(knownFilters(state, groups)).toEqual({
      ...NO_FILTERS,
      locations: ['paris', 'nice'],
      graduationLevels: ['bac-5'],
    });
  });

  it('drops the values of a group the panel does not have', () => {
    expect(knownFilters(filtersOf('entryYears=2027&programCat=x'), groups)).toEqual(NO_FILTERS);
  });

  it('reads the same filters in any order as one state', () => {
    const a = knownFilters(filtersOf('locations=lyon,paris'), groups);
    const b = knownFilters(filtersOf('locations=paris&locations=lyon&locations=paris'), groups);
    expect(a).toEqual(b);
  });
});
