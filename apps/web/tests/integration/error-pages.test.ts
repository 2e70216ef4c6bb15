import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newsNobodyOpens } from '../support/cms';
import { testEnv } from '../support/env';
import { errorPageOf, page } from '../support/site';

// The pages of requirements 8 as the server sends them, read without JavaScript (a crawler, a phone
// that has not loaded the scripts yet): Next's own answer to notFound() is an empty shell drawn in
// the browser, which the front door replaces (server/error-pages.ts).

const french = { lang: 'fr', home: '/', homeLabel: 'Retour au site' };
const english = { lang: 'en', home: '/en', homeLabel: 'Back to the site' };
const notFoundFr = { ...french, code: '404', message: 'Page introuvable.' };
const notFoundEn = { ...english, code: '404', message: 'Page not found.' };

describe('error pages without JavaScript', () => {
  it.each([
    ['/formations/no-such-course', notFoundFr],
    ['/en/courses/no-such-course', notFoundEn],
    ['/ecoles/no-such-school', notFoundFr],
    ['/en/schools/no-such-school', notFoundEn],
    ['/campus/no-such-campus', notFoundFr],
    ['/news/no-such-news', notFoundFr],
    ['/en/news/no-such-news', notFoundEn],
    ['/no-such-landing', notFoundFr],
    ['/en/no-such-landing/no-such-article', notFoundEn],
    ['/nothing/here/at/all', notFoundFr],
  ])('%s answers 404 with its page inside the site, in its language', async (path, expected) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    const shown = errorPageOf(html);
    expect(shown).toMatchObject({ ...expected, framed: true });
    expect(shown.title).toContain(expected.lang === 'fr' ? 'Erreur 404' : 'Error 404');
    expect(html).not.toContain('__next_error__');
  });

  it.each([
    ['/robots-missing.txt', notFoundFr],
    ['/en/missing-file.json', notFoundEn],
  ])('%s (a path with a dot, which skips the proxy) answers its 404 page too', async (path, expected) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(errorPageOf(html)).toMatchObject(expected);
  });

  it.each([
    ['/formations/%E0%A4%A', { ...french, code: '400', message: 'Mauvaise requête.' }],
    ['/en/courses/%zz', { ...english, code: '400', message: 'Bad request.' }],
  ])('%s (malformed) answers 400 with its page', async (path, expected) => {
    const { status, html } = await page(path);
    expect(status).toBe(400);
    const shown = errorPageOf(html);
    expect(shown).toMatchObject(expected);
    expect(shown.title).toContain(expected.lang === 'fr' ? 'Erreur 400' : 'Error 400');
  });

  it('answers a HEAD of a missing page with its 404 status and no body', async () => {
    const response = await fetch(`${testEnv.webUrl}/formations/no-such-course`, { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['/error/404', 404, 'Page introuvable.'],
    ['/error/503', 503, 'Erreur interne au serveur.'],
    ['/en/error/504', 504, 'The server took too long to answer.'],
    ['/error/999', 404, 'Page introuvable.'],
  ])('%s, opened directly, answers its own status', async (path, status, message) => {
    const response = await page(path);
    expect(response.status).toBe(status);
    expect(errorPageOf(response.html).message).toBe(message);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('pages of URLs that name nothing', () => {
  const cacheDir = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'server');
  const cachedFiles = (): string[] => readdirSync(cacheDir, { recursive: true, encoding: 'utf8' });

  it('are not kept in the page cache, unlike pages that exist', async () => {
    const made = `made-up-${randomUUID()}`;
    for (const path of [`/formations/${made}`, `/en/schools/${made}`, `/news/${made}`, `/${made}/${made}`, `/${made}`])
      expect((await page(path)).status).toBe(404);
    const news = await newsNobodyOpens(5);
    expect((await page(`/news/${news.slug}`)).status).toBe(200);

    const files = cachedFiles();
    expect(files.filter((file) => file.includes(made))).toEqual([]);
    // The check can see a cached page: the one that exists is there.
    expect(files.some((file) => file.includes(`/news/${news.slug}`))).toBe(true);
  });
});
