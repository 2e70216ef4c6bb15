import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cms } from '../support/cms';
import { page } from '../support/site';
import { publishThrowawayCourse, type ThrowawayCourse } from '../support/throwaway-course';

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

/** The site's reads of the CMS's courses so far (its metrics: every call, cached or not, is counted). */
async function courseReads(): Promise<number> {
  const text = await (await fetch(process.env.TEST_WEB_METRICS_URL ?? '')).text();
  return [...text.matchAll(/^horizon_site_cms_requests_total\{([^}]*)\} (\S+)$/gm)]
    .filter(([, labels = '']) => labels.includes('resource="courses"'))
    .reduce((sum, [, , value = '0']) => sum + Number(value), 0);
}

type Suggestions = { groups: Record<string, Array<{ title: string; path: string }>> };
const suggested = async (q: string) =>
  (JSON.parse((await page(`/api/search?q=${encodeURIComponent(q)}&locale=fr`)).html) as Suggestions).groups.course ??
  [];

// Courses are searched by the CMS (issue 54, docs/decisions/site-search.md): one read per query,
// a bounded answer whatever the number of courses, and a course published now found at once.
describe('courses searched in the CMS', () => {
  let course: ThrowawayCourse;
  beforeAll(async () => {
    course = await publishThrowawayCourse(`Cryptozoologie appliquée ${Date.now().toString(36)}`);
  });
  afterAll(async () => course?.remove());

  it('finds a course just published, by a word of its title, with its accents, case or a typo', async () => {
    for (const q of ['cryptozoologie', 'CRYPTOZOOLOGIE APPLIQUEE', 'cryptozoolgie', 'cryptozooolgie appliqué']) {
      expect(
        (await suggested(q)).map((item) => item.title),
        q,
      ).toContain(course.title);
    }
    const { html } = await page('/recherche?q=cryptozoologie');
    expect(resultLinks(html, 'course')).toContainEqual({ href: `/formations/${course.slug}`, text: course.title });
  });

  it('asks the CMS once per query, which answers a bounded few, whatever the number of courses', async () => {
    const before = await courseReads();
    await suggested('cryptozoologie');
    await suggested('cryptozoologie');
    // Not kept by the site (the URL is what a visitor typed): each query is one read, never one per page of titles.
    expect((await courseReads()) - before).toBe(2);

    const { json: all } = await cms('/courses', { query: { fields: ['slug'], pagination: { pageSize: 1 } } });
    expect((all?.meta as { pagination: { total: number } }).pagination.total).toBeGreaterThan(50);
    // A letter every title holds: the CMS answers 50, not every course.
    const { status, json } = await cms('/courses/search', { query: { q: 'e' } });
    expect(status).toBe(200);
    const found = json?.data as Array<Record<string, unknown>>;
    expect(found).toHaveLength(50);
    expect(Object.keys(found[0]!).sort()).toEqual(['documentId', 'name', 'slug', 'title']);
    // Whole words first: the course whose title has the word comes before those with some of its letters.
    const ranked = (await cms('/courses/search', { query: { q: 'cryptozoologie' } })).json?.data as Array<{
      title: string;
    }>;
    expect(ranked[0]?.title).toBe(course.title);
  });

  it('answers a query with no word, or in an unknown language, as the autocomplete routes do', async () => {
    expect((await cms('/courses/search', { query: { q: ' %_ ' } })).json?.data).toEqual([]);
    expect((await cms('/courses/search', { query: { q: 'bts', locale: 'de' }, locale: null })).status).toBe(400);
  });
});
