import { describe, expect, it } from 'vitest';
import { cms } from '../support/cms';
import { h1, htmlLang, locationPath, page } from '../support/site';

const first = async (path: string, fields: string[]) => {
  const { json } = await cms(path, {
    query: {
      fields,
      populate: { localizations: { fields: ['slug', 'locale'] } },
      sort: ['slug:asc'],
      pagination: { limit: 1 },
    },
  });
  return (json?.data as Array<{ slug: string; localizations: Array<{ slug: string; locale: string }> }>)[0]!;
};
const english = (entry: { localizations: Array<{ slug: string; locale: string }> }) =>
  entry.localizations.find((l) => l.locale === 'en')!.slug;

describe('every list and generic route answers 200 in both languages', () => {
  it.each([
    ['/', 'fr'],
    ['/en', 'en'],
    ['/accompagnement', 'fr'],
    ['/en/support', 'en'],
    ['/bureaux', 'fr'],
    ['/en/offices', 'en'],
    ['/ecoles', 'fr'],
    ['/en/schools', 'en'],
    ['/faq', 'fr'],
    ['/en/faq', 'en'],
    ['/horizon', 'fr'],
    ['/en/horizon', 'en'],
    ['/formations', 'fr'],
    ['/en/courses', 'en'],
    ['/lives', 'fr'],
    ['/en/lives', 'en'],
    ['/news', 'fr'],
    ['/en/news', 'en'],
    ['/etudier-dans-votre-pays/programmes-internationaux', 'fr'],
    ['/en/international-students/our-programmes-abroad', 'en'],
    ['/etudier-en-france', 'fr'],
    ['/en/study-in-france/student-visa', 'en'],
    ['/error/debug', 'fr'],
    ['/en/error/debug', 'en'],
  ])('%s', async (path, lang) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(htmlLang(response.html)).toBe(lang);
    expect(h1(response.html)).toBeTruthy();
  });
});

describe('detail pages in both languages, with the switch to the translation', () => {
  it.each([
    ['/schools', '/ecoles', '/en/schools', ['name']],
    ['/figs-news', '/news', '/en/news', ['title']],
    ['/campuses', '/campus', '/en/campus', ['title']],
  ])('%s', async (resource, frBase, enBase, fields) => {
    const entry = await first(resource, ['slug', ...fields]);
    const fr = await page(`${frBase}/${entry.slug}`);
    expect(fr.status).toBe(200);
    expect(fr.html).toContain(`href="${enBase}/${english(entry)}"`);
    const en = await page(`${enBase}/${english(entry)}`);
    expect(en.status).toBe(200);
    expect(htmlLang(en.html)).toBe('en');
    expect(en.html).toContain(`href="${frBase}/${entry.slug}"`);
  });

  it('links an article to its translation, whose landing slug is translated too', async () => {
    const { html } = await page('/etudier-dans-votre-pays/programmes-internationaux');
    expect(html).toContain('href="/en/international-students/our-programmes-abroad"');
  });
});

describe('validation checks give a real 404', () => {
  it.each([
    '/ecoles/no-such-school',
    '/en/schools/no-such-school',
    '/news/no-such-news',
    '/campus/nowhere',
    '/no-such-rubrique',
    '/en/no-such-rubrique',
    // An article that exists, under another landing.
    '/etudier-en-france/programmes-internationaux',
    '/horizon/no-such-article',
    '/de/formations',
  ])('%s', async (path) => {
    const response = await page(path);
    // The body of a 404 is rendered in the browser (Next 16.4 does not server-render notFound();
    // vercel/next.js#62228): its text and language are checked in tests/e2e/error-pages.test.ts.
    expect(response.status).toBe(404);
  });
});

