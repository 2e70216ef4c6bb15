import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  chooseConsent,
  DESKTOP,
  launchBrowser,
  openVisitorPage,
  PHONE,
  sameDocument,
} from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The result count the page shows, and what the live region (which outlives navigations) says. */
const count = (page: Page) => page.locator('[data-page-status]').textContent();
const announced = (page: Page) => page.getByRole('status').filter({ hasText: 'formation' }).first().textContent();
const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();

describe('the course finder, with JavaScript', () => {
  it('applies a box beside the list at once, without a reload, keeping the focus; back and forward work', async () => {
    const page = await openVisitorPage(browser, DESKTOP, '/formations', { hydrate: true });
    const context = page.context();
    expect(await count(page)).toContain('100 formations');
    const box = page.locator('aside input[name="graduationLevels"]').first();
    const value = await box.getAttribute('value');
    await box.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(new RegExp(`/formations\\?graduationLevels=${value}$`), POLL);
    await expect.poll(() => count(page), POLL).not.toContain('100 formations');
    expect(await announced(page)).toBe(await count(page));
    expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value), POLL)
      .toBe(value);
    expect(await page.getByRole('link', { name: /^Retirer le filtre/ }).count()).toBe(1);

    await page.goBack();
    await page.waitForURL(/\/formations$/, POLL);
    await expect.poll(() => count(page), POLL).toContain('100 formations');
    await expect.poll(() => box.isChecked(), POLL).toBe(false);
    await page.goForward();
    await page.waitForURL(/graduationLevels=/, POLL);
    await expect.poll(() => box.isChecked(), POLL).toBe(true);
    await expect.poll(() => announced(page), POLL).toBe(await count(page));
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('applies the phone sheet with its button, closes it, and unticks a box whose pill is removed', async () => {
    const page = await openVisitorPage(browser, PHONE, '/formations', { hydrate: true });
    const context = page.context();
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    // A closed sheet is out of the accessibility tree: its boxes are found by their markup.
    const box = page.locator('dialog input[name="locations"]').first();
    await box.check();
    await sheet.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await page.waitForURL(/locations=/, POLL);
    await expect.poll(() => sheet.isVisible(), POLL).toBe(false);
    await expect.poll(() => count(page), POLL).not.toContain('100 formations');
    await page.getByRole('link', { name: /^Retirer le filtre/ }).click();
    await page.waitForURL(/\/formations$/, POLL);
    expect(await box.isChecked()).toBe(false);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('pages through the list in the page, 20 courses a page, with the page in the address', async () => {
    const page = await openVisitorPage(browser, DESKTOP, '/formations', { hydrate: true });
    const context = page.context();
    const first = await cardTitles(page);
    expect(first).toHaveLength(20);
    const pages = page.getByRole('navigation', { name: 'Pages de résultats' });
    expect(await pages.locator('[aria-current="page"]').textContent()).toContain('1');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/formations\?page=2$/, POLL);
    await expect.poll(async () => (await cardTitles(page))[0], POLL).not.toBe(first[0]);
    expect(await count(page)).toContain('Page 2 sur 5');
    expect(await sameDocument(page)).toBe(true);
    await pages.getByRole('link', { name: /Page suivante/ }).click();
    await page.waitForURL(/page=3$/, POLL);
    // The address changes before the new page's head is applied: axe runs on the page, not between the two.
    await expect.poll(() => page.title(), POLL).toMatch(/Page 3/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the course finder, without JavaScript', () => {
  it('filters with the form and pages with links, each a page of its own', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, reducedMotion: 'reduce' });
    await chooseConsent(context);
    const page = await context.newPage();
    await page.goto(`${testEnv.webUrl}/en/courses`);
    // The panel's buttons stay in view over its last boxes: the keyboard reaches them all.
    await page.locator('aside input[name="entryYears"]').first().focus();
    await page.keyboard.press('Space');
    await page.locator('aside').getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/\/en\/courses\?entryYears=/, POLL);
    expect(await page.locator('aside input[name="entryYears"]:checked').count()).toBe(1);
    await page.goto(`${testEnv.webUrl}/en/courses?page=5`);
    expect(await page.locator('main article').count()).toBe(20);
    expect(await page.getByRole('link', { name: /Previous page/ }).getAttribute('href')).toBe('/en/courses?page=4');
    await context.close();
  });
});
