import { describe, expect, it } from 'vitest';
import { knownFilters, NO_FILTERS, parseCourseFilters, type FilterGroup } from './course-filters';

const option = (value: string) => ({ value, label: value, documentId: `doc-${value}` });
const groups: FilterGroup[] = [
  { key: 'locations', options: [option('paris'), option('lyon'), option('nice')] },
  { key: 'graduationLevels', options: [option('bac-3'), option('bac-5')] },
];

describe('knownFilters', () => {
  it('keeps only the values the panel offers, in its order', () => {
    const state = parseCourseFilters({ locations: 'nice,made-up,paris', graduationLevels: ['bac-5', 'bac-9'] });
    expect(knownFilters(state, groups)).toEqual({
      ...NO_FILTERS,
      locations: ['paris', 'nice'],
      graduationLevels: ['bac-5'],
    });
  });

  it('drops the values of a group the panel does not have', () => {
    expect(knownFilters(parseCourseFilters({ entryYears: '2027', programCat: 'x' }), groups)).toEqual(NO_FILTERS);
  });

  it('reads the same filters in any order as one state', () => {
    const a = knownFilters(parseCourseFilters({ locations: 'lyon,paris' }), groups);
    const b = knownFilters(parseCourseFilters({ locations: ['paris', 'lyon', 'paris'] }), groups);
    expect(a).toEqual(b);
  });
});
