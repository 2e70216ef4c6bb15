import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, chooseConsent, DESKTOP, hydrated, launchBrowser, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visitor(options: Parameters<Browser['newContext']>[0]) {
  const context: BrowserContext = await browser.newContext(options);
  await chooseConsent(context);
  return context;
}

async function open(page: Page, path: string) {
  await page.goto(`${testEnv.webUrl}${path}`);
  await hydrated(page);
}

const card = (page: Page, index: number) => page.locator('main article').nth(index);
const cardTitle = (page: Page, index: number) => card(page, index).locator('h2 a').textContent();
const shortlistTitles = (page: Page) => page.locator('main article h2').allTextContents();
/** The page does not scroll sideways (a phone reads every row without scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the shortlist on a desktop', () => {
  it('saves from a card and from a course page, counts in the navbar, survives a reload, syncs tabs, compares', async () => {
    const context = await visitor(DESKTOP);
    const page = await context.newPage();
    await open(page, '/formations');
    const count = (n: number) => page.getByRole('banner').getByRole('link', { name: `Ma sélection (${n})` });
    await count(0).waitFor(POLL);

    const first = card(page, 0).getByRole('button', { name: 'Sauvegarder' });
    await first.click();
    await card(page, 1).getByRole('button', { name: 'Sauvegarder' }).click();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await count(2).waitFor(POLL);
    const saved = [await cardTitle(page, 0), await cardTitle(page, 1)];

    // The third from its own page.
    const third = (await cardTitle(page, 2))!;
    await card(page, 2).locator('h2 a').click();
    await page.getByRole('heading', { level: 1, name: third }).waitFor(POLL);
    const onPage = page.locator('main').getByRole('button', { name: 'Sauvegarder' });
    await expect.poll(() => onPage.getAttribute('aria-pressed'), POLL).toBe('false');
    await onPage.click();
    await count(3).waitFor(POLL);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await hydrated(page);
    await count(3).waitFor(POLL);
    await expect.poll(() => onPage.getAttribute('aria-pressed'), POLL).toBe('true');

    // Another tab of the same browser follows the change.
    const other = await context.newPage();
    await open(other, '/formations');
    await other.getByRole('banner').getByRole('link', { name: 'Ma sélection (3)' }).waitFor(POLL);
    await onPage.click();
    await other.getByRole('banner').getByRole('link', { name: 'Ma sélection (2)' }).waitFor(POLL);
    await expect.poll(() => card(other, 0).getByRole('button').getAttribute('aria-pressed'), POLL).toBe('true');
    await other.close();

    // The shortlist page lists the two, ticked for the comparison.
    await count(2).click();
    await page.waitForURL(/\/selection\?ids=[a-z0-9]{24},[a-z0-9]{24}$/, POLL);
    await expect.poll(() => shortlistTitles(page), POLL).toEqual(saved);
    const compare = page.getByRole('button', { name: 'Comparer la sélection' });
    expect(await compare.isEnabled()).toBe(true);
    await page.getByRole('checkbox', { name: `Comparer ${saved[0]}` }).uncheck();
    expect(await compare.isEnabled()).toBe(false);
    await page.getByRole('checkbox', { name: `Comparer ${saved[0]}` }).check();
    expect(await axeViolations(page)).toEqual([]);

    await compare.click();
    await page.waitForURL(/\/comparer\?course=[^&]+&course=[^&]+$/, POLL);
    const headers = page.locator('main table thead th[scope="col"]');
    await expect.poll(() => headers.count(), POLL).toBe(2);
    expect(await headers.nth(0).textContent()).toContain(saved[0]);
    expect(await page.locator('main table tbody th[scope="row"]').count()).toBe(12);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the shortlist on a phone', () => {
  it('counts in the side panel, compares without sideways scrolling, removes down to the empty state', async () => {
    const context = await visitor({ ...PHONE, locale: 'en-GB' });
    const page = await context.newPage();
    await open(page, '/en/courses');
    for (const index of [0, 3, 5]) await card(page, index).getByRole('button', { name: 'Save' }).click();
    const titles = [await cardTitle(page, 0), await cardTitle(page, 3), await cardTitle(page, 5)];

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'My shortlist (3)' });
    await link.waitFor(POLL);
    await link.click();
    await page.waitForURL(/\/en\/shortlist\?ids=/, POLL);
    await expect.poll(() => shortlistTitles(page), POLL).toEqual(titles);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Compare the ticked courses' }).click();
    await page.waitForURL(/\/en\/compare\?course=[^&]+&course=[^&]+&course=[^&]+$/, POLL);
    await page.getByRole('heading', { level: 2, name: 'Tuition fees (non-EU)' }).waitFor(POLL);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Out of the comparison by a link, then out of the shortlist.
    await page.getByRole('link', { name: `Remove from the comparison – ${titles[1]}` }).click();
    await page.waitForURL(/\/en\/compare\?course=[^&]+&course=[^&]+$/, POLL);
    await page.getByRole('link', { name: 'Back to my shortlist' }).click();
    await page.waitForURL(/\/en\/shortlist/, POLL);
    for (const title of titles) {
      await page.getByRole('button', { name: `Remove ${title}` }).click();
      await expect.poll(() => shortlistTitles(page), POLL).not.toContain(title);
    }
    await page.getByRole('heading', { name: 'Your shortlist is empty' }).waitFor(POLL);
    expect(await page.getByRole('link', { name: 'Browse the courses' }).getAttribute('href')).toBe('/en/courses');
    await context.close();
  });
});
