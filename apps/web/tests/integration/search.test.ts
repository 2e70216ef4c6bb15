import { describe, expect, it } from 'vitest';
import { page } from '../support/site';

const count = (html: string) => /<p class="[^"]*count"[^>]*>([^<]*)</.exec(html)?.[1];
const resultLinks = (html: string, kind: string) => {
  const section = new RegExp(`<section aria-labelledby="results-${kind}">([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '';
  return [...section.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href = '', text = '']) => ({
    href,
    text,
  }));
};

describe('search without JavaScript (/recherche, /en/search)', () => {
  it('finds a course whatever its accents and case, and its category leads to the filtered list', async () => {
    const { status, html } = await page('/recherche?q=AERONAUTIQUE');
    expect(status).toBe(200);
    expect(resultLinks(html, 'course').map((l) => l.text)).toContain('BTS Aéronautique');
    const category = resultLinks(html, 'category')[0];
    expect(category?.href).toMatch(/^\/formations\?programCat=[a-z0-9-]+$/);
  });

  it('tolerates a small typo', async () => {
    const { html } = await page('/recherche?q=aeronautqiue');
    expect(resultLinks(html, 'course').map((l) => l.text)).toContain('BTS Aéronautique');
  });

  it('finds campuses by city, in English under /en/search', async () => {
    const { status, html } = await page('/en/search?q=lyon');
    expect(status).toBe(200);
    expect(resultLinks(html, 'campus').length).toBeGreaterThan(0);
    expect(resultLinks(html, 'campus')[0]?.href).toMatch(/^\/en\/campus\//);
  });

  it('says when nothing matches, and asks for two letters at least', async () => {
    expect(count((await page('/recherche?q=zzzzzz')).html)).toBe('Aucun résultat pour « zzzzzz »');
    const short = await page('/recherche?q=a');
    expect(short.status).toBe(200);
    expect(short.html).toContain('au moins deux lettres');
  });

  it('is kept out of search engines', async () => {
    const { html } = await page('/recherche?q=bts');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
  });

  it('has a search box on every page, a GET form to the results page', async () => {
    for (const [path, action] of [
      ['/', '/recherche'],
      ['/en/courses', '/en/search'],
    ] as const) {
      const { html } = await page(path, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
      const form = /<form role="search"[^>]*>/.exec(html)?.[0] ?? '';
      expect(form).toContain(`action="${action}"`);
      expect(form).toContain('method="get"');
      expect(html).toMatch(/<input id="search" type="search"[^>]*name="q"/);
    }
  });

  it('answers an oversized or odd query with a page, not an error', async () => {
    for (const q of ['x'.repeat(500), '%00', '%F0%9F%8E%93', '<script>']) {
      const { status } = await page(`/recherche?q=${q}`);
      expect(status, q.slice(0, 20)).toBe(200);
    }
  });

  it('answers the suggestions of the search box as JSON, a few per kind, in the language asked', async () => {
    const answer = await page('/api/search?q=aeronautique&locale=fr');
    expect(answer.status).toBe(200);
    const json = JSON.parse(answer.html) as {
      total: number;
      groups: Record<string, Array<{ title: string; type: string; path: string }>>;
    };
    expect(json.groups.course?.map((item) => item.title)).toContain('BTS Aéronautique');
    expect(json.groups.course?.[0]?.type).toBe('course');
    for (const list of Object.values(json.groups)) expect(list.length).toBeLessThanOrEqual(5);
    const english = JSON.parse((await page('/api/search?q=aeronautics&locale=en')).html) as typeof json;
    expect(english.groups.course?.every((item) => item.path.startsWith('/en/courses/'))).toBe(true);
    expect((await page('/api/search?q=bts&locale=de')).status).toBe(400);
  });
});
