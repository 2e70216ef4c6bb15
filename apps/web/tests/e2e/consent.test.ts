import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, type Purpose } from '@/lib/consent/consent-mode';
import en from '@/lib/dictionary/en.json';
import fr from '@/lib/dictionary/fr.json';
import {
  axeViolations,
  chooseConsent,
  DESKTOP,
  launchBrowser,
  markDocument,
  PHONE,
  sameDocument,
} from '../support/browser';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// The seed's placeholder container (apps/cms/src/seed/content/site-settings.ts); the test site
// has no TAG_MANAGER_ID, so the id comes from the CMS.
const SEEDED_ID = 'GTM-HRZN26';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Visit = { context: BrowserContext; page: Page; tagManagerRequests: string[] };

/** A fresh visitor (or one who chose `consent` earlier); the tag manager is answered locally (no internet here). */
async function visit(
  path: string,
  { options = DESKTOP, consent }: { options?: Parameters<Browser['newContext']>[0]; consent?: Purpose[] } = {},
): Promise<Visit> {
  const context = await browser.newContext(options);
  if (consent) await chooseConsent(context, consent);
  const tagManagerRequests: string[] = [];
  await context.route('**/gtm.js*', (route) => {
    tagManagerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  const page = await context.newPage();
  await page.goto(`${testEnv.webUrl}${path}`);
  return { context, page, tagManagerRequests };
}

const banner = (page: Page, texts = fr.consent) => page.getByRole('dialog', { name: texts.title });
const preferences = (page: Page, texts = fr.consent) => page.getByRole('dialog', { name: texts.preferencesTitle });

/** window.dataLayer, with gtag's `arguments` entries as arrays (and marked as such). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as ArrayLike<unknown>) }
        : entry,
    ),
  );
const consentCommands = async (page: Page, kind: 'default' | 'update') =>
  (await dataLayer(page)).flatMap((entry) => {
    const command = (entry as { gtag?: unknown[] }).gtag;
    return command?.[0] === 'consent' && command[1] === kind ? [command[2] as Record<string, string>] : [];
  });
/** Resolves once the consent runtime has read the recorded choice (it then always sends an update). */
const choiceApplied = (page: Page) =>
  expect.poll(async () => (await consentCommands(page, 'update')).length, POLL).toBeGreaterThan(0);
/** Resolves once the effects of what just rendered have run (they run before the next frame is drawn). */
const afterEffects = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
/**
 * The tag manager's script element. The consent runtime adds it in the same step as the consent
 * update (never later), so once that step is done its absence means the tag manager is not loading.
 */
const tagManagerScripts = (page: Page) =>
  page.locator('script[data-tag-manager], script[src*="googletagmanager"]').count();

const granted = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

describe('the consent banner', () => {
  it.each([
    ['/', fr.consent],
    ['/en', en.consent],
  ])('shows on %s in its language, with "accept all" and "reject all" equally prominent', async (path, texts) => {
    const { context, page, tagManagerRequests } = await visit(path);
    const dialog = banner(page, texts);
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    const accept = dialog.getByRole('button', { name: texts.acceptAll, exact: true });
    const reject = dialog.getByRole('button', { name: texts.rejectAll, exact: true });
    expect(await dialog.getByRole('button', { name: texts.customize, exact: true }).isVisible()).toBe(true);
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          background: style.backgroundColor,
          color: style.color,
          border: style.border,
          font: `${style.fontSize} ${style.fontWeight}`,
          height: Math.round(box.height),
        };
      });
    expect(await look(reject)).toEqual(await look(accept));
    // Nothing but the denied defaults before a choice.
    expect(await consentCommands(page, 'default')).toEqual([expect.objectContaining(denied)]);
    expect(await consentCommands(page, 'update')).toEqual([]);
    // The banner is up: the runtime has started and waits for a choice, without the tag manager.
    expect(await tagManagerScripts(page)).toBe(0);
    expect(tagManagerRequests).toEqual([]);
    await context.close();
  });

  // Once: no second try, whose fresh visitor would hide a second load seen in one run of two.
  it(
    'loads the tag manager once after "accept all", after the consent update, and on later pages',
    { retry: 0 },
    async () => {
      const { context, page, tagManagerRequests } = await visit('/');
      await banner(page).getByRole('button', { name: fr.consent.acceptAll }).click();
      await expect.poll(() => tagManagerRequests.length, POLL).toBe(1);
      expect(tagManagerRequests[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${SEEDED_ID}`);
      const layer = await dataLayer(page);
      const update = layer.findIndex((e) => JSON.stringify(e).includes('"update"'));
      const start = layer.findIndex((e) => (e as { event?: string }).event === 'gtm.js');
      expect(await consentCommands(page, 'update')).toEqual([granted]);
      expect(update).toBeGreaterThan(0);
      expect(start).toBeGreaterThan(update);
      expect(await banner(page).isVisible()).toBe(false);
      // A client-side navigation keeps the one tag manager; a new page load brings it with the choice.
      await markDocument(page);
      await page.locator('header a[href="/formations"]').first().click();
      await page.waitForURL(/\/formations$/, POLL);
      expect(await sameDocument(page), 'a client-side navigation').toBe(true);
      await afterEffects(page);
      expect(await tagManagerScripts(page)).toBe(1);
      expect(tagManagerRequests).toHaveLength(1);
      await page.reload();
      await expect.poll(() => tagManagerRequests.length, POLL).toBe(2);
      expect(await consentCommands(page, 'update')).toEqual([granted]);
      expect(await banner(page).isVisible()).toBe(false);
      await context.close();
    },
  );

  it('never loads it after "reject all", nor after a reload', async () => {
    const { context, page, tagManagerRequests } = await visit('/en');
    await banner(page, en.consent).getByRole('button', { name: en.consent.rejectAll }).click();
    await expect.poll(() => banner(page, en.consent).isVisible(), POLL).toBe(false);
    expect(await consentCommands(page, 'update')).toEqual([denied]);
    expect(await tagManagerScripts(page)).toBe(0);
    await page.reload();
    await choiceApplied(page);
    expect(await tagManagerScripts(page)).toBe(0);
    expect(await banner(page, en.consent).isVisible()).toBe(false);
    expect(tagManagerRequests).toEqual([]);
    await context.close();
  });

  it('keeps the choice for about 6 months', async () => {
    const { context, page } = await visit('/');
    await banner(page).getByRole('button', { name: fr.consent.rejectAll }).click();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === CONSENT_COOKIE), POLL).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)!;
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(JSON.parse(decodeURIComponent(cookie.value)).categories).toEqual(['necessary']);
    await context.close();
  });

  it('is not shown to a visitor who already chose (the state the other browser tests start from)', async () => {
    const { context, page, tagManagerRequests } = await visit('/', { consent: ['necessary'] });
    await choiceApplied(page);
    expect(await consentCommands(page, 'update')).toEqual([denied]);
    expect(await banner(page).isVisible()).toBe(false);
    expect(await tagManagerScripts(page)).toBe(0);
    expect(tagManagerRequests).toEqual([]);
    await context.close();
  });
});

describe('changing the choice', () => {
  it('reopens the preferences from the footer link (phone: not under the bottom bar); measurement only reaches Consent Mode and loads the tag manager', async () => {
    const { context, page, tagManagerRequests } = await visit('/', { options: PHONE, consent: ['necessary'] });
    await choiceApplied(page);
    await page.getByRole('contentinfo').getByRole('button', { name: fr.footer.cookieSettings }).click();
    const dialog = preferences(page);
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    const measurement = dialog.getByRole('checkbox', { name: fr.consent.analyticsTitle });
    const marketing = dialog.getByRole('checkbox', { name: fr.consent.marketingTitle });
    expect(await measurement.isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: fr.consent.necessaryTitle }).isDisabled()).toBe(true);
    await measurement.check();
    expect(await marketing.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: fr.consent.save }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await expect
      .poll(async () => (await consentCommands(page, 'update')).at(-1), POLL)
      .toEqual({
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
    await expect.poll(() => tagManagerRequests.length, POLL).toBe(1);
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)!;
    expect(JSON.parse(decodeURIComponent(cookie.value)).categories).toEqual(['necessary', 'analytics']);
    await context.close();
  });

  it('withdrawing a purpose sends the denied update and reloads the page without the tag manager', async () => {
    const { context, page, tagManagerRequests } = await visit('/en', {
      consent: ['necessary', 'analytics', 'marketing'],
    });
    await expect.poll(() => tagManagerRequests.length, POLL).toBe(1);
    await page.getByRole('contentinfo').getByRole('button', { name: en.footer.cookieSettings }).click();
    const dialog = preferences(page, en.consent);
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    const reloaded = page.waitForEvent('load', POLL);
    await dialog.getByRole('button', { name: en.consent.rejectAll }).click();
    await reloaded;
    await choiceApplied(page);
    expect(await consentCommands(page, 'update')).toEqual([denied]);
    expect(await tagManagerScripts(page)).toBe(0);
    expect(tagManagerRequests).toHaveLength(1);
    await context.close();
  });
});

describe('keyboard and accessibility', () => {
  it('can be accepted with the keyboard alone: focus moves into the banner', async () => {
    const { context, page, tagManagerRequests } = await visit('/');
    await expect.poll(() => banner(page).isVisible(), POLL).toBe(true);
    const focusedText = () =>
      page.evaluate(() =>
        document.activeElement?.closest('#cc-main') ? document.activeElement.textContent?.trim() : null,
      );
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#cc-main')), POLL).toBe(true);
    for (let i = 0; i < 5 && (await focusedText()) !== fr.consent.acceptAll; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe(fr.consent.acceptAll);
    await page.keyboard.press('Enter');
    await expect.poll(() => tagManagerRequests.length, POLL).toBe(1);
    expect(await banner(page).isVisible()).toBe(false);
    await context.close();
  });

  it('keeps the keyboard in the preferences dialog, closes it on Escape and gives focus back to the footer link', async () => {
    const { context, page } = await visit('/', { consent: ['necessary'] });
    await choiceApplied(page);
    const link = page.getByRole('contentinfo').getByRole('button', { name: fr.footer.cookieSettings });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = preferences(page);
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    // The dialog takes the focus once it has opened; the keyboard is trapped from then on.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#cc-main .pm')), POLL).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#cc-main .pm'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(fr.footer.cookieSettings);
    await context.close();
  });

  it.each([
    ['phone', PHONE, '/'],
    ['desktop', DESKTOP, '/en'],
  ])('has no axe-core violations with the banner, then the preferences, open (%s)', async (_, options, path) => {
    const texts = path === '/' ? fr.consent : en.consent;
    const { context, page } = await visit(path, { options });
    await expect.poll(() => banner(page, texts).isVisible(), POLL).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await banner(page, texts).getByRole('button', { name: texts.customize }).click();
    await expect.poll(() => preferences(page, texts).isVisible(), POLL).toBe(true);
    // Once its opening transition is over (axe reads colours half-way through it otherwise).
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
