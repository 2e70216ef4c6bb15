import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { bundleHarness, openHarness } from '../support/harness';
import { POLL } from '../support/wait';

// Requirements 8: when the error page itself fails, a last page says so, with the details and a way
// home. The boundary (src/components/error/error-page-boundary.tsx, used by the global error page)
// is bundled with React for the browser and rendered around an error page that fails.

let browser: Browser;
let script: string;
beforeAll(async () => {
  [browser, script] = await Promise.all([launchBrowser(), bundleHarness('error-page-boundary.tsx')]);
});
afterAll(async () => {
  await browser?.close();
});

async function mount(fails: boolean, locale: 'fr' | 'en' = 'en'): Promise<Page> {
  const page = await browser.newPage();
  await openHarness(page, script);
  await page.evaluate(
    ([f, l]) => (window as unknown as { harness: { mount: (f: boolean, l: string) => void } }).harness.mount(f, l),
    [fails, locale] as const,
  );
  await page.locator('h1').waitFor(POLL);
  return page;
}

describe('the last-resort error page', () => {
  it('replaces an error page that fails to render: message, details and a link home', async () => {
    const page = await mount(true);
    expect(await page.locator('h1').textContent()).toBe('An error occurred while showing the error page');
    expect(await page.locator('pre').textContent()).toBe('the error page could not render: its texts are missing');
    const home = page.getByRole('link', { name: 'Go back to home' });
    expect(await home.getAttribute('href')).toBe('/en');
    expect(await page.getByText('Erreur interne au serveur.').count()).toBe(0);
    await page.close();
  });

  it('says it in French on a French page, with a link to the French home page', async () => {
    const page = await mount(true, 'fr');
    expect(await page.locator('h1').textContent()).toBe(
      "Une erreur est survenue lors de l'affichage de la page d'erreur",
    );
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    await page.close();
  });

  it('lets an error page that renders show as is', async () => {
    const page = await mount(false);
    expect(await page.locator('h1').textContent()).toBe('Erreur interne au serveur.');
    expect(await page.getByText('An error occurred while showing the error page').count()).toBe(0);
    await page.close();
  });
});
