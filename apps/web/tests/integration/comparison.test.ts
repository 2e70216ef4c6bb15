import { beforeAll, describe, expect, it } from 'vitest';
import { cms } from '../support/cms';
import { decodeEntities, h1, htmlLang, page } from '../support/site';

// The comparison and the shortlist as the server sends them: everything in the HTML, no JavaScript.

type CourseRef = {
  documentId: string;
  slug: string;
  title: string;
  localizations: Array<{ slug: string; locale: string }>;
};
let courses: CourseRef[];
const PHONE_UA = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };

beforeAll(async () => {
  // Three courses of different levels (the list is sorted by title: a BTS, a Bachelor, an MBA…).
  const { json } = await cms('/courses', {
    query: {
      fields: ['slug', 'title'],
      populate: { localizations: { fields: ['slug', 'locale'] } },
      sort: ['title:asc'],
      pagination: { limit: 100 },
    },
  });
  const all = json?.data as CourseRef[];
  const pick = (prefix: string) => all.find((course) => course.title.startsWith(prefix))!;
  courses = [pick('BTS'), pick('Bachelor'), pick('MBA')];
});

const english = (course: CourseRef) => course.localizations.find((l) => l.locale === 'en')!.slug;
const text = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('a comparison address', () => {
  it('renders the table on the server, the courses as column headers, one row per criterion (desktop)', async () => {
    const [a, b, c] = courses as [CourseRef, CourseRef, CourseRef];
    const { status, html } = await page(`/comparer?course=${a.slug}&course=${b.slug}&course=${c.slug}`);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('fr');
    expect(h1(html)).toBe('Comparer des formations');
    const columns = [...html.matchAll(/<th scope="col">([\s\S]*?)<\/th>/g)].map((m) => text(m[1]!));
    expect(columns).toHaveLength(3);
    columns.forEach((column, index) => expect(column).toContain(courses[index]!.title));
    const rows = [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => decodeEntities(m[1]!));
    expect(rows).toEqual([
      'Niveau',
      'Certification',
      'Crédits ECTS',
      'Durée',
      'Rythme',
      "Langue d'enseignement",
      'Rentrées',
      'Campus',
      'Frais de scolarité (hors UE)',
      'Frais de scolarité (UE)',
      "Poursuite d'études",
      'Métiers visés',
    ]);
    // The seed's facts: a BTS is a 2-year State diploma, an MBA a level 7 RNCP certification; fees per year.
    const body = text(html);
    expect(body).toContain('Diplôme d’État (BTS) de niveau 5');
    expect(body).toContain('Titre RNCP de niveau 7 reconnu par l’État');
    expect(body).toMatch(/\d[\d  ]*\s?€/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(
      new RegExp(
        `<link rel="canonical" href="[^"]*/comparer\\?course=${a.slug}&amp;course=${b.slug}&amp;course=${c.slug}"`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `hrefLang="en" href="[^"]*/en/compare\\?course=${english(a)}&amp;course=${english(b)}&amp;course=${english(c)}"`,
      ),
    );
    // Three courses: each can leave the comparison, by a plain link.
    expect(html).toContain(`href="/comparer?course=${b.slug}&amp;course=${c.slug}"`);
  });

  it('gives a phone one section per criterion, no table, in English under /en', async () => {
    const [a, b] = courses as [CourseRef, CourseRef];
    const { status, html } = await page(`/en/compare?course=${english(a)}&course=${english(b)}`, PHONE_UA);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('en');
    expect(html).not.toContain('<table');
    const headings = [...html.matchAll(/<h2 id="criterion-[^"]+">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toHaveLength(12);
    expect(headings[0]).toBe('Level');
    // Each criterion names each course: 12 × 2 values.
    expect(html.match(/<dd>/g)).toHaveLength(24);
  });

  it('answers unknown courses, too few and too many in the page’s language, never an error', async () => {
    const slugs = courses.map((course) => course.slug);
    const cases: Array<[string, string[], number]> = [
      ['/comparer', ['Choisissez au moins deux formations'], 0],
      [`/comparer?course=${slugs[0]}`, ['Choisissez au moins deux formations'], 0],
      [
        `/comparer?course=${slugs[0]}&course=no-such-course&course=%3Cb%3Ex`,
        ['ne correspondent à aucune formation : no-such-course, <b>x', 'Choisissez au moins deux formations'],
        0,
      ],
      [
        `/comparer?course=${slugs[0]},${slugs[1]},no-such-course`,
        ['Cette adresse ne correspond à aucune formation : no-such-course.'],
        2,
      ],
      [
        `/en/compare?course=${courses.map(english).join(',')},a,b`,
        ['Up to 4 courses can be compared at a time', 'This address matches no course: a.'],
        3,
      ],
      ['/en/compare?course=', ['Choose at least two courses'], 0],
    ];
    for (const [path, messages, columns] of cases) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      for (const message of messages) expect(text(html), path).toContain(message);
      expect(html.match(/<th scope="col">/g) ?? [], path).toHaveLength(columns);
      expect(html, path).not.toContain('<b>x');
      expect(html, path).toContain('noindex');
    }
  });
});

describe('the shortlist page', () => {
  it('renders the courses its address names, in that order, with the boxes of the comparison form', async () => {
    const [a, b] = courses as [CourseRef, CourseRef];
    const { status, html } = await page(`/en/shortlist?ids=${b.documentId},${a.documentId}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe('My shortlist');
    const titles = [...html.matchAll(/<h2 class="[^"]*"><a[^>]*>([^<]*)<\/a><\/h2>/g)].map((m) =>
      decodeEntities(m[1]!),
    );
    const { json } = await cms(`/courses/${a.documentId}`, { locale: 'en', query: { fields: ['title'] } });
    expect(titles).toHaveLength(2);
    expect(titles[1]).toBe((json?.data as { title: string }).title);
    expect(html).toMatch(/<form action="\/en\/compare" method="get"/);
    const boxes = html.match(/<input [^>]*name="course"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toMatch(/type="checkbox".*checked=""|checked="".*type="checkbox"/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('says how to see the list when there is none in the address (the browser keeps it)', async () => {
    const { status, html } = await page('/selection?ids=not-an-id');
    expect(status).toBe(200);
    expect(text(html)).toContain('activez JavaScript');
    expect(html).not.toContain('<article');
  });

  it('names the site once in the title of each page, in its language', async () => {
    const [a, b] = courses as [CourseRef, CourseRef];
    for (const [path, site] of [
      ['/selection', 'Horizon Écoles'],
      ['/en/shortlist', 'Horizon Schools'],
      [`/comparer?course=${a.slug}&course=${b.slug}`, 'Horizon Écoles'],
      ['/en/compare', 'Horizon Schools'],
    ] as const) {
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec((await page(path)).html)?.[1] ?? '');
      expect(title.split(site).length - 1, `${path}: ${title}`).toBe(1);
    }
  });

  it('keeps search engines away from the shortlist and comparisons', async () => {
    const { html } = await page('/robots.txt');
    for (const path of ['/selection', '/en/shortlist', '/comparer', '/en/compare'])
      expect(html).toContain(`Disallow: ${path}`);
  });
});
