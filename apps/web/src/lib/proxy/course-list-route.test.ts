import { describe, expect, it } from 'vitest';
import { courseListRoute } from './course-list-route';

const route = (path: string, query = '') => courseListRoute(path, new URLSearchParams(query));

describe('courseListRoute', () => {
  it('names the view of the course list in its internal path', () => {
    expect(route('/fr/mobile/formations')).toBe('/fr/mobile/course-list/all');
    expect(route('/en/desktop/formations', 'programCat=design&page=2&utm_source=x')).toBe(
      `/en/desktop/course-list/${encodeURIComponent('programCat=design&page=2')}`,
    );
  });

  it('answers the internal route, asked for directly, with the 404 page', () => {
    expect(route('/fr/mobile/course-list/all')).toBe('/fr/_/_/_');
    expect(route('/en/desktop/course-list')).toBe('/en/_/_/_');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/fr/mobile/formations/bts-aero', '/fr/desktop', '/en/mobile/news', '/fr/mobile/course-lists'])
      expect(route(path)).toBe(path);
  });
});
