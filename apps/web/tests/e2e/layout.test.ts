import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  hydrated,
  launchBrowser,
  markDocument,
  openVisitorPage,
  PHONE,
  sameDocument,
} from '../support/browser';
import { testEnv } from '../support/env';
import { holdPageTimers, pageTasksRun } from '../support/page-clock';
import { POLL } from '../support/wait';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor's page (see openVisitorPage), with its context to close. */
async function open(options: BrowserContextOptions, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const page = await openVisitorPage(browser, options, path);
  return { context: page.context(), page };
}

const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
const activeLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
  );

describe('the right side panel (burger)', () => {
  it('opens full width on a phone, locks the page scroll, and closes on Escape with focus back on the burger', async () => {
    const { context, page } = await open(PHONE, '/');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    await expect.poll(() => burger.getAttribute('aria-expanded'), POLL).toBe('true');
    expect(await dialog.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(390);
    expect(await pageScrollLocked(page)).toBe(true);
    // The three calls to action are at its foot.
    for (const name of ['Brochure', 'Contact', 'Inscription'])
      expect(await dialog.getByRole('link', { name, exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    expect(await pageScrollLocked(page)).toBe(false);
    expect(await activeLabel(page)).toBe('Ouvrir le menu');
    // The dialog closes natively; the burger's state follows at React's next render.
    await expect.poll(() => burger.getAttribute('aria-expanded'), POLL).toBe('false');
    await context.close();
  });

  it('keeps one accordion group open at a time; clicking the open one closes it', async () => {
    const { context, page } = await open(PHONE, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const groups = dialog.locator('details');
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    const isOpen = (i: number) => groups.nth(i).evaluate((el) => (el as HTMLDetailsElement).open);
    await groups.nth(0).locator('summary').click();
    expect(await isOpen(0)).toBe(true);
    await groups.nth(1).locator('summary').click();
    expect(await isOpen(1)).toBe(true);
    expect(await isOpen(0)).toBe(false);
    await groups.nth(1).locator('summary').click();
    expect(await isOpen(1)).toBe(false);
    await context.close();
  });

  it('traps the keyboard inside and closes when a link is followed', async () => {
    const { context, page } = await open(PHONE, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      // Modal dialog: focus never reaches the page behind it (it may pass through the browser UI).
      expect(
        await page.evaluate(
          () =>
            !document.activeElement ||
            document.activeElement === document.body ||
            !!document.activeElement.closest('dialog[open]'),
        ),
      ).toBe(true);
    }
    // The site closes it on a client-side navigation; a new page would start closed anyway.
    await markDocument(page);
    await dialog.getByRole('link', { name: 'Formations', exact: true }).click();
    await page.waitForURL(/\/formations$/);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.locator('dialog[open]').count(), POLL).toBe(0);
    await context.close();
  });

  it('is 40% wide on a desktop-sized window', async () => {
    const { context, page } = await open({ viewport: { width: 1000, height: 800 }, locale: 'fr-FR' }, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const width = await page.getByRole('dialog', { name: 'Menu' }).evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(400);
    await context.close();
  });
});

describe('the desktop navbar', () => {
  it('shows the menu items and calls to action, and a group opens a left panel 75vw wide', async () => {
    const { context, page } = await open(DESKTOP, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await nav.getByRole('link', { name: 'Formations', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(false);
    const partner = page.getByRole('banner').getByRole('link', { name: /Devenir partenaire/ });
    expect(await partner.getAttribute('target')).toBe('_blank');
    expect(await partner.getAttribute('rel')).toContain('noopener');
    const group = nav.getByRole('button', { name: 'Nos écoles' });
    await group.click();
    const panel = page.getByRole('dialog', { name: 'Nos écoles' });
    await expect.poll(() => panel.isVisible(), POLL).toBe(true);
    expect(Math.round(await panel.evaluate((el) => el.getBoundingClientRect().width))).toBe(1080);
    // Once slid in, it sits against the left edge.
    await expect.poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().left)), POLL).toBe(0);
    expect(await panel.getByRole('link').count()).toBeGreaterThan(10);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible(), POLL).toBe(false);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    // React updates the button once the dialog has closed: on a busy machine, a moment later.
    await expect.poll(() => group.getAttribute('aria-expanded'), POLL).toBe('false');
    expect(await pageScrollLocked(page)).toBe(false);
    await expect.poll(() => activeLabel(page), POLL).toBe('Nos écoles');
    await context.close();
  });
});

describe('the bottom block', () => {
  it('shows the calls to action and the filters button on a phone, and only scroll-to-top on a desktop', async () => {
    const phone = await open(PHONE, '/formations');
    expect(await phone.page.getByRole('button', { name: 'Filtres', exact: true }).isVisible()).toBe(true);
    expect(await phone.page.locator('nav[aria-label="Inscription"]').isVisible()).toBe(true);
    await phone.context.close();
    const desktop = await open(DESKTOP, '/formations');
    expect(await desktop.page.getByRole('button', { name: 'Filtres', exact: true }).isVisible()).toBe(false);
    expect(await desktop.page.locator('nav[aria-label="Inscription"]').isVisible()).toBe(false);
    await desktop.context.close();
  });

  it('shows scroll-to-top only away from the top, and the navbar shadow with it', async () => {
    const { context, page } = await open(DESKTOP, '/formations');
    const button = page.getByRole('button', { name: 'Revenir en haut de la page' });
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => button.isVisible(), POLL).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).boxShadow)).not.toBe('none');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
    await expect.poll(() => button.isVisible(), POLL).toBe(false);
    await context.close();
  });

  it('opens the course panel on a course page (phone)', async () => {
    const { context, page } = await open(PHONE, '/formations');
    await hydrated(page);
    await page.locator('main a[href^="/formations/"]').first().click();
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/);
    await page.getByRole('button', { name: "L'essentiel de la formation" }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: "L'essentiel de la formation" }).isVisible(), POLL)
      .toBe(true);
    await context.close();
  });
});

