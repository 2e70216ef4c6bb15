import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes a part as Next writes a sitemap, with its alternates and date', () => {
    const xml = urlsetXml([
      {
        url: 'https://site.test/formations/a',
        lastModified: '2026-01-02T03:04:05.000Z',
        languages: {
          fr: 'https://site.test/formations/a',
          en: 'https://site.test/en/courses/a',
          'x-default': 'https://site.test/formations/a',
        },
      },
      { url: 'https://site.test/en', languages: {} },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url>',
        '<loc>https://site.test/formations/a</loc>',
        '<xhtml:link rel="alternate" hreflang="fr" href="https://site.test/formations/a" />',
        '<xhtml:link rel="alternate" hreflang="en" href="https://site.test/en/courses/a" />',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://site.test/formations/a" />',
        '<lastmod>2026-01-02T03:04:05.000Z</lastmod>',
        '</url>',
        '<url>',
        '<loc>https://site.test/en</loc>',
        '</url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what XML reserves', () => {
    expect(urlsetXml([{ url: 'https://site.test/a?b=1&c=<2>', languages: {} }])).toContain(
      '<loc>https://site.test/a?b=1&amp;c=&lt;2&gt;</loc>',
    );
  });

  it('writes the index of the parts', () => {
    expect(sitemapIndexXml(['https://site.test/sitemap/pages.xml', 'https://site.test/sitemap/course-fr-1.xml'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap>',
        '<loc>https://site.test/sitemap/pages.xml</loc>',
        '</sitemap>',
        '<sitemap>',
        '<loc>https://site.test/sitemap/course-fr-1.xml</loc>',
        '</sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
