import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseConsent, hydrated, launchBrowser, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { PATIENCE_MS } from '../support/wait';

// A page's stylesheets come in its HTML (server/inline-stylesheets.mjs): the browser paints the
// page styled without asking for a stylesheet, and React, once it runs, asks for none of them
// either. (The consent banner's own stylesheet comes with its script, after the page: consent.test.ts.)

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone's page, with the stylesheets it asks for from the first request on. */
async function phonePage(javaScriptEnabled = true): Promise<{ page: Page; stylesheets: string[] }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  await chooseConsent(context);
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(new URL(request.url()).pathname);
  });
  return { page, stylesheets };
}

/** What the site's CSS does to the page, which a browser's defaults never do. */
const styled = (page: Page) =>
  page.evaluate(() => {
    const skipLink = document.querySelector('.skip-link');
    const header = document.querySelector('header');
    return {
      // Off the screen until it has the focus.
      skipLinkOffScreen: !!skipLink && skipLink.getBoundingClientRect().bottom <= 0,
      headerSticky: !!header && getComputedStyle(header).position === 'sticky',
      bodyMargin: getComputedStyle(document.body).margin,
    };
  });
const STYLED = { skipLinkOffScreen: true, headerSticky: true, bodyMargin: '0px' };

/** The stylesheets the page has in its HTML. */
const inlined = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')),
  );

describe('the stylesheets of a page, in the browser', () => {
  it('style the page without JavaScript, and without a stylesheet request', async () => {
    const { page, stylesheets } = await phonePage(false);
    await page.goto(`${testEnv.webUrl}/formations`, { waitUntil: 'load' });
    expect(await styled(page)).toEqual(STYLED);
    expect((await inlined(page)).length).toBeGreaterThan(0);
    expect(stylesheets).toEqual([]);
    await page.context().close();
  });

  it('keep the page styled once React has taken it over, and after a move to another page, fetching none', async () => {
    const { page, stylesheets } = await phonePage();
    await page.goto(`${testEnv.webUrl}/en`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await styled(page)).toEqual(STYLED);
    const inPage = await inlined(page);
    expect(inPage.length).toBeGreaterThan(0);
    await page.locator('main a[href^="/en/courses/"]').first().click();
    await page.waitForURL(/\/en\/courses\/[^/]+$/, { timeout: PATIENCE_MS });
    await expect.poll(() => page.locator('h1').count(), { timeout: PATIENCE_MS }).toBe(1);
    expect(await styled(page)).toEqual(STYLED);
    await page.goBack();
    await page.waitForURL(/\/en$/, { timeout: PATIENCE_MS });
    expect(await styled(page)).toEqual(STYLED);
    expect(stylesheets.filter((path) => inPage.includes(path))).toEqual([]);
    await page.context().close();
  });
});
