import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hydrated, launchBrowser, markDocument, newVisitorPage, sameDocument } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor in the browser', () => {
  it('opens the French home page, follows a course link and switches to English', async () => {
    const page = await newVisitorPage(browser, { locale: 'fr-FR' });
    await page.goto(`${testEnv.webUrl}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();

    await hydrated(page);
    await markDocument(page);
    const courseLink = page.locator('main a[href^="/formations/"]').first();
    const frenchTitle = (await courseLink.textContent())?.trim();
    await courseLink.click();
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(async () => (await page.locator('main h1').textContent())?.trim(), POLL).toBe(frenchTitle);

    // The switch leads to this course's translation once the client-side navigation has settled.
    const toEnglish = page.getByRole('link', { name: 'Read this page in English' });
    await expect.poll(() => toEnglish.getAttribute('href'), POLL).toMatch(/^\/en\/courses\/[a-z0-9-]+$/);
    await toEnglish.click();
    await page.waitForURL(/\/en\/courses\/[a-z0-9-]+$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const englishTitle = (await page.locator('h1').textContent())?.trim();
    expect(englishTitle).toBeTruthy();
    expect(englishTitle).not.toBe(frenchTitle);

    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.close();
  });

  it('a course page opened by a client-side navigation has no axe-core violations', async () => {
    const page = await newVisitorPage(browser, { locale: 'fr-FR' });
    await page.goto(`${testEnv.webUrl}/formations`);
    await hydrated(page);
    const listTitle = await page.title();
    const link = page.locator('main h2 a[href^="/formations/"]').first();
    const course = (await link.textContent())?.trim();
    expect(course).toBeTruthy();
    await markDocument(page);
    await link.click();
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/, POLL);
    expect(await sameDocument(page)).toBe(true);
    // The course page is there, its head included: after a client-side navigation the title can
    // arrive after the address and the content have changed (React takes the list's <title> out
    // before it puts the course's in, so for a moment there is none), and axe reads it.
    await expect.poll(async () => (await page.locator('main h1').textContent())?.trim(), POLL).toBe(course);
    await expect.poll(() => page.title(), POLL).toContain(course);
    expect(await page.title()).not.toBe(listTitle);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
