import { beforeAll, describe, expect, it } from 'vitest';
import { cms } from '../support/cms';
import { page } from '../support/site';

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

let urls: Url[];

beforeAll(async () => {
  const answer = await page('/sitemap.xml');
  expect(answer.status).toBe(200);
  urls = parseSitemap(answer.html);
});

describe('sitemap.xml', () => {
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
  it('names the sitemap and keeps the API, search results and the debug page out', async () => {
    const { status, html } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(html).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    for (const path of ['/api/', '/recherche', '/en/search', '/error/debug', '/en/error/debug'])
      expect(html).toContain(`Disallow: ${path}\n`);
    expect(html).not.toMatch(/^Disallow: \/$/m);
  });
});
