import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_SIZES } from '@/lib/installable/app-images';
import { CACHE_NAMES } from '@/service-worker/caching-rules';
import {
  axeViolations,
  chooseConsent,
  DESKTOP,
  hydrated,
  launchBrowser,
  markDocument,
  PHONE,
  sameDocument,
} from '../support/browser';
import { testEnv } from '../support/env';
import { completeAnswers, LeadFormVisit } from '../support/lead-form-visit';
import { holdPageTimers, pageTasksRun } from '../support/page-clock';
import { h1 } from '../support/site';
import { POLL } from '../support/wait';

// Requirements 1 (the site installs as an app) and 4 (the online and offline notices), with the
// real service worker of the build: what it keeps, and what it shows offline.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `${testEnv.webUrl}${path}`;
const heading = (page: Page) => page.locator('main h1').textContent();
const OFFLINE_TITLE = { fr: 'Page indisponible hors connexion', en: 'This page is not available offline' };

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(DESKTOP);
  await chooseConsent(context);
  return { context, page: await context.newPage() };
}

/** Resolves once the page's service worker has activated (it registers after the page's load). */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated')
      await new Promise((resolve) =>
        active.addEventListener('statechange', () => active.state === 'activated' && resolve(null)),
      );
    return active?.state;
  });

/** The addresses (path and query) of the pages the worker has kept. */
const keptPages = (page: Page) =>
  page.evaluate(async (name) => {
    const requests = await (await caches.open(name)).keys();
    return requests.map(
      (request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`,
    );
  }, CACHE_NAMES.pages);

/**
 * When the offline page last brought back the page asked for: the tab's record of its once-a-minute
 * refresh (OFFLINE_REFRESH_KEY in components/layout/connection-notices.tsx), null before any.
 */
const lastOfflineRefresh = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('horizon:offline-refresh-at'));

/** A visitor who opened `path`, once the worker has kept it. */
async function visited(path: string) {
  const { context, page } = await visitor();
  await page.goto(url(path), { waitUntil: 'load' });
  expect(await workerActive(page)).toBe('activated');
  await expect.poll(() => keptPages(page), POLL).toContain(`GET ${path}`);
  return { context, page };
}

/** Width and height of a PNG, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

async function fetchPng(path: string) {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('image/png');
  return Buffer.from(await response.arrayBuffer());
}

describe('the web app manifest and its pictures', () => {
  it.each([
    ['fr', '/', '/'],
    ['en', '/en', '/en'],
  ] as const)('links a valid manifest from the pages in %s, whose icons all exist', async (locale, path, startUrl) => {
    const { page } = await visitor();
    await page.goto(url(path), { waitUntil: 'load' });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifest/${locale}.webmanifest`);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1d3f8f');

    const response = await fetch(url(href!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: await page.locator('meta[name="application-name"]').getAttribute('content'),
      short_name: 'Horizon',
      lang: locale,
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      theme_color: '#1d3f8f',
      background_color: '#ffffff',
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    for (const size of ICON_SIZES)
      expect(icons).toContainEqual({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      });
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    for (const icon of icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await fetchPng(icon.src)), icon.src).toEqual([width, height]);
    }
  });

  it('gives iOS a touch icon, a home-screen title and a splash image for each phone and tablet screen', async () => {
    const { page } = await visitor();
    await page.goto(url('/'), { waitUntil: 'load' });
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await fetchPng(touchIcon!))).toEqual([180, 180]);
    expect(await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe('Horizon');
    const splashesOf = (shown: Page) =>
      shown
        .locator('link[rel="apple-touch-startup-image"]')
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute('href')!, media: link.getAttribute('media')! })),
        );
    // A desktop page names the iPads' (iPadOS Safari says it is a desktop), in both orientations;
    // a phone's page, the phones' in portrait.
    const tablets = await splashesOf(page);
    const phone = await browser.newContext(PHONE);
    const phonePage = await phone.newPage();
    await phonePage.goto(url('/'), { waitUntil: 'load' });
    const phones = await splashesOf(phonePage);
    await phone.close();
    expect(tablets.length).toBeGreaterThanOrEqual(16);
    expect(tablets.some(({ media }) => media.includes('device-width: 1024px'))).toBe(true);
    expect(tablets.some(({ media }) => media.includes('landscape'))).toBe(true);
    expect(phones.length).toBeGreaterThanOrEqual(10);
    expect(phones.some(({ media }) => media.includes('device-width: 390px'))).toBe(true);
    expect(phones.every(({ media }) => media.includes('portrait'))).toBe(true);
    for (const { href, media } of [...tablets, ...phones]) {
      const [, width, height, ratio, orientation] =
        /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\) and \(orientation: (\w+)\)/.exec(
          media,
        )!;
      const portrait = [Number(width) * Number(ratio), Number(height) * Number(ratio)];
      expect(pngSize(await fetchPng(href)), href).toEqual(orientation === 'portrait' ? portrait : portrait.reverse());
    }
  });

  it('serves /favicon.ico', async () => {
    const response = await fetch(url('/favicon.ico'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await response.arrayBuffer());
    // An icon file (type 1) with the 16, 32 and 48 px images.
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    expect([ico.readUInt8(6), ico.readUInt8(22), ico.readUInt8(38)]).toEqual([16, 32, 48]);
  });
});

