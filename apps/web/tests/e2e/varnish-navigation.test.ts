import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseConsent, DESKTOP, hydrated, launchBrowser, markDocument, PHONE, sameDocument } from '../support/browser';
import { POLL } from '../support/wait';

// A visitor behind the shared cache (deploy/varnish/site.vcl, the varnishd `npm test` starts in
// front of the test site): pages come from the cache, and the client-side navigations' data
// requests (RSC), which vary by the router's state, go to the site and show the right page.

const varnishUrl = process.env.TEST_VARNISH_URL ?? '';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mainHeading = async (page: Page) => (await page.locator('main h1').first().textContent())?.trim();

describe('a visitor behind Varnish', () => {
  for (const [device, options] of [
    ['mobile', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`on a ${device}, gets pages from the cache and moves between them on the client`, async () => {
      const context = await browser.newContext(options);
      await chooseConsent(context);
      const page = await context.newPage();
      const dataAnswers: Response[] = [];
      page.on('response', (response) => {
        if (response.request().headers()['rsc'] === '1') dataAnswers.push(response);
      });

      // The list, asked twice: the second comes from the cache, in this device's layout.
      await page.goto(`${varnishUrl}/formations`, { waitUntil: 'load' });
      const cached = await page.reload({ waitUntil: 'load' });
      expect(cached?.headers()['x-cache']).toBe('HIT');
      expect(await page.getAttribute('[data-device]', 'data-device')).toBe(device);
      const listHeading = await mainHeading(page);

      // A course, on the client: the document stays, the page is the course's.
      await hydrated(page);
      await markDocument(page);
      const link = page.locator('main h2 a[href^="/formations/"]').first();
      const course = (await link.textContent())?.trim();
      const coursePath = await link.getAttribute('href');
      expect(course).toBeTruthy();
      await link.click();
      await page.waitForURL(/\/formations\/[a-z0-9-]+$/, POLL);
      await expect.poll(() => mainHeading(page), POLL).toBe(course);
      expect(await sameDocument(page)).toBe(true);
      expect(await page.getAttribute('[data-device]', 'data-device')).toBe(device);

      // Back to the list, still on the client.
      await page.goBack();
      await page.waitForURL(/\/formations$/, POLL);
      await expect.poll(() => mainHeading(page), POLL).toBe(listHeading);
      expect(await sameDocument(page)).toBe(true);

      // The data requests went to the site (passed, never cached) and were answered.
      expect(dataAnswers.length).toBeGreaterThan(0);
      for (const answer of dataAnswers) {
        expect(answer.status(), answer.url()).toBe(200);
        expect(answer.headers()['x-cache'], answer.url()).toBe('MISS');
      }

      // The course's own address, loaded whole, is the same page, and cached after its first visit.
      await page.goto(`${varnishUrl}${coursePath}`, { waitUntil: 'load' });
      const again = await page.reload({ waitUntil: 'load' });
      expect(again?.headers()['x-cache']).toBe('HIT');
      expect(await mainHeading(page)).toBe(course);
      await context.close();
    });
  }
});
