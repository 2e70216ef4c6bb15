import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pageItems(1, 1000)).toEqual([1, 2, 'gap', 1000]);
    expect(pageItems(500, 1000)).toEqual([1, 'gap', 499, 500, 501, 'gap', 1000]);
    expect(pageItems(1000, 1000)).toEqual([1, 'gap', 999, 1000]);
  });

  it('shows a page rather than a gap that would hide only it', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('stays within seven items however long the list', () => {
    for (const pages of [1, 2, 9, 10, 150, 1000, 99_999])
      for (const current of [1, 2, 3, Math.ceil(pages / 2), pages - 1, pages].filter((p) => p >= 1 && p <= pages))
        expect(pageItems(current, pages).length, `${current}/${pages}`).toBeLessThanOrEqual(7);
  });

  it('has nothing for an empty list', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
