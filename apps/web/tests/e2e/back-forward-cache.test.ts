import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// Going back to a page should be instant (the browser's back/forward cache), and opening one should
// not make the server render pages the visitor has not asked for. Playwright's Chromium runs with
// the back/forward cache switched off, but still reports every other reason a page could not enter
// it (`Page.backForwardCacheNotUsed`, after navigating away and back, as Lighthouse does; to a blank
// page, as the headless shell has no chrome:// pages: it still names `no-store` on a form's page).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FORM_PATHS = /^\/(en\/)?(brochure|contact|inscription|registration|candidature|apply)$/;
// Reasons Chromium gives for a page the site could have kept out: `no-store` on the page itself or
// on a request it made.
const SITE_REASONS = /NoStore/;

/**
 * Resolves once the router has no prefetch left to make. Its prefetches start when links come into
 * view (none move here) or when an earlier prefetch's answer comes in: so once the page has been
 * idle (`requestIdleCallback` runs when no task is left to run) with none of them in flight, twice
 * in a row and with none started in between, it has made every one it was going to.
 */
async function prefetchesOver(page: Page, started: () => number, inFlight: () => number): Promise<void> {
  const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  let quietRounds = 0;
  await expect
    .poll(async () => {
      const before = started();
      const quiet = inFlight() === 0;
      await idle();
      quietRounds = quiet && inFlight() === 0 && started() === before ? quietRounds + 1 : 0;
      return quietRounds;
    }, POLL)
    .toBeGreaterThanOrEqual(2);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the first page of a visit, as a %s', (_device, options) => {
  it.each(['/', '/formations/bts-aeronautique', '/en'])(
    '%s prefetches no lead form and may enter the back/forward cache',
    async (path) => {
      const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
      const page = await context.newPage();
      const prefetched: string[] = [];
      const inFlight = new Set<Request>();
      page.on('request', (request) => {
        if (!request.url().includes('_rsc=')) return;
        prefetched.push(new URL(request.url()).pathname);
        inFlight.add(request);
      });
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      const reasons: string[] = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) =>
        reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
      );

      const response = await page.goto(`${testEnv.webUrl}${path}`, { waitUntil: 'load' });
      // The root path of a first visit stores the language it chose: private, but not `no-store`;
      // any other page is the same for everyone, for a shared cache.
      const headers = await response?.allHeaders();
      if (path === '/') {
        expect(headers?.['set-cookie']).toBeTruthy();
        expect(headers?.['cache-control']).toBe('private, no-cache');
      } else {
        expect(headers?.['set-cookie']).toBeUndefined();
        expect(headers?.['cache-control']).toMatch(/s-maxage=/);
      }
      // A form's link is in view: the router would prefetch it with the others.
      const linksInView = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .map((link) => new URL(link.href).pathname),
      );
      expect(linksInView.filter((pathname) => FORM_PATHS.test(pathname))).not.toEqual([]);
      // The links in view are prefetched (the pages they lead to are cached), the forms are not.
      await expect.poll(() => prefetched.length, POLL).toBeGreaterThan(0);
      await prefetchesOver(
        page,
        () => prefetched.length,
        () => inFlight.size,
      );
      expect(prefetched.filter((pathname) => FORM_PATHS.test(pathname))).toEqual([]);

      await page.goto('about:blank');
      await page.goBack({ waitUntil: 'load' });
      await expect.poll(() => reasons.length, POLL).toBeGreaterThan(0);
      expect(reasons.filter((reason) => SITE_REASONS.test(reason))).toEqual([]);
      await context.close();
    },
  );
});
