import { describe, expect, it } from 'vitest';
import { queryWords, SEARCH_QUERY_MAX } from '../../src/features/course-search/course-search';
import { searchTextOf } from '../../src/features/course-search/search-text';

// How the CMS puts titles and queries in one form before its database compares them
// (docs/decisions/site-search.md): the site's search depends on it finding what Fuse.js would.

describe('a course title as the search compares it', () => {
  it('keeps letters and digits, without accents or capitals, one space between words', () => {
    expect(searchTextOf('BTS Aéronautique')).toBe('bts aeronautique');
    expect(searchTextOf('  Master  Management & Stratégie — 2ᵉ année ')).toBe('master management strategie 2e annee');
    expect(searchTextOf("Bachelor d'Œnologie")).toBe('bachelor d œnologie');
    // Nothing a LIKE pattern would read as a wildcard.
    expect(searchTextOf('100% _design_')).toBe('100 design');
  });
});

describe('the words of a query', () => {
  it('finds a short word whole, a longer one whole or by enough of its letter pairs', () => {
    expect(queryWords('BTS Aéronautique')).toEqual([
      { text: 'bts', pairs: ['bt', 'ts'], pairsNeeded: 1 },
      {
        text: 'aeronautique',
        pairs: ['ae', 'er', 'ro', 'on', 'na', 'au', 'ut', 'ti', 'iq', 'qu', 'ue'],
        pairsNeeded: 6,
      },
    ]);
    expect(queryWords('de')).toEqual([{ text: 'de', pairs: [], pairsNeeded: 0 }]);
  });

  it('leaves enough pairs to a word with one wrong, missing, extra or swapped letter', () => {
    const pairsOf = (word: string) => new Set(queryWords(word)[0]!.pairs);
    const title = 'aeronautique';
    for (const typo of ['aeronautqiue', 'aeronautiqe', 'aeronnautique', 'aeronaotique', 'aeronotique']) {
      const [word] = queryWords(typo);
      const kept = word!.pairs.filter((pair) => pairsOf(title).has(pair)).length;
      expect(kept, typo).toBeGreaterThanOrEqual(word!.pairsNeeded);
    }
    const [lyon] = queryWords('lyin');
    expect(lyon!.pairs.filter((pair) => pairsOf('lyon').has(pair)).length).toBeGreaterThanOrEqual(lyon!.pairsNeeded);
  });

  it('reads the same word once, eight words and SEARCH_QUERY_MAX characters at most', () => {
    expect(queryWords('design Design DÉSIGN').map((word) => word.text)).toEqual(['design']);
    expect(queryWords('a b c d e f g h i j').map((word) => word.text)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
    expect(queryWords(`${'x'.repeat(SEARCH_QUERY_MAX)}yyy`)[0]!.text).toBe('x'.repeat(SEARCH_QUERY_MAX));
    expect(queryWords(' %_ ')).toEqual([]);
  });
});