describe('redirects', () => {
  it('removes a trailing slash with a 301, keeping the query; the root stays', async () => {
    const response = await page('/formations/?programCat=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(/\/formations\?programCat=x$/);
    expect((await page('/en/courses/')).headers.get('location')).toMatch(/\/en\/courses$/);
    expect((await page('/', { 'accept-language': 'fr' })).status).toBe(200);
  });

  it.each([
    ['/contact-us', '/'],
    ['/fr/candidature-en-ligne', '/formations'],
    ['/fr/contactez-nous', '/horizon'],
    ['/fr/paiement-confirme', '/paiement-en-ligne'],
    ['/fr/merci-virement', '/autre-moyen-de-paiement'],
    ['/fr/demande-de-documentation', '/remerciement-contact'],
    ['/FR/Candidature-En-Ligne/', '/formations'],
  ])('legacy %s goes to %s with a 301', async (from, to) => {
    const response = await page(from);
    expect(response.status).toBe(301);
    expect(locationPath(response.headers)).toBe(to);
  });

  it('keeps the query of a legacy URL', async () => {
    const response = await page('/contact-us?utm_source=mail');
    expect(response.headers.get('location')).toMatch(/\/\?utm_source=mail$/);
  });
});

describe('locale choice', () => {
  it('sends / to /en for an English browser without a cookie', async () => {
    const response = await page('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.status).toBe(307);
    expect(locationPath(response.headers)).toBe('/en');
  });

  it('keeps / French with the cookie set to fr, and a French page French for an English browser', async () => {
    expect((await page('/', { 'accept-language': 'en', cookie: 'i18n_redirected=fr' })).status).toBe(200);
    const french = await page('/formations', { 'accept-language': 'en' });
    expect(french.status).toBe(200);
    expect(htmlLang(french.html)).toBe('fr');
  });

  it('stores the language the root path chose in the i18n_redirected cookie for a year', async () => {
    const cookie = (await page('/', { 'accept-language': 'en-GB,en' })).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/i18n_redirected=en/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});

describe('bad input gets the 4xx it deserves, never a 5xx', () => {
  it('answers a malformed path with the 400 page in the language of the path', async () => {
    const fr = await page('/formations/%E0%A4%A');
    expect(fr.status).toBe(400);
    expect(htmlLang(fr.html)).toBe('fr');
    expect(fr.html).toContain('Mauvaise requête.');
    const en = await page('/en/courses/%C0%AF');
    expect(en.status).toBe(400);
    expect(en.html).toContain('Bad request.');
  });

  it.each([
    // Not valid percent-encoding: no page can have that name.
    ['/formations/%E0%A4%A', 400],
    ['/%', 400],
    ['/en/courses/%C0%AF', 400],
    // Longer than any path of the site: the 404 page, before it can reach the page cache.
    [`/${'a'.repeat(2000)}`, 404],
    [`/formations/${'a'.repeat(300)}`, 404],
    // Longer than any URL of the site: refused at the door.
    [`/${'a'.repeat(5000)}`, 414],
    // A path in a slug or a media path names nothing: not found, and nothing is read outside.
    ['/ecoles/..%2F..%2Fadmin', 404],
    ['/uploads/..%2F..%2Fetc%2Fpasswd', 404],
  ])('%s answers %i', async (path, status) => {
    const response = await page(path);
    expect(response.status).toBe(status);
    expect(response.html).not.toContain('root:');
  });

  it.each(['/formations?programCat[]=a&programCat[]=b', '/formations?programCat=%00'])(
    '%s: a filter value the site cannot use is ignored (the whole list, 200)',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.html).toContain('100 formations');
    },
  );
});

describe('the legacy redirect file', () => {
  it('leads only to pages that exist', async () => {
    const { default: rules } = await import('@/lib/redirects/legacy-redirects.json');
    const targets = [...new Set((rules as Array<{ to: string }>).map((r) => r.to))];
    const broken: string[] = [];
    for (const target of targets) {
      const response = await page(target);
      // A target may itself be a legacy path (a chain the table resolves): follow one hop.
      const final =
        response.status >= 300 && response.status < 400 ? await page(locationPath(response.headers)!) : response;
      if (final.status !== 200) broken.push(`${target} → ${final.status}`);
    }
    expect(broken).toEqual([]);
  });
});
