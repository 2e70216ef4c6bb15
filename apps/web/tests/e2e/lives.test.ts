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
    // Worked out, and found to be Paris.
    await line.locator('[data-visitor-zone="Europe/Paris"]').waitFor({ ...POLL, state: 'attached' });
    expect(await line.textContent()).toContain('(heure de Paris)');
    expect(await line.textContent()).not.toContain('chez vous');
    await page.context().close();
  });

  it('is worked out only once the live is near the screen (the home page’s are below the fold)', async () => {
    const page = await newVisitorPage(browser, { ...PHONE, timezoneId: 'Asia/Tokyo' });
    // Where the live was when its visitor time was worked out (the page sets `data-visitor-zone`
    // then): how far below the window, noted by the page itself at that moment, from the start.
    await page.addInitScript(() => {
      const notes: number[] = [];
      (window as unknown as { __workedOutAt: number[] }).__workedOutAt = notes;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && record.target.hasAttribute('data-visitor-zone'))
            notes.push(record.target.getBoundingClientRect().top - window.innerHeight);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-visitor-zone'] });
    });
    await page.goto(`${testEnv.webUrl}/`);
    await hydrated(page);
    const pending = page.locator('article p', { has: page.locator('time') }).filter({ hasText: '(heure de Paris)' });
    expect(await pending.count()).toBeGreaterThan(0);
    const belowTheWindow = () =>
      pending
        .first()
        .locator('span')
        .evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
    // Far below: beyond the 200 px ahead of the window in which it is worked out.
    expect(await belowTheWindow()).toBeGreaterThan(400);
    await pending.first().scrollIntoViewIfNeeded();
    await expect.poll(() => pending.first().textContent(), POLL).toMatch(/chez vous \(Asia\/Tokyo\)/);
    const workedOutAt = await page.evaluate(() => (window as unknown as { __workedOutAt: number[] }).__workedOutAt);
    expect(workedOutAt).toHaveLength(1);
    expect(workedOutAt[0]).toBeLessThanOrEqual(200);
    await page.context().close();
  });
});