describe('the filter panel', () => {
  it('applies checked filters through the URL, shows removable pills, and resets', async () => {
    const { context, page } = await open(PHONE, '/formations');
    // Applied in the page, as with JavaScript (without it the form is a plain GET: another page).
    await hydrated(page);
    await markDocument(page);
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    const firstCampus = sheet.locator('fieldset').first().locator('input[type=checkbox]').first();
    const value = await firstCampus.getAttribute('value');
    await firstCampus.check();
    await sheet.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await page.waitForURL(new RegExp(`locations=${value}`));
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.locator('[data-page-status]').textContent(), POLL).not.toContain('100 formations');
    const pill = page.getByRole('link', { name: /^Retirer le filtre/ });
    expect(await pill.count()).toBe(1);
    await pill.click();
    await page.waitForURL(/\/formations$/);
    // No course of the demo content is taught in design at the Rennes campus.
    await page.goto(`${testEnv.webUrl}/formations?locations=campus-rennes&programCat=design-arts-culture`);
    expect(await page.getByText('Aucune formation ne correspond à votre recherche').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Filtres' })
      .getByRole('link', { name: 'Réinitialiser les filtres' })
      .click();
    await page.waitForURL(/\/formations$/);
    await context.close();
  });

  it('keeps the filters, translated, in the English version', async () => {
    const { context, page } = await open(DESKTOP, '/formations');
    // Applied in the page, as with JavaScript (without it the form is a plain GET: another page).
    await hydrated(page);
    await markDocument(page);
    const box = page.locator('aside input[name="graduationLevels"]').first();
    await box.check();
    await page.locator('aside').getByRole('button', { name: 'Appliquer les filtres' }).click();
    await page.waitForURL(/graduationLevels=/);
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await page.waitForURL(/\/en\/courses\?graduationLevels=/);
    expect(await page.locator('aside input[name="graduationLevels"]:checked').count()).toBe(1);
    await context.close();
  });
});

