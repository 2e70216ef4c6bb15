import { beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PART_SIZE } from '@/lib/sitemap-parts';
import { cms } from '../support/cms';
import { page } from '../support/site';
import { sitemapPartPaths } from '../support/sitemap';

type Url = { loc: string; lastmod: string | undefined; alternates: Record<string, string> };

/** The <url> elements of a sitemap, with their hreflang links. */
function parseSitemap(xml: string): Url[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

// /sitemap.xml is an index of parts (docs/decisions/sitemap-index.md); the pages are those of
// every part together.
let parts: string[];
let urlsOfPart: Map<string, Url[]>;
let urls: Url[];

beforeAll(async () => {
  const index = await page('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(index.html).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  parts = await sitemapPartPaths();
  urlsOfPart = new Map();
  for (const part of parts) {
    const answer = await page(part);
    expect(answer.status, part).toBe(200);
    expect(answer.html, part).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    urlsOfPart.set(part, parseSitemap(answer.html));
  }
  urls = [...urlsOfPart.values()].flat();
});

describe('the sitemap index', () => {
  it('lists the fixed pages, then a part per kind, language and SITEMAP_PART_SIZE entries', async () => {
    expect(parts[0]).toBe('/sitemap/pages.xml');
    for (const part of parts) expect(part).toMatch(/^\/sitemap\/(pages|[a-z-]+-(fr|en)-[1-9][0-9]*)\.xml$/);
    expect(new Set(parts).size).toBe(parts.length);
    for (const part of ['/sitemap/course-fr-1.xml', '/sitemap/course-en-1.xml', '/sitemap/news-fr-1.xml'])
      expect(parts).toContain(part);
    const { json } = await cms('/courses', { query: { fields: ['slug'], pagination: { limit: 1 } } });
    const total = (json?.meta as { pagination: { total: number } }).pagination.total;
    expect(parts.filter((part) => part.startsWith('/sitemap/course-fr-'))).toHaveLength(
      Math.ceil(total / SITEMAP_PART_SIZE),
    );
  });

  it('keeps each part to one language and one kind, each address once, under 50,000 addresses', () => {
    for (const [part, list] of urlsOfPart) {
      expect(list.length, part).toBeGreaterThan(0);
      expect(list.length, part).toBeLessThanOrEqual(50_000);
      const locs = list.map((url) => pathOf(url.loc));
      expect(new Set(locs).size, part).toBe(locs.length);
      if (part.includes('-en-')) for (const path of locs) expect(path, part).toMatch(/^\/en(\/|$)/);
      if (part.includes('-fr-')) for (const path of locs) expect(path, part).not.toMatch(/^\/en(\/|$)/);
    }
    for (const path of (urlsOfPart.get('/sitemap/course-fr-1.xml') ?? []).map((url) => pathOf(url.loc)))
      expect(path).toMatch(/^\/formations\/[^/]+$/);
  });

  it('answers 404 for a part past the last of its kind, and for a part no index lists', async () => {
    const last = Math.max(
      ...parts
        .filter((part) => part.startsWith('/sitemap/news-fr-'))
        .map((part) => Number(/-(\d+)\.xml$/.exec(part)![1])),
    );
    for (const path of [
      `/sitemap/news-fr-${last + 1}.xml`,
      '/sitemap/news-de-1.xml',
      '/sitemap/nothing-fr-1.xml',
      '/sitemap/news-fr-0.xml',
      '/sitemap/pages',
    ])
      expect((await page(path)).status, path).toBe(404);
  });
});

describe('the sitemap’s pages', () => {
  it('lists each public page once, in both languages, with every course of the CMS', async () => {
    const locs = urls.map((url) => pathOf(url.loc));
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/en',
      '/formations',
      '/en/courses',
      '/ecoles',
      '/en/schools',
      '/news',
      '/faq',
      '/brochure',
    ])
      expect(locs).toContain(path);
    const { json } = await cms('/courses', { query: { fields: ['slug'], pagination: { limit: 1 } } });
    const total = (json?.meta as { pagination: { total: number } }).pagination.total;
    expect(locs.filter((path) => path.startsWith('/formations/'))).toHaveLength(total);
    // The news list: its first page only, each later one reached from it.
    expect(locs).toContain('/en/news');
    expect(locs.filter((path) => /[?&]page=/.test(path))).toEqual([]);
    expect(locs.some((path) => path.startsWith('/en/courses/'))).toBe(true);
    expect(locs.some((path) => path.startsWith('/campus/'))).toBe(true);
    expect(locs.some((path) => path.startsWith('/news/'))).toBe(true);
    for (const path of locs)
      expect(path).not.toMatch(/^\/(en\/)?(error|hors-ligne|offline|remerciement-contact|thank-you)/);
  });

  it('names each page in both languages and x-default, reciprocally', () => {
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      expect(Object.values(url.alternates), url.loc).toContain(url.loc);
      expect(url.alternates['x-default'], url.loc).toBe(url.alternates.fr);
      for (const [lang, href] of Object.entries(url.alternates)) {
        if (lang === 'x-default') continue;
        // The page named as this one's translation lists this one back.
        expect(byLoc.get(href)?.alternates, `${url.loc} → ${href}`).toEqual(url.alternates);
      }
    }
  });

  it('dates CMS pages by their last change', () => {
    const course = urls.find((url) => pathOf(url.loc).startsWith('/formations/'));
    expect(Date.parse(course?.lastmod ?? '')).not.toBeNaN();
  });

  it('lists only addresses that answer 200', async () => {
    const paths = urls.map((url) => pathOf(url.loc));
    const failures: string[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      const answers = await Promise.all(
        paths.slice(i, i + 8).map(async (path) => [path, (await page(path)).status] as const),
      );
      failures.push(...answers.filter(([, status]) => status !== 200).map(([path, status]) => `${path} ${status}`));
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('robots.txt', () => {
  it('names the sitemap index and keeps the API, search results and the debug page out', async () => {
    const { status, html } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(html).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    for (const path of ['/api/', '/recherche', '/en/search', '/error/debug', '/en/error/debug'])
      expect(html).toContain(`Disallow: ${path}\n`);
    expect(html).not.toMatch(/^Disallow: \/$/m);
  });
});
