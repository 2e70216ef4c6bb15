import { describe, expect, it } from 'vitest';
import { NO_FILTERS, sameFilters, viewKey, viewOfKey, viewOfSearch, viewQuery } from './course-list-view';

const view = (query: string) => viewOfSearch(new URLSearchParams(query));

describe('course-list views', () => {
  it('names the whole list "all" and ignores what is not a filter or a page', () => {
    expect(viewKey(view(''))).toBe('all');
    expect(viewKey(view('utm_source=newsletter&gclid=x&page=1'))).toBe('all');
  });

  it('gives one key to the same filters in any order, repeated or comma-separated', () => {
    const key = viewKey(view('programCat=design&locations=paris,lyon&page=2'));
    expect(key).toBe('locations=lyon,paris&programCat=design&page=2');
    expect(viewKey(view('page=2&locations=lyon&locations=paris&locations=lyon&programCat=design'))).toBe(key);
  });

  it('drops values that cannot be slugs and pages that are not positive whole numbers', () => {
    for (const query of ['programCat=%00', 'programCat[]=a', 'locations=<script>', 'page=0', 'page=-1', 'page=2.5'])
      expect(viewKey(view(query)), query).toBe('all');
    expect(view('page=1001').page).toBe(1);
  });

  it('reads back a key it wrote, and nothing else', () => {
    const written = viewKey(view('entryYears=sept-2027&graduationLevels=bac-5&page=3'));
    expect(viewOfKey(written)).toEqual(view('entryYears=sept-2027&graduationLevels=bac-5&page=3'));
    expect(viewOfKey(encodeURIComponent(written))).toEqual(viewOfKey(written));
    expect(viewOfKey('all')).toEqual({ filters: NO_FILTERS, page: 1 });
    for (const made of [
      '',
      'page=1',
      'locations=paris,lyon',
      'x=1',
      'all&page=2',
      '%E0%A4%A',
      'locations=paris&page=01',
    ])
      expect(viewOfKey(made), made).toBeNull();
  });

  it('writes the query of a view with the page after the first only', () => {
    expect(viewQuery(view('locations=paris&page=1'))).toEqual({ locations: ['paris'] });
    expect(viewQuery(view('page=4'))).toEqual({ page: '4' });
  });

  it('compares filters whatever their order', () => {
    expect(sameFilters(view('locations=a,b').filters, { ...NO_FILTERS, locations: ['b', 'a'] })).toBe(true);
    expect(sameFilters(view('locations=a').filters, NO_FILTERS)).toBe(false);
  });
});
