import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, editAndPublish } from '../support/admin';
import { clientBundleFiles } from '../support/client-bundle';
import { cms } from '../support/cms';
import { testEnv } from '../support/env';
import { eventually, h1, htmlLang, page } from '../support/site';

type CourseRef = {
  documentId: string;
  slug: string;
  title: string;
  localizations: Array<{ slug: string; locale: string }>;
};

let course: CourseRef;
let englishSlug: string;

beforeAll(async () => {
  const { json } = await cms('/courses', {
    query: {
      fields: ['slug', 'title'],
      populate: { localizations: { fields: ['slug', 'locale'] } },
      sort: ['slug:asc'],
      pagination: { limit: 1 },
    },
  });
  course = (json?.data as CourseRef[])[0]!;
  englishSlug = course.localizations.find((l) => l.locale === 'en')!.slug;
});

describe('pages in both languages', () => {
  it('serves the French home page at / and the English one at /en', async () => {
    const fr = await page('/');
    expect(fr.status).toBe(200);
    expect(htmlLang(fr.html)).toBe('fr');
    expect(fr.html).toContain('Horizon Écoles');
    const en = await page('/en');
    expect(en.status).toBe(200);
    expect(htmlLang(en.html)).toBe('en');
    expect(en.html).toContain('Horizon Schools');
  });

  it('serves the course list at /formations and /en/courses with every course', async () => {
    const fr = await page('/formations');
    expect(fr.status).toBe(200);
    expect(fr.html).toContain('100 formations');
    const en = await page('/en/courses');
    expect(en.status).toBe(200);
    expect(en.html).toContain('100 programmes');
  });

  it('narrows the list with programCat and keeps the filter in the English link', async () => {
    const { json } = await cms('/categorie-de-programmes/autocomplete');
    const category = (json?.data as Array<{ slug: string }>)[0]!;
    const filtered = await page(`/formations?programCat=${category.slug}`);
    expect(filtered.status).toBe(200);
    expect(filtered.html).not.toContain('100 formations');
    expect(filtered.html).toMatch(/href="\/en\/courses\?programCat=[a-z0-9-]+"/);
  });

  it('shows the empty-result message for filters no course matches', async () => {
    // No course of the demo content is taught in design at the Rennes campus.
    const none = await page('/formations?locations=campus-rennes&programCat=design-arts-culture');
    expect(none.status).toBe(200);
    expect(none.html).toContain('Aucune formation ne correspond à votre recherche');
  });

  it('sends filter values the panel does not offer to the list without them', async () => {
    const { json } = await cms('/categorie-de-programmes/autocomplete');
    const category = (json?.data as Array<{ slug: string }>)[0]!.slug;
    for (const [query, target] of [
      ['programCat=nothing-here', '/formations'],
      ['programCat=%3Cscript%3E&programCat=x', '/formations'],
      [`entryYears=no-such-intake&programCat=${category}&page=2`, `/formations?programCat=${category}`],
    ]) {
      const { status, headers } = await page(`/formations?${query}`);
      expect(status, query).toBe(307);
      const location = new URL(headers.get('location')!, 'http://site.test');
      expect(`${location.pathname}${location.search}`, query).toBe(target);
    }
  });

  it('pages the course list, 20 courses a page, each page with its own canonical address', async () => {
    const first = await page('/formations');
    expect(first.html.match(/<article/g)).toHaveLength(20);
    expect(first.html).toContain('href="/formations?page=5"');
    expect(first.html).not.toMatch(/href="[^"]*\?"/);
    const last = await page('/en/courses?page=5');
    expect(last.status).toBe(200);
    expect(last.html.match(/<article/g)).toHaveLength(20);
    expect(last.html).toMatch(/<link rel="canonical" href="[^"]*\/en\/courses\?page=5"/);
    expect(last.html).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/formations\?page=5"/);
    expect((await page('/formations?page=6')).status).toBe(404);
  });

  it('keeps the HTML of the course list under 120 KB on a phone (and 130 KB on a desktop), its stylesheets apart', async () => {
    // A desktop page also carries the iPads' splash images and the menu of a narrow window. The
    // site's stylesheets, the same on every page, came as files before they came in the page
    // (docs/decisions/inline-css.md): they are weighed on their own, so that neither can grow
    // unseen behind the other.
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };
    const STYLES = /<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>/g;
    for (const [path, headers, limit] of [
      ['/formations', phone, 120_000],
      ['/formations', {}, 130_000],
      ['/en/courses?page=2', phone, 120_000],
      ['/en/courses?page=2', {}, 130_000],
    ] as const) {
      const { status, html } = await page(path, headers);
      expect(status).toBe(200);
      const device = 'user-agent' in headers ? 'phone' : 'desktop';
      const styles = html.match(STYLES) ?? [];
      expect(styles.length, `${path} ${device}: its stylesheets in the page`).toBeGreaterThan(0);
      const stylesBytes = Buffer.byteLength(styles.join(''));
      expect(stylesBytes, `${path} ${device}: its stylesheets`).toBeLessThan(40_000);
      expect(Buffer.byteLength(html) - stylesBytes, `${path} ${device}`).toBeLessThan(limit);
    }
  });

  it('answers the internal address of a view of the list with the 404 page', async () => {
    for (const path of ['/course-list/all', '/en/course-list/page=2'])
      expect((await page(path)).status, path).toBe(404);
  });

  it('serves a course page in French and in English with its translated slug', async () => {
    const fr = await page(`/formations/${course.slug}`);
    expect(fr.status).toBe(200);
    expect(h1(fr.html)).toBe(course.title);
    expect(fr.html).toContain(`href="/en/courses/${englishSlug}"`);
    expect(fr.html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*/en/courses/${englishSlug}"`));
    const en = await page(`/en/courses/${englishSlug}`);
    expect(en.status).toBe(200);
    expect(htmlLang(en.html)).toBe('en');
    expect(en.html).toContain(`href="/formations/${course.slug}"`);
  });

  it('names the site once in the title of each page, whether or not the CMS title names it', async () => {
    const paths = [
      '/',
      '/formations',
      `/formations/${course.slug}`,
      '/ecoles',
      '/news',
      '/en',
      `/en/courses/${englishSlug}`,
    ];
    for (const path of paths) {
      const { html } = await page(path);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const site = path.startsWith('/en') ? 'Horizon Schools' : 'Horizon Écoles';
      expect(title.split(site).length - 1, `${path}: ${title}`).toBe(1);
    }
  });
});

