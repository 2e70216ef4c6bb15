import { describe, expect, it } from 'vitest';
import { SITEMAP_KINDS, SITEMAP_PART_SIZE, sitemapPartFile, sitemapPartOfFile, sitemapPartsOf } from './sitemap-parts';

describe('sitemap parts', () => {
  it('names each part by its kind, language and page, and reads the name back', () => {
    expect(sitemapPartFile({ kind: 'pages' })).toBe('pages.xml');
    expect(sitemapPartFile({ kind: 'countryGuide', locale: 'en', page: 2 })).toBe('country-guide-en-2.xml');
    for (const kind of SITEMAP_KINDS) {
      const part = { kind, locale: 'fr' as const, page: 7 };
      expect(sitemapPartOfFile(sitemapPartFile(part))).toEqual(part);
    }
    expect(sitemapPartOfFile('pages.xml')).toEqual({ kind: 'pages' });
  });

  it('names nothing with a name no index lists', () => {
    for (const file of [
      'course-fr-0.xml',
      'course-fr-01.xml',
      'course-de-1.xml',
      'courses-fr-1.xml',
      'countryGuide-fr-1.xml',
      'course-fr-1',
      'course-fr-1.xml.gz',
      'pages',
      'course-fr-9999999.xml',
      '../sitemap.xml',
    ])
      expect(sitemapPartOfFile(file), file).toBeNull();
  });

  it('splits a kind into parts of SITEMAP_PART_SIZE entries, none when it has none', () => {
    expect(sitemapPartsOf('news', 'fr', 0)).toEqual([]);
    expect(sitemapPartsOf('news', 'fr', 1)).toEqual([{ kind: 'news', locale: 'fr', page: 1 }]);
    expect(sitemapPartsOf('news', 'en', SITEMAP_PART_SIZE)).toHaveLength(1);
    expect(sitemapPartsOf('news', 'en', 10_000).map((part) => 'page' in part && part.page)).toEqual(
      Array.from({ length: Math.ceil(10_000 / SITEMAP_PART_SIZE) }, (_, index) => index + 1),
    );
  });

  it('keeps a part under the 50,000 addresses a sitemap may hold (two languages an entry at most)', () => {
    expect(SITEMAP_PART_SIZE * 2).toBeLessThanOrEqual(50_000);
  });
});
