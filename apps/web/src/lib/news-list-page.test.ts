import { describe, expect, it } from 'vitest';
import { MAX_NEWS_PAGE, newsListHref, newsPageCount, newsPageOfKey, NEWS_PER_PAGE } from './news-list-page';

describe('news list pages', () => {
  it('reads back only the segments the proxy writes', () => {
    expect(newsPageOfKey('1')).toBe(1);
    expect(newsPageOfKey('42')).toBe(42);
    expect(newsPageOfKey(String(MAX_NEWS_PAGE + 1))).toBe(MAX_NEWS_PAGE + 1);
    for (const segment of ['0', '01', '-1', '2.5', 'x', '', 'page=2', String(MAX_NEWS_PAGE + 2), '9'.repeat(30)])
      expect(newsPageOfKey(segment), segment).toBeNull();
  });

  it('gives page 1 the list’s own address, the others a page parameter', () => {
    expect(newsListHref(1)).toBe('/news');
    expect(newsListHref(3)).toEqual({ pathname: '/news', query: { page: '3' } });
  });

  it('counts the pages, one for an empty list', () => {
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(NEWS_PER_PAGE)).toBe(1);
    expect(newsPageCount(NEWS_PER_PAGE + 1)).toBe(2);
    expect(newsPageCount(10_000)).toBe(Math.ceil(10_000 / NEWS_PER_PAGE));
  });
});