describe('the service worker', () => {
  it('is served for the whole site, never cached for long, and controls the page after a reload', async () => {
    const response = await fetch(url('/serwist/sw.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Drawn once by the build at addresses that do not change with it: kept a day, not a year.
    const icon = await fetch(url('/icons/icon-192.png'));
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');

    const { page } = await visitor();
    await page.goto(url('/'), { waitUntil: 'load' });
    expect(await workerActive(page)).toBe('activated');
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('/serwist/sw.js'));
  });

  it('shows a visited page again offline, with the offline notice from the first paint', async () => {
    const { context, page } = await visited('/ecoles');
    const title = await heading(page);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await heading(page)).toBe(title);
    expect(new URL(page.url()).pathname).toBe('/ecoles');
    await hydrated(page);
    // The notice's effect runs after hydration, without waiting for any event.
    await expect.poll(() => page.getByText('Vous êtes hors-ligne').isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('keeps a page reached by a client-side navigation', async () => {
    const { context, page } = await visited('/');
    await hydrated(page);
    await markDocument(page);
    await page.locator('header a[href="/bureaux"], main a[href="/bureaux"], footer a[href="/bureaux"]').first().click();
    await page.waitForURL((address) => address.pathname === '/bureaux', POLL);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => keptPages(page), POLL).toContain('GET /bureaux');
    const title = await heading(page);
    await context.setOffline(true);
    await page.goto(url('/bureaux'), { waitUntil: 'load' });
    expect(await heading(page)).toBe(title);
    await context.close();
  });

  it.each([
    ['fr', '/ecoles'],
    ['en', '/en/schools'],
  ] as const)('shows the offline page in %s for a page it has not kept, and it passes axe', async (locale, path) => {
    const { context, page } = await visited(locale === 'fr' ? '/' : '/en');
    await context.setOffline(true);
    await page.goto(url(path), { waitUntil: 'load' });
    expect(await heading(page)).toBe(OFFLINE_TITLE[locale]);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    await hydrated(page);
    const offlineNotice = locale === 'fr' ? 'Vous êtes hors-ligne' : 'You are offline';
    await expect.poll(() => page.getByText(offlineNotice).isVisible(), POLL).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('coming back online shows the green notice for five seconds and refreshes the page’s data', async () => {
    const { context, page } = await visited('/');
    await context.setOffline(true);
    await page.goto(url('/ecoles'), { waitUntil: 'load' });
    expect(await heading(page)).toBe(OFFLINE_TITLE.fr);
    await hydrated(page);
    // The notice's effect has run: it listens for the network from then on.
    await expect.poll(() => page.getByText('Vous êtes hors-ligne').isVisible(), POLL).toBe(true);
    await markDocument(page);
    // The five seconds on the page's clock, from the moment the notice appears (it stands still).
    await holdPageTimers(page);
    await context.setOffline(false);
    const online = page.getByText('Vous êtes désormais en ligne');
    await expect.poll(() => online.isVisible(), POLL).toBe(true);
    expect(await page.getByText('Vous êtes hors-ligne').count()).toBe(0);
    // The page's data comes from the server, in the same document: the schools page itself.
    await expect.poll(() => heading(page), POLL).not.toBe(OFFLINE_TITLE.fr);
    expect(await heading(page)).toBe(h1(await (await fetch(url('/ecoles'))).text()));
    expect(await sameDocument(page)).toBe(true);
    // Still there well before the five seconds are over, gone once they are.
    await page.clock.runFor(4000);
    await pageTasksRun(page);
    expect(await online.isVisible()).toBe(true);
    await page.clock.runFor(1000);
    await expect.poll(() => online.count(), POLL).toBe(0);
    // The page asked for shows from its top, as after a navigation.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  // Once a minute: no second try, whose fresh tab would hide a second refresh (a race in the site,
  // found so: docs/decisions/test-retries.md).
  it(
    'brings the page asked for when the network came back while the offline page loaded, once a minute',
    { retry: 0 },
    async () => {
      const { context, page } = await visited('/');
      // A form: the worker never keeps it, so offline it shows the offline page every time.
      const contact = h1(await (await fetch(url('/contact'))).text());
      const openOfflineThenOnline = async () => {
        await context.setOffline(true);
        const response = await page.goto(url('/contact'), { waitUntil: 'commit' });
        // Back online as soon as the worker has answered: long before the page's scripts listen
        // for the network, so no `online` event reaches them.
        await context.setOffline(false);
        expect(response?.fromServiceWorker()).toBe(true);
        expect(await response?.text()).toContain(OFFLINE_TITLE.fr);
      };

      await openOfflineThenOnline();
      await expect.poll(() => heading(page), POLL).toBe(contact);
      expect(new URL(page.url()).pathname).toBe('/contact');
      await expect.poll(() => page.getByText('Vous êtes désormais en ligne').isVisible(), POLL).toBe(true);
      const firstRefresh = await lastOfflineRefresh(page);
      expect(firstRefresh).toMatch(/^\d+$/);

      // Within the minute the page is not refreshed again: a refresh that fails (the browser says it
      // is online, the site is out of reach) loads the address again, which would bring the offline
      // page back, again and again. Whichever way the refresh above began (the page's start-up
      // check, or the browser's `online` event when the page listened first, as on a busy machine),
      // the start-up check now waits. The `online` event, which refreshes the page whatever the time
      // (it comes once per change), is kept from the page: this is the case where it came before
      // the page listened.
      await page.addInitScript(() =>
        window.addEventListener('online', (event) => event.stopImmediatePropagation(), true),
      );
      await openOfflineThenOnline();
      await hydrated(page);
      // The notices' effect listens for the network before it makes its start-up check, in the same
      // run: once an `offline` event reaches it (sent until one does; the browser stays online, so
      // the check sees what it would have seen), the check is over.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('offline')));
          return page.getByText('Vous êtes hors-ligne').isVisible();
        }, POLL)
        .toBe(true);
      // It did not refresh the page: a refresh records its time, and the first one's is still there.
      expect(await lastOfflineRefresh(page)).toBe(firstRefresh);
      expect(await heading(page)).toBe(OFFLINE_TITLE.fr);
      expect(await page.getByText('Vous êtes désormais en ligne').count()).toBe(0);
      await context.close();
    },
  );

  it('never keeps a lead form, its submission or the thank-you page', async () => {
    const { context, page } = await visited('/');
    await page.goto(url('/en/apply'), { waitUntil: 'load' });
    await page.goto(url('/contact'), { waitUntil: 'networkidle' });
    const visit = await LeadFormVisit.on(page, 'contact', 'fr');
    await visit.fill(completeAnswers('contact', `worker-${Date.now().toString(36)}@leads.test`));
    await visit.send();
    await visit.thanked();
    // The thank-you page has told the worker it is shown; then a page that is kept, to know the
    // worker has handled the messages before.
    await page.goto(url('/faq'), { waitUntil: 'load' });
    await expect.poll(() => keptPages(page), POLL).toContain('GET /faq');
    const kept = await keptPages(page);
    expect(kept.filter((entry) => /\/(contact|apply|remerciement-contact|thank-you)\b/.test(entry))).toEqual([]);
    expect(kept.every((entry) => entry.startsWith('GET '))).toBe(true);
    // Offline, a form is never answered from a copy, even one that got into the cache: the
    // offline page is shown.
    await page.evaluate(
      (name) =>
        caches
          .open(name)
          .then((cache) =>
            cache.put(
              '/contact',
              new Response('<main><h1>Copie</h1></main>', { headers: { 'content-type': 'text/html' } }),
            ),
          ),
      CACHE_NAMES.pages,
    );
    await context.setOffline(true);
    await page.goto(url('/contact'), { waitUntil: 'load' });
    expect(await heading(page)).toBe(OFFLINE_TITLE.fr);
    await context.close();
  });

  it('a new worker takes over the page and deletes the caches of an older version', async () => {
    const { page } = await visited('/');
    await page.evaluate(async () => {
      await (await caches.open('horizon-pages-v0')).put('/ancienne-page', new Response('old'));
      await (await navigator.serviceWorker.getRegistration())?.unregister();
    });
    await page.reload({ waitUntil: 'load' });
    expect(await workerActive(page)).toBe('activated');
    await expect.poll(() => page.evaluate(() => caches.has('horizon-pages-v0')), POLL).toBe(false);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
  });
});
