import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, hydrated, launchBrowser, newVisitorPage, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the next live', () => {
  it('shows its time in Paris and in the visitor’s own time zone', async () => {
    const page = await newVisitorPage(browser, { ...DESKTOP, locale: 'en-GB', timezoneId: 'America/Sao_Paulo' });
    await page.goto(`${testEnv.webUrl}/en/lives`);
    await hydrated(page);
    const line = page.locator('article p', { has: page.locator('time') }).first();
    const iso = await line.locator('time').getAttribute('datetime');
    const expected = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date(iso!));
    await expect.poll(() => line.textContent(), POLL).toContain(`${expected} your time (America/Sao Paulo)`);
    expect(await line.textContent()).toContain('(Paris time)');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('says nothing more to a visitor in Paris', async () => {
    const page = await newVisitorPage(browser, { ...PHONE, timezoneId: 'Europe/Paris' });
    await page.goto(`${testEnv.webUrl}/lives`);
    await hydrated(page);
    const line = page.locator('article p', { has: page.locator('time') }).first();
    expect(await line.textContent()).toContain('(heure de Paris)');
    expect(await line.textContent()).not.toContain('chez vous');
    await page.context().close();
  });
});
