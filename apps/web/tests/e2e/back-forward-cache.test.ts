import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// Going back to a page should be instant (the browser's back/forward cache), and opening one should
// not make the server render pages the visitor has not asked for. Playwright's Chromium runs with
// the back/forward cache switched off, but still reports every other reason a page could not enter
// it (`Page.backForwardCacheNotUsed`, after navigating away and back, as Lighthouse does).

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
      page.on('request', (request) => {
        if (request.url().includes('_rsc=')) prefetched.push(new URL(request.url()).pathname);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      const reasons: string[] = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) =>
        reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
      );

      const response = await page.goto(`${testEnv.webUrl}${path}`, { waitUntil: 'load' });
      // The first page of a visit sets the visit's cookies: private, but not `no-store`.
      const headers = await response?.allHeaders();
      expect(headers?.['set-cookie']).toBeTruthy();
      expect(headers?.['cache-control']).toBe('private, no-cache');
      // The links in view are prefetched (the pages they lead to are cached), the forms are not.
      await expect.poll(() => prefetched.length, POLL).toBeGreaterThan(0);
      await page.waitForTimeout(1500);
      expect(prefetched.filter((pathname) => FORM_PATHS.test(pathname))).toEqual([]);

      await page.goto('chrome://terms');
      await page.goBack({ waitUntil: 'load' });
      await expect.poll(() => reasons.length, POLL).toBeGreaterThan(0);
      expect(reasons.filter((reason) => SITE_REASONS.test(reason))).toEqual([]);
      await context.close();
    },
  );
});
