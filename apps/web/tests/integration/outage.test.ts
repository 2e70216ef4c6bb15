import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { silentServer, startSite, freePort } from '../support/site-server';

// A second instance of the built site, pointed at a CMS that is down or too slow. It shares the
// build (and so the cache of pages already rendered), so the paths below are ones nobody visited.

describe('when the CMS cannot be reached', () => {
  let site: { url: string; stop: () => void };
  beforeAll(async () => {
    site = await startSite({ CMS_URL: `http://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => site?.stop());

  it('answers 503 for a page it cannot render', async () => {
    expect((await fetch(`${site.url}/ecoles/unvisited-school-503`)).status).toBe(503);
    expect((await fetch(`${site.url}/en/news/unvisited-news-503`)).status).toBe(503);
  });

  it('shows the error page of the catalogue in the language of the page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const fr = await page.goto(`${site.url}/campus/unvisited-campus-fr`);
      expect(fr?.status()).toBe(503);
      await expect(page.locator('h1').textContent()).resolves.toBe('Erreur interne au serveur.');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await expect(page.getByRole('link', { name: 'Retour au site' }).getAttribute('href')).resolves.toBe('/');
      await page.goto(`${site.url}/en/campus/unvisited-campus-en`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Internal server error.');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    } finally {
      await browser.close();
    }
  });
});

describe('when the CMS is too slow', () => {
  let cms: { url: string; close: () => void };
  let site: { url: string; stop: () => void };
  beforeAll(async () => {
    cms = await silentServer();
    site = await startSite({ CMS_URL: cms.url, CMS_TIMEOUT_MS: '500' });
  });
  afterAll(() => {
    site?.stop();
    cms?.close();
  });

  it('answers 504 with the error page', async () => {
    const response = await fetch(`${site.url}/campus/unvisited-campus-504`);
    expect(response.status).toBe(504);
  });
});
