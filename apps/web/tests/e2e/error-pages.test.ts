import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitorPage } from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

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
    await expect.poll(() => page.locator('main h1').textContent(), POLL).toBe(message);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByRole('link', { name: back }).getAttribute('href')).toBe(home);
    await page.close();
  });

  it.each([
    ['/error/debug', 'fr', "Ceci est une page d'erreur de démonstration.", 'Erreur interne au serveur.'],
    ['/en/error/debug', 'en', 'This is a sample error page.', 'Internal server error.'],
  ])('%s shows its own message instead of the catalogue one (%s)', async (path, lang, message, catalogueMessage) => {
    const page = await newVisitorPage(browser);
    const response = await page.goto(`${testEnv.webUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await expect.poll(() => page.locator('main h1').textContent(), POLL).toBe(message);
    expect(await page.locator('main section p').first().textContent()).toBe('500');
    expect(await page.getByText(catalogueMessage).count()).toBe(0);
    await page.close();
  });
});
