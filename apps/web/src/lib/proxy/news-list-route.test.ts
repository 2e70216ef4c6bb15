import { describe, expect, it } from 'vitest';
import { newsListRoute } from './news-list-route';

const route = (path: string, query = '') => newsListRoute(path, new URLSearchParams(query));

describe('newsListRoute', () => {
  it('names the page of the news list in its internal path', () => {
    expect(route('/fr/mobile/news')).toBe('/fr/mobile/news-list/1');
    expect(route('/en/desktop/news', 'page=2&utm_source=x')).toBe('/en/desktop/news-list/2');
    expect(route('/fr/desktop/news', 'page=1000')).toBe('/fr/desktop/news-list/1000');
  });

  it('reads anything but a plain positive number as the first page', () => {
    for (const query of ['page=0', 'page=-1', 'page=02', 'page=2.5', 'page=x', 'page=', 'page[]=2'])
      expect(route('/fr/mobile/news', query), query).toBe('/fr/mobile/news-list/1');
  });

  it('keeps a page number past any list, for the page to answer 404', () => {
    expect(route('/fr/mobile/news', 'page=100000')).toBe('/fr/mobile/news-list/100000');
    for (const query of ['page=100001', 'page=99999999', `page=${'9'.repeat(400)}`])
      expect(route('/fr/mobile/news', query), query).toBe('/fr/mobile/news-list/100001');
  });

  it('answers the internal route, asked for directly, with the 404 page', () => {
    expect(route('/fr/mobile/news-list/2')).toBe('/fr/_/_/_');
    expect(route('/en/desktop/news-list')).toBe('/en/_/_/_');
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/fr/mobile/news/une-actualite',
      '/fr/desktop',
      '/en/mobile/formations',
      '/fr/mobile/newsletter',
    ])
      expect(route(path)).toBe(path);
  });
});
