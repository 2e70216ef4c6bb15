import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, markDocument, newVisitorPage, sameDocument } from '../support/browser';
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

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Records every scroll position from now on (the listener lives as long as the document). */
const recordScrolls = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __scrolls: number[] };
    w.__scrolls = [];
    window.addEventListener('scroll', () => w.__scrolls.push(window.scrollY), { passive: true });
  });
/** The positions recorded strictly between the start and the top: several of them for a smooth scroll, none for a jump. */
const positionsOnTheWay = (page: Page, from: number) =>
  page.evaluate(
    (start) => [...new Set((window as unknown as { __scrolls: number[] }).__scrolls)].filter((y) => y > 0 && y < start),
    from,
  );

/** A real mouse click in the middle of an element that is already in view (no scrolling to reach it). */
async function clickInPlace(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not displayed`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('navigation behaviour', () => {
  it('scrolls smoothly back to the top after a route change from deep in a page', async () => {
    // Next's router scrolls this one to the top itself (the site's CSS makes it smooth); the
    // next test covers what only the site's own navigation effect does.
    const page = await newVisitorPage(browser, DESKTOP);
    await page.goto(`${testEnv.webUrl}/formations`);
    await hydrated(page);
    const link = page.locator('main a[href^="/formations/"]').nth(15);
    await link.scrollIntoViewIfNeeded();
    const start = await scrollY(page);
    expect(start).toBeGreaterThan(500);
    await recordScrolls(page);
    await markDocument(page);
    await link.click();
    await page.waitForURL(/\/formations\/[a-z0-9-]+$/, POLL);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => scrollY(page), POLL).toBe(0);
    // Smooth, not a jump: the window passed through a position on the way (how many depends on
    // how many frames the machine draws, so one is all that is asked).
    expect((await positionsOnTheWay(page, start)).length).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it('scrolls smoothly to the top even where the router keeps the position (the new page top already in view)', async () => {
    // Next's router scrolls after a navigation only when the top of the new page is out of view
    // (above the 150 px scroll padding or below the fold). Content above the page (here a
    // padding on <body>) leaves it in view: the router keeps the position, and only the site's
    // navigation effect (useScrollOnNavigation) brings the window back to the top.
    const page = await newVisitorPage(browser, DESKTOP);
    await page.goto(`${testEnv.webUrl}/`);
    await hydrated(page);
    await page.addStyleTag({ content: 'body { padding-top: 600px }' });
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(() => scrollY(page), POLL).toBe(300);
    // The page now starts 300 px below the top of the window: in view, below the scroll padding.
    const pageTop = await page.evaluate(() =>
      Math.min(...[...document.querySelectorAll('[data-banner], header')].map((el) => el.getBoundingClientRect().top)),
    );
    expect(pageTop).toBeGreaterThanOrEqual(150);
    expect(pageTop).toBeLessThan(DESKTOP.viewport.height);
    await recordScrolls(page);
    await markDocument(page);
    await clickInPlace(page, 'header nav a[href="/formations"]');
    await page.waitForURL(/\/formations$/, POLL);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => scrollY(page), POLL).toBe(0);
    // The only scroll here is the site's: a jump to the top passes through no position, a smooth
    // one through as many as the browser drew frames on the way (one or two on a busy machine).
    expect((await positionsOnTheWay(page, 300)).length).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it("keeps a title in the tab during a client-side move: the old page's until the new page's", async () => {
    const page = await newVisitorPage(browser, DESKTOP);
    await page.goto(`${testEnv.webUrl}/en`);
    await hydrated(page);
    const before = await page.title();
    // Every value document.title takes from now on, as it changes.
    await page.evaluate(() => {
      const w = window as unknown as { __titles: string[] };
      w.__titles = [document.title];
      new MutationObserver(() => {
        if (w.__titles.at(-1) !== document.title) w.__titles.push(document.title);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await markDocument(page);
    await page.locator('main a[href^="/en/schools/"]').first().click();
    await page.waitForURL(/\/en\/schools\/[a-z0-9-]+$/, POLL);
    expect(await sameDocument(page)).toBe(true);
    const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
    await expect.poll(() => page.title(), POLL).toContain(heading);
    const titles = await page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);
    expect(titles[0]).toBe(before);
    expect(titles.filter((title) => title.trim() === '')).toEqual([]);
    expect(await page.locator('head title').count()).toBe(1);
    await page.close();
  });

  it('reaches an anchor of another page 150 px below the top of the window', async () => {
    // The network page lists the offices as cards, each leading to its anchor on /bureaux.
    const page = await newVisitorPage(browser, DESKTOP);
    await page.goto(`${testEnv.webUrl}/horizon`);
    await hydrated(page);
    const card = page.locator('main a[href^="/bureaux#"]').nth(8);
    const id = decodeURIComponent(new URL((await card.getAttribute('href'))!, testEnv.webUrl).hash.slice(1));
    expect(id).toBeTruthy();
    await markDocument(page);
    await card.click();
    await page.waitForURL((url) => url.pathname === '/bureaux' && url.hash === `#${id}`, POLL);
    expect(await sameDocument(page)).toBe(true);
    const target = page.locator(`[id="${id}"]`);
    await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top)), POLL).toBe(150);
    // The target is far down the page: the window was scrolled to reach it.
    expect(await scrollY(page)).toBeGreaterThan(500);
    await page.close();
  });

  it('shows the progress bar once a navigation has taken 200 ms, and hides it 500 ms after the page is there', async () => {
    const page = await newVisitorPage(browser, { locale: 'fr-FR' });
    // The data of /formations (prefetches included) waits until the test lets it through: the
    // navigation is as slow as the test needs, whatever the machine.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/formations/, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto(`${testEnv.webUrl}/`, { waitUntil: 'load' });
    await hydrated(page);
    const bar = page.locator('[data-phase]');
    const phase = () => bar.getAttribute('data-phase');
    expect(await phase()).toBe('idle');
    // Requirements 4 and 9: shown after 200 ms, hidden 500 ms after the outcome; to the
    // millisecond, on the page's clock.
    await holdPageTimers(page);
    await page.locator('header a[href="/formations"], main a[href="/formations"]').first().click();
    await page.clock.runFor(199);
    await pageTasksRun(page);
    expect(await phase()).toBe('idle');
    await page.clock.runFor(1);
    await expect.poll(phase, POLL).toBe('running');
    release();
    await page.waitForURL(/\/formations$/, POLL);
    await expect.poll(phase, POLL).toBe('done');
    await page.clock.runFor(499);
    await pageTasksRun(page);
    expect(await phase()).toBe('done');
    await page.clock.runFor(1);
    await expect.poll(phase, POLL).toBe('idle');
    await page.close();
  });

  it('stores the language chosen with the switch in the i18n_redirected cookie, and / follows it', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${testEnv.webUrl}/formations`);
    // The switch as a visitor with JavaScript uses it: a client-side navigation, whose data request
    // (not a prefetch) is what stores the language.
    await hydrated(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await page.waitForURL(/\/en\/courses$/, POLL);
    expect(await sameDocument(page)).toBe(true);
    const stored = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    await expect.poll(async () => (await stored())?.value, POLL).toBe('en');
    const cookie = await stored();
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto(`${testEnv.webUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });
});
