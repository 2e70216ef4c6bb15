import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitorPage } from '../support/browser';
import { testEnv } from '../support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('navigation behaviour', () => {
  it('scrolls back to the top after a route change', async () => {
    const page = await newVisitorPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${testEnv.webUrl}/formations`);
    const link = page.locator('main a[href^="/formations/"]').nth(20);
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/);
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
    await page.close();
  });

  it('reaches an anchor 150 px below the top of the window', async () => {
    const page = await newVisitorPage(browser, { viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    await page.goto(`${testEnv.webUrl}/bureaux`);
    const id = await page.locator('main li[id]').nth(8).getAttribute('id');
    await page.goto(`${testEnv.webUrl}/`);
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'anchor';
      document.querySelector('main')?.prepend(link);
    }, `/bureaux#${id}`);
    await page.getByRole('link', { name: 'anchor', exact: true }).click();
    await page.waitForURL(new RegExp(`/bureaux#${id}$`));
    await expect
      .poll(() => page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(150);
    await page.close();
  });

  it('shows the progress bar on a slow navigation and hides it afterwards', async () => {
    const page = await newVisitorPage(browser, { locale: 'fr-FR' });
    // Slow down the data requests of /formations (prefetch included) so that the bar has time to appear.
    await page.route(/\/formations/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${testEnv.webUrl}/`, { waitUntil: 'networkidle' });
    const bar = page.locator('[data-phase]');
    expect(await bar.getAttribute('data-phase')).toBe('idle');
    await page.locator('header a[href="/formations"], main a[href="/formations"]').first().click();
    // Not at once (200 ms), but well before the navigation ends.
    expect(await bar.getAttribute('data-phase')).toBe('idle');
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 1200 }).toBe('running');
    await page.waitForURL(/\/formations$/);
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 3000 }).toBe('idle');
    await page.close();
  });

  it('stores the language chosen with the switch in the i18n_redirected cookie, and / follows it', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${testEnv.webUrl}/formations`);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await page.waitForURL(/\/en\/courses$/);
    const stored = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    await expect.poll(async () => (await stored())?.value).toBe('en');
    const cookie = await stored();
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto(`${testEnv.webUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });
});
