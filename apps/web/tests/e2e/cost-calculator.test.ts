import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  hydrated,
  launchBrowser,
  markDocument,
  newVisitorPage,
  PHONE,
  sameDocument,
} from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// The cost calculator as a student uses it: without JavaScript (a GET form, its answer a page of
// its own) and with it (each change updates the budget in the page), on a phone and a desktop.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visitorPage = (options: Parameters<Browser['newPage']>[0]) => newVisitorPage(browser, options);

const yearTotal = (page: Page) => page.locator('[data-page-status]').textContent();

describe('the cost calculator', () => {
  it('works without JavaScript: the form is sent, and the answer is the budget at an address of its own', async () => {
    const page = await visitorPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${testEnv.webUrl}/cout-des-etudes`);
    await page.getByLabel('Formation', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Campus', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Union européenne / EEE').check();
    await page.getByLabel('Colocation').check();
    await page.getByRole('button', { name: 'Calculer mon budget' }).click();
    // The form sends every field; the site answers at the budget's one address (empty fields and
    // first choices left out), where the page opens at the budget.
    await page.waitForURL(/\/cout-des-etudes\?course=[\w-]+&campus=[\w-]+&fees=eu&housing=shared#budget$/, POLL);
    await page.getByRole('table', { name: /Le budget ligne par ligne/ }).waitFor(POLL);
    expect(await yearTotal(page)).toMatch(/Première année \d[\d\s]*€, Chaque mois \d[\d\s]*€/);
    // No visa for a student from the EU.
    expect(await page.getByRole('rowheader', { name: 'Visa étudiant' }).count()).toBe(0);
    // axe runs as a script: the pages with JavaScript are audited below, the same markup.
    await page.context().close();
  });

  it('with JavaScript, updates the budget as the choices change, in the page, and the back button returns to the last one', async () => {
    const page = await visitorPage(DESKTOP);
    await page.goto(`${testEnv.webUrl}/en/cost-of-studying`);
    await hydrated(page);
    await markDocument(page);
    await page.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('table', { name: /The budget line by line/ }).waitFor(POLL);
    await expect.poll(() => page.url(), POLL).toMatch(/course=/);
    const fullTime = await yearTotal(page);
    await page.getByLabel('Work-study').check();
    await expect.poll(() => yearTotal(page), POLL).not.toBe(fullTime);
    expect(await page.getByRole('cell', { name: 'paid by the employer' }).count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect.poll(() => page.url(), POLL).toMatch(/course=/);
    expect(page.url()).not.toMatch(/route=work-study/);
    await expect.poll(() => yearTotal(page), POLL).toBe(fullTime);
    expect(await sameDocument(page)).toBe(true);

    // Where the student comes from: their country's fee and fare, and the amounts in their currency.
    const before = await yearTotal(page);
    await page.getByLabel('You come from').selectOption({ label: 'Senegal' });
    await expect.poll(() => yearTotal(page), POLL).not.toBe(before);
    await expect.poll(() => page.url(), POLL).toMatch(/&country=SN$/);
    expect(await page.getByText(/≈ .*CFA/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('country');
    await page.getByLabel('You come from').selectOption({ label: 'Another country' });
    await expect.poll(() => yearTotal(page), POLL).toBe(before);

    // The budget by e-mail: the brochure form, with the course chosen and the campus kept.
    await page.getByRole('link', { name: 'Get this budget by e-mail' }).click();
    await page.waitForURL(/\/en\/brochure\?course=[\w-]+&campus=[\w-]+$/, POLL);
    await page.getByRole('heading', { level: 1 }).waitFor(POLL);
    expect(await page.locator('select[name="course"]').inputValue()).not.toBe('');
    await page.context().close();
  });

  it('passes axe on a phone with a budget, and its table scrolls within the page', async () => {
    const page = await visitorPage(PHONE);
    await page.goto(`${testEnv.webUrl}/cout-des-etudes`);
    await hydrated(page);
    await page.getByLabel('Formation', { exact: true }).selectOption({ index: 2 });
    await page.getByRole('table', { name: /Le budget ligne par ligne/ }).waitFor(POLL);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