describe('banner, notices and accessibility', () => {
  it('puts the promotional banner above the navbar, pushing the page down at every width, without layout shift', async () => {
    const { context, page } = await open(PHONE, '/');
    await hydrated(page);
    const offsets = () =>
      page.evaluate(() => ({
        banner: document.querySelector('[data-banner]')!.getBoundingClientRect().bottom,
        header: document.querySelector('header')!.getBoundingClientRect().top,
      }));
    // Chromium reports layout shifts to a PerformanceObserver only (never to getEntriesByType);
    // `buffered` hands over those that happened since the page started loading, hydration included.
    const layoutShift = () =>
      page.evaluate(() => {
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: 'layout-shift', buffered: true });
        const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
        observer.disconnect();
        return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
      });
    const narrow = await offsets();
    expect(narrow.header).toBeGreaterThanOrEqual(narrow.banner - 0.5);
    expect(await layoutShift()).toBeLessThan(0.01);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The banner's text wraps on fewer lines once the window is wider.
    await expect.poll(async () => (await offsets()).banner, POLL).toBeLessThan(narrow.banner);
    const wide = await offsets();
    expect(wide.header).toBeGreaterThanOrEqual(wide.banner - 0.5);
    await context.close();
  });

  it('shows the offline notice, then the online one for five seconds', async () => {
    const { context, page } = await open(DESKTOP, '/formations');
    await hydrated(page);
    await context.setOffline(true);
    await expect.poll(() => page.getByText('Vous êtes hors-ligne').isVisible(), POLL).toBe(true);
    // The five seconds on the page's clock, from the moment the notice appears (it stands still).
    await holdPageTimers(page);
    await context.setOffline(false);
    const online = page.getByText('Vous êtes désormais en ligne');
    await expect.poll(() => online.isVisible(), POLL).toBe(true);
    expect(await page.getByText('Vous êtes hors-ligne').count()).toBe(0);
    await page.clock.runFor(4000);
    await pageTasksRun(page);
    expect(await online.isVisible()).toBe(true);
    await page.clock.runFor(1000);
    await expect.poll(() => online.count(), POLL).toBe(0);
    await context.close();
  });
});

describe('layout chosen by the server from the user agent', () => {
  it('serves the mobile layout to a tablet in landscape, and the desktop one to a desktop browser', async () => {
    const tablet = await open(
      {
        viewport: { width: 1180, height: 820 },
        locale: 'fr-FR',
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      },
      '/formations',
    );
    expect(await tablet.page.locator('[data-device]').first().getAttribute('data-device')).toBe('mobile');
    expect(await tablet.page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(true);
    expect(await tablet.page.getByRole('button', { name: 'Filtres', exact: true }).isVisible()).toBe(true);
    await tablet.context.close();
    const desktop = await open({ viewport: { width: 1180, height: 820 }, locale: 'fr-FR' }, '/formations');
    expect(await desktop.page.locator('[data-device]').first().getAttribute('data-device')).toBe('desktop');
    expect(await desktop.page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(false);
    await desktop.context.close();
  });

  it('falls back on CSS when the guess is wrong: a desktop browser in a narrow window gets the burger', async () => {
    const { context, page } = await open({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' }, '/formations');
    expect(await page.locator('[data-device]').first().getAttribute('data-device')).toBe('desktop');
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).toBe(false);
    await context.close();
  });

  it.each([390, 768])(
    'never scrolls sideways when a desktop browser is %i px wide, in either language',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'fr-FR' });
      const page = await context.newPage();
      for (const path of [
        '/',
        '/formations',
        '/formations/bts-aeronautique',
        '/en',
        '/en/courses',
        '/en/courses/bts-aeronautics',
      ]) {
        await page.goto(`${testEnv.webUrl}${path}`, { waitUntil: 'load' });
        expect(await page.locator('[data-device]').first().getAttribute('data-device'), path).toBe('desktop');
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll, path).toBeLessThanOrEqual(widths.client);
      }
      await context.close();
    },
  );

  it('collapses the footer groups on a phone and opens them on a desktop', async () => {
    const phone = await open(PHONE, '/');
    expect(await phone.page.locator('footer details[open]').count()).toBe(0);
    await phone.page.locator('footer details summary').first().click();
    expect(await phone.page.locator('footer details[open]').count()).toBe(1);
    await phone.context.close();
    const desktop = await open(DESKTOP, '/');
    expect(await desktop.page.locator('footer details:not([open])').count()).toBe(0);
    await desktop.context.close();
  });
});
