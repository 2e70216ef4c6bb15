import type { Browser } from 'playwright-core';
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

describe('error pages in the browser', () => {
  it.each([
    ['/formations/no-such-course', 'fr', 'Page introuvable.', 'Retour au site', '/'],
    ['/en/courses/no-such-course', 'en', 'Page not found.', 'Back to the site', '/en'],
    ['/nothing/here/at/all', 'fr', 'Page introuvable.', 'Retour au site', '/'],
    ['/en/schools/no-such-school', 'en', 'Page not found.', 'Back to the site', '/en'],
  ])('%s shows the 404 page in its language', async (path, lang, message, back, home) => {
    const page = await newVisitorPage(browser);
    const response = await page.goto(`${testEnv.webUrl}${path}`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(message);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByRole('link', { name: back }).getAttribute('href')).toBe(home);
    await page.close();
  });

  it('shows the sample error of /error/debug', async () => {
    const page = await newVisitorPage(browser);
    await page.goto(`${testEnv.webUrl}/en/error/debug`);
    await expect(page.locator('main h1').textContent()).resolves.toBe('This is a sample error page.');
    await page.close();
  });
});
