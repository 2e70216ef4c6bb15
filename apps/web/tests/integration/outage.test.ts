import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { newsNobodyOpens } from '../support/cms';
import { cmsProxy, type CmsProxy } from '../support/cms-proxy';
import { testEnv } from '../support/env';
import { announceChange, errorPageOf } from '../support/site';
import { silentServer, startSite, freePort } from '../support/site-server';
import { POLL } from '../support/wait';

// A second instance of the built site, pointed at a CMS that is down, too slow, or failing. It
// shares the build (and so the cache of pages already rendered), so the paths below are ones
// nobody visited.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `url` in the browser and reads the error page: status, code, message, language and the way home. */
async function errorPage(url: string) {
  const page = await browser.newPage();
  try {
    const response = await page.goto(url);
    await page.locator('main h1').waitFor(POLL);
    const shown = await page.evaluate(() => {
      const link = document.querySelector('main section a');
      return {
        code: document.querySelector('main section p')?.textContent?.trim() ?? null,
        message: document.querySelector('main h1')?.textContent?.trim() ?? null,
        lang: document.documentElement.lang,
        home: link?.getAttribute('href') ?? null,
        homeLabel: link?.textContent?.trim() ?? null,
      };
    });
    return { status: response?.status(), ...shown };
  } finally {
    await page.close();
  }
}

/** The error page in the server's HTML, as a visitor without JavaScript (or a crawler) gets it. */
async function serverErrorPage(url: string) {
  const response = await fetch(url);
  const { title, framed, ...shown } = errorPageOf(await response.text());
  return { status: response.status, ...shown, titled: Boolean(title?.includes(String(response.status))), framed };
}

describe('when the CMS cannot be reached', () => {
  let site: { url: string; stop: () => Promise<void> };
  beforeAll(async () => {
    site = await startSite({ CMS_URL: `http://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => site?.stop());

  it('answers 503 for a page it cannot render', async () => {
    expect((await fetch(`${site.url}/ecoles/unvisited-school-503`)).status).toBe(503);
    expect((await fetch(`${site.url}/en/news/unvisited-news-503`)).status).toBe(503);
  });

  it('shows the error page of the catalogue in the language of the page', async () => {
    expect(await errorPage(`${site.url}/campus/unvisited-campus-fr`)).toEqual({
      status: 503,
      code: '503',
      message: 'Erreur interne au serveur.',
      lang: 'fr',
      home: '/',
      homeLabel: 'Retour au site',
    });
    expect(await errorPage(`${site.url}/en/campus/unvisited-campus-en`)).toEqual({
      status: 503,
      code: '503',
      message: 'Internal server error.',
      lang: 'en',
      home: '/en',
      homeLabel: 'Back to the site',
    });
  });

  it('sends the error page in the HTML, before any script runs', async () => {
    expect(await serverErrorPage(`${site.url}/ecoles/unvisited-school-503-html`)).toMatchObject({
      status: 503,
      lang: 'fr',
      titled: true,
      code: '503',
      message: 'Erreur interne au serveur.',
      home: '/',
      homeLabel: 'Retour au site',
    });
    expect(await serverErrorPage(`${site.url}/en/schools/unvisited-school-503-html`)).toMatchObject({
      status: 503,
      lang: 'en',
      titled: true,
      code: '503',
      message: 'Internal server error.',
      home: '/en',
      homeLabel: 'Back to the site',
    });
  });
});

describe('when the CMS is too slow', () => {
  let cms: { url: string; close: () => void };
  let site: { url: string; stop: () => Promise<void> };
  beforeAll(async () => {
    cms = await silentServer();
    site = await startSite({ CMS_URL: cms.url, CMS_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await site?.stop();
    cms?.close();
  });

  it('answers 504 with the error page of the catalogue, in the language of the page', async () => {
    expect(await errorPage(`${site.url}/campus/unvisited-campus-504`)).toEqual({
      status: 504,
      code: '504',
      message: 'Délai de réponse dépassé.',
      lang: 'fr',
      home: '/',
      homeLabel: 'Retour au site',
    });
    expect(await errorPage(`${site.url}/en/campus/unvisited-campus-504-en`)).toEqual({
      status: 504,
      code: '504',
      message: 'The server took too long to answer.',
      lang: 'en',
      home: '/en',
      homeLabel: 'Back to the site',
    });
  });

  it('sends the error page in the HTML, before any script runs', async () => {
    expect(await serverErrorPage(`${site.url}/campus/unvisited-campus-504-html`)).toMatchObject({
      status: 504,
      lang: 'fr',
      titled: true,
      code: '504',
      message: 'Délai de réponse dépassé.',
      home: '/',
    });
    expect(await serverErrorPage(`${site.url}/en/campus/unvisited-campus-504-html`)).toMatchObject({
      status: 504,
      lang: 'en',
      titled: true,
      code: '504',
      message: 'The server took too long to answer.',
      home: '/en',
    });
  });
});

describe('when the CMS answers an error for the content of a page', () => {
  let proxy: CmsProxy;
  let site: { url: string; stop: () => Promise<void> };
  let news: { fr: string; en: string };
  beforeAll(async () => {
    proxy = await cmsProxy(testEnv.cmsUrl);
    site = await startSite({ CMS_URL: proxy.url });
    const item = await newsNobodyOpens(0);
    news = { fr: item.slug, en: item.en };
  });
  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
  });

  it('answers 502 with the catalogue message for any other status, in the language of the page', async () => {
    // Nothing this instance cached of the news can stand in for the failed read.
    await announceChange('api::figs-news.figs-news-item', site.url);
    proxy.fail(500, ['/api/figs-news']);
    expect(await errorPage(`${site.url}/news/${news.fr}`)).toEqual({
      status: 502,
      code: '502',
      message: 'Une erreur est survenue.',
      lang: 'fr',
      home: '/',
      homeLabel: 'Retour au site',
    });
    expect(await errorPage(`${site.url}/en/news/${news.en}`)).toEqual({
      status: 502,
      code: '502',
      message: 'An error occurred.',
      lang: 'en',
      home: '/en',
      homeLabel: 'Back to the site',
    });
    expect(proxy.count('/api/figs-news')).toBeGreaterThan(0);
  });

  it('sends that page in the HTML, inside the site (whose settings the CMS still gives)', async () => {
    await announceChange('api::figs-news.figs-news-item', site.url);
    proxy.fail(500, ['/api/figs-news']);
    expect(await serverErrorPage(`${site.url}/en/news/${news.en}`)).toEqual({
      status: 502,
      lang: 'en',
      titled: true,
      code: '502',
      message: 'An error occurred.',
      home: '/en',
      homeLabel: 'Back to the site',
      framed: true,
    });
  });
});
