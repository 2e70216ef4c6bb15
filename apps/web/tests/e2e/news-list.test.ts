import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PER_PAGE } from '@/lib/news-list-page';
import { axeViolations, DESKTOP, launchBrowser, openVisitorPage, PHONE, sameDocument } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// The news list's pages in a browser (docs/decisions/news-list-pages.md): the numbered links move
// to the next page without a reload, the back button returns to the first, and a page past the
// last is the 404 page; in both languages, with JavaScript and without.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = [
  {
    locale: 'fr',
    list: '/news',
    nav: 'Pages des actualités',
    next: 'Page suivante',
    previous: 'Page précédente',
    status: /Page 2 sur \d+/,
  },
  {
    locale: 'en',
    list: '/en/news',
    nav: 'News pages',
    next: 'Next page',
    previous: 'Previous page',
    status: /Page 2 of \d+/,
  },
] as const;

const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();
const escaped = (path: string) => path.replace(/[/?]/g, (char) => `\\${char}`);

describe.each(LANGUAGES)('the news list in pages ($locale)', ({ list, nav, next, previous, status }) => {
  it('goes to page 2 from its number without a reload, and back to page 1 with the back button', async () => {
    const page = await openVisitorPage(browser, DESKTOP, list, { hydrate: true });
    const context = page.context();
    const first = await cardTitles(page);
    expect(first).toHaveLength(NEWS_PER_PAGE);
    const pages = page.getByRole('navigation', { name: nav });
    expect(await pages.locator('[aria-current="page"]').textContent()).toContain('1');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(new RegExp(`${escaped(list)}\\?page=2$`), POLL);
    await expect.poll(async () => (await cardTitles(page))[0], POLL).not.toBe(first[0]);
    const second = await cardTitles(page);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    expect(await page.locator('[data-page-status]').textContent()).toMatch(status);
    expect(await pages.locator('[aria-current="page"]').textContent()).toContain('2');
    await expect.poll(() => page.title(), POLL).toMatch(/Page 2/);
    expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await page.waitForURL(new RegExp(`${escaped(list)}$`), POLL);
    await expect.poll(async () => (await cardTitles(page))[0], POLL).toBe(first[0]);
    await page.goForward();
    await page.waitForURL(/\?page=2$/, POLL);
    await expect.poll(async () => (await cardTitles(page))[0], POLL).toBe(second[0]);
    await pages.getByRole('link', { name: previous }).click();
    await page.waitForURL(new RegExp(`${escaped(list)}$`), POLL);
    await context.close();
  });

  it('pages with plain links without JavaScript, and shows the 404 page past the last', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${testEnv.webUrl}${list}`);
    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: next }).click();
    await page.waitForURL(new RegExp(`${escaped(list)}\\?page=2$`), POLL);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    // The last page's number is the nav's highest.
    const numbers = await page
      .getByRole('navigation', { name: nav })
      .locator('li a, li [aria-current] [aria-hidden="true"]')
      .allTextContents();
    const last = Math.max(...numbers.map((text) => Number(/\d+/.exec(text)?.[0] ?? 0)));
    expect((await page.goto(`${testEnv.webUrl}${list}?page=${last}`))?.status()).toBe(200);
    const past = await page.goto(`${testEnv.webUrl}${list}?page=${last + 1}`);
    expect(past?.status()).toBe(404);
    await context.close();
  });
});