describe('not found', () => {
  it.each([
    ['/formations/no-such-course', 'fr'],
    ['/en/courses/no-such-course', 'en'],
    ['/nothing/here/at/all', 'fr'],
    ['/en/nothing-here', 'en'],
    ['/formations/NOT%20A%20SLUG', 'fr'],
  ])('%s answers 404 (%s page)', async (path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('revalidation webhook', () => {
  it('refuses a wrong secret and a malformed body', async () => {
    const wrong = await fetch(`${testEnv.webUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    const malformed = await fetch(`${testEnv.webUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testEnv.revalidateSecret}` },
      body: 'not json',
    });
    expect(malformed.status).toBe(400);
  });

  it('shows an edit published in the CMS admin on the site, without a restart', async () => {
    const before = await page(`/formations/${course.slug}`);
    expect(h1(before.html)).toBe(course.title);
    const edited = `${course.title} (édition ${Date.now()})`;
    await editAndPublish(await adminToken(), 'api::course.course', course.documentId, 'fr', { title: edited });
    await eventually(async () => {
      expect(h1((await page(`/formations/${course.slug}`)).html)).toBe(edited);
    });
    await eventually(async () => {
      expect((await page('/formations')).html).toContain(edited);
    });
  });
});

describe('secrets stay on the server', () => {
  const secrets = () => [testEnv.servicePassword, testEnv.revalidateSecret, testEnv.privacyEraseSecret];

  it('are in no page', async () => {
    for (const path of ['/', '/en', '/formations', `/formations/${course.slug}`, '/nope']) {
      const { html } = await page(path);
      for (const secret of secrets()) expect(html).not.toContain(secret);
    }
  });

  it('are not referenced by the client bundle', () => {
    const files = clientBundleFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const { file, text } of files) {
      for (const secret of secrets()) expect(text.includes(secret), file).toBe(false);
      expect(text.includes('CMS_SERVICE_PASSWORD'), file).toBe(false);
    }
  });
});
