import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, openVisitorPage, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// The search box of the navbar (desktop) and of the side panel (phone) as an ARIA 1.2 combobox:
// suggestions from /api/search grouped by kind, chosen with the keyboard or the mouse.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (options: BrowserContextOptions, path: string) =>
  openVisitorPage(browser, { ...options, reducedMotion: 'reduce' }, path, { waitUntil: 'load', hydrate: true });

const status = (page: Page) => page.locator('form[role="search"] [role="status"]').first();

describe('the search box with JavaScript', () => {
  it('suggests courses, campuses and fields as one types, and opens a course with the keyboard', async () => {
    const page = await open(DESKTOP, '/');
    const box = page.getByRole('combobox', { name: 'Rechercher une formation, un campus, un domaine' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.pressSequentially('aeronau');

    const listbox = page.getByRole('listbox');
    await expect.poll(() => box.getAttribute('aria-expanded'), POLL).toBe('true');
    expect(await listbox.getAttribute('id')).toBe(await box.getAttribute('aria-controls'));
    const courses = listbox.getByRole('group', { name: 'Formations' });
    expect(await courses.getByRole('option').allTextContents()).toContain('BTS Aéronautique');
    const count = await listbox.getByRole('option').count();
    await expect.poll(() => status(page).textContent(), POLL).toMatch(new RegExp(`^${count} suggestions?`));
    expect(await axeViolations(page)).toEqual([]);

    // Down to the course, its option is the active descendant; Enter opens its page.
    const options = await listbox.getByRole('option').allTextContents();
    const target = options.indexOf('BTS Aéronautique');
    for (let i = 0; i <= target; i++) await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.textContent()).toBe('BTS Aéronautique');
    expect(await active.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('BTS Aéronautique');
    await page.context().close();
  });

  it('closes on Escape, then clears on a second Escape, and submits the form when no suggestion is chosen', async () => {
    const page = await open(DESKTOP, '/en');
    const box = page.getByRole('combobox', { name: 'Search for a programme, a campus, a field' });
    await box.fill('lyon');
    await expect.poll(() => box.getAttribute('aria-expanded'), POLL).toBe('true');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('lyon');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');

    await box.fill('zzzzzz');
    await expect.poll(() => status(page).textContent(), POLL).toBe('No suggestions');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Enter');
    await page.waitForURL(/\/en\/search\?q=zzzzzz$/);
    await page.context().close();
  });

  it('on a phone, lives in the side panel; a tapped field opens the course list filtered by it', async () => {
    const page = await open(PHONE, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const box = page.getByRole('combobox', { name: 'Rechercher une formation, un campus, un domaine' });
    await expect.poll(() => box.isVisible(), POLL).toBe(true);
    await box.fill('design');
    const fields = page.getByRole('listbox').getByRole('group', { name: 'Domaines' });
    await expect.poll(() => fields.getByRole('option').count(), POLL).toBeGreaterThan(0);
    const listbox = await page.getByRole('listbox').boundingBox();
    expect(listbox!.x).toBeGreaterThanOrEqual(0);
    expect(listbox!.x + listbox!.width).toBeLessThanOrEqual(390);
    await fields.getByRole('option').first().tap();
    await page.waitForURL(/\/formations\?programCat=[a-z0-9-]+$/);
    await page.context().close();
  });
});

describe('the search box without JavaScript', () => {
  it('is a plain search field that submits to the results page', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${testEnv.webUrl}/`);
    expect(await page.getByRole('combobox').count()).toBe(0);
    const box = page.getByRole('searchbox', { name: 'Rechercher une formation, un campus, un domaine' });
    await box.fill('aeronautique');
    await box.press('Enter');
    await page.waitForURL(/\/recherche\?q=aeronautique$/);
    expect(await page.getByRole('link', { name: 'BTS Aéronautique' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
