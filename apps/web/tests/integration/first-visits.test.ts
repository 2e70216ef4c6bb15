import { describe, expect, it } from 'vitest';
import { page } from '../support/site';

// A first visit (no cookie) to any page but the root path gets the answer every visitor of its
// device class gets: no cookie set, and a Cache-Control a shared cache may keep. The origin of
// the visit is stored by the page's script (tests/e2e/lead-forms.test.ts, "origin tracking"), the
// language by the switch and by the root path (tests/integration/locale-cookie.test.ts).

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0 Safari/537.36';

// One page of each type kept in Next's page cache.
const CACHED_PAGES = [
  '/en',
  '/formations/bts-aeronautique',
  '/en/courses/bts-aeronautics',
  '/ecoles',
  '/ecoles/alderan-business-school',
  '/en/schools',
  '/news',
  // A title without a year: the demo's news name the years of the day it is seeded.
  '/news/bienvenue-450-nouveaux-etudiants-internationaux',
  '/bureaux',
  '/faq',
  '/en/faq',
  '/lives',
];

const shareable = (cacheControl: string | null) =>
  /\bs-maxage=\d+/.test(cacheControl ?? '') && !/private|no-store/.test(cacheControl ?? '');

describe('a first visit', () => {
  it.each(CACHED_PAGES)('to %s sets no cookie and gets an answer a shared cache may keep', async (path) => {
    for (const [userAgent, referer] of [
      [PHONE, 'https://www.google.com/'],
      [DESKTOP, 'https://forum.studentsabroad.example/thread/42'],
    ] as const) {
      const { status, headers } = await page(`${path}?utm_source=newsletter&gclid=x1`, {
        'user-agent': userAgent,
        referer,
        'accept-language': 'en-GB,en',
      });
      expect(status, path).toBe(200);
      expect(headers.getSetCookie(), path).toEqual([]);
      expect(shareable(headers.get('cache-control')), `${path}: ${headers.get('cache-control')}`).toBe(true);
      // The device class, never the visitor's cookies or languages (but at the root path).
      const vary = headers.get('vary')?.toLowerCase() ?? '';
      expect(vary, path).not.toContain('cookie');
      expect(vary, path).not.toContain('accept-language');
    }
  });

  it('to the root path stores the language it chose, on a private answer', async () => {
    const english = await page('/', { 'accept-language': 'en-GB,en' });
    expect(english.status).toBe(307);
    expect(english.headers.getSetCookie()).toEqual([expect.stringMatching(/^i18n_redirected=en;/)]);
    expect(english.headers.get('cache-control')).toBe('private, no-cache');
    const french = await page('/', { 'accept-language': 'fr-FR,fr' });
    expect(french.status).toBe(200);
    expect(french.headers.getSetCookie()).toEqual([expect.stringMatching(/^i18n_redirected=fr;/)]);
    expect(french.headers.get('cache-control')).toBe('private, no-cache');
  });
});
