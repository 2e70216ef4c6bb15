import { describe, expect, it } from 'vitest';
import { idsOfQuery, parseShortlist, SHORTLIST_MAX, toggled } from './shortlist';
import { comparisonRequest } from './comparison-request';

const id = (n: number) => `doc${String(n).padStart(21, '0')}`;

describe('the stored shortlist', () => {
  it('reads back a list of documentIds, in order, without duplicates', () => {
    expect(parseShortlist(JSON.stringify([id(2), id(1), id(2)]))).toEqual([id(2), id(1)]);
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    for (const raw of [null, '', '{', '{"a":1}', '"x"', JSON.stringify(['not an id', 3, null])])
      expect(parseShortlist(raw), String(raw)).toEqual([]);
  });

  it(`keeps at most ${SHORTLIST_MAX} courses`, () => {
    const many = Array.from({ length: SHORTLIST_MAX + 5 }, (_, n) => id(n));
    expect(parseShortlist(JSON.stringify(many))).toEqual(many.slice(0, SHORTLIST_MAX));
  });
});

describe('saving a course', () => {
  it('adds it at the end, or takes it out when it was saved', () => {
    expect(toggled([id(1)], id(2))).toEqual([id(1), id(2)]);
    expect(toggled([id(1), id(2)], id(1))).toEqual([id(2)]);
  });

  it('adds nothing to a full list, and still takes out', () => {
    const full = Array.from({ length: SHORTLIST_MAX }, (_, n) => id(n));
    expect(toggled(full, id(99))).toEqual(full);
    expect(toggled(full, id(0))).toHaveLength(SHORTLIST_MAX - 1);
  });
});

describe('the addresses', () => {
  it('reads the shortlist page’s ids, dropping what cannot be one', () => {
    expect(idsOfQuery(`${id(1)},../x,${id(2)},${id(1)}`)).toEqual([id(1), id(2)]);
    expect(idsOfQuery(undefined)).toEqual([]);
  });

  it('reads a comparison: repeated or comma-separated slugs, deduplicated, four at most', () => {
    expect(comparisonRequest(['a', 'b', 'a'])).toEqual({ slugs: ['a', 'b'], tooMany: false });
    expect(comparisonRequest('a, b,,c')).toEqual({ slugs: ['a', 'b', 'c'], tooMany: false });
    expect(comparisonRequest(['a', 'b', 'c', 'd', 'e'])).toEqual({ slugs: ['a', 'b', 'c', 'd'], tooMany: true });
    expect(comparisonRequest(undefined)).toEqual({ slugs: [], tooMany: false });
    expect(comparisonRequest('x'.repeat(500)).slugs[0]).toHaveLength(80);
  });
});
