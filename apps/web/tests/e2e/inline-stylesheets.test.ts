import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseConsent, hydrated, launchBrowser, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { PATIENCE_MS } from '../support/wait';

// A page's stylesheets come in its HTML, the rules it uses (server/inline-stylesheets.ts): the
// browser paints the page styled without asking for a stylesheet; once the page has loaded it
// fetches the whole files, which change nothing on the page as it came, and React asks for none.
// (The consent banner's own stylesheet comes with its script, after the page: consent.test.ts.)

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone's page, with the stylesheets it asks for from the first request on. */
async function phonePage(javaScriptEnabled = true): Promise<{ page: Page; stylesheets: string[] }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  await chooseConsent(context);
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(new URL(request.url()).pathname);
  });
  return { page, stylesheets };
}

/** What the site's CSS does to the page, which a browser's defaults never do. */
const styled = (page: Page) =>
  page.evaluate(() => {
    const skipLink = document.querySelector('.skip-link');
    const header = document.querySelector('header');
    return {
      // Off the screen until it has the focus.
      skipLinkOffScreen: !!skipLink && skipLink.getBoundingClientRect().bottom <= 0,
      headerSticky: !!header && getComputedStyle(header).position === 'sticky',
      bodyMargin: getComputedStyle(document.body).margin,
    };
  });
const STYLED = { skipLinkOffScreen: true, headerSticky: true, bodyMargin: '0px' };

/** The stylesheets the page has in its HTML. */
const inlined = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')),
  );

/** The files whose whole rules apply: links enabled and loaded. */
const loadedFiles = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-precedence]')].filter(
        (link) => !link.disabled && (link.sheet?.cssRules.length ?? 0) > 0,
      ).length,
  );

/** The stylesheets the page asked for before its load event. */
const requestedBeforeLoad = () => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.css') && entry.startTime < navigation!.loadEventStart)
    .map((entry) => entry.name);
};

/** Keeps the elements of the page as its HTML made them, before a script adds any. */
const keepParsedElements = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedElements: Element[] }).parsedElements = [
        ...document.body.querySelectorAll('*'),
      ].filter((element) => !element.closest('script, template'));
    }),
  );

/** The styles of the elements of the page as its HTML made them, in document order. */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const { parsedElements } = window as unknown as { parsedElements: Element[] };
    const properties = [
      'display',
      'position',
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'margin',
      'padding',
      'width',
      'height',
      'grid-template-columns',
      'flex-direction',
      'gap',
      'border',
      'border-radius',
      'visibility',
      'overflow',
    ];
    return parsedElements.map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${element.className} ${properties.map((name) => style.getPropertyValue(name)).join('|')}`;
    });
  });

describe('the stylesheets of a page, in the browser', () => {
  it('style the page without JavaScript, and without a stylesheet request', async () => {
    const { page, stylesheets } = await phonePage(false);
    await page.goto(`${testEnv.webUrl}/formations`, { waitUntil: 'load' });
    expect(await styled(page)).toEqual(STYLED);
    expect((await inlined(page)).length).toBeGreaterThan(0);
    expect(stylesheets).toEqual([]);
    await page.context().close();
  });

  it('fetch the whole files once the page has loaded, which change nothing on the page as it came', async () => {
    const { page, stylesheets } = await phonePage();
    await keepParsedElements(page);
    // The files wait until the page as it came has been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/.+\.css$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${testEnv.webUrl}/en`, { waitUntil: 'load' });
    await hydrated(page);
    // What the page's scripts show once they have read the browser's storage (the shortlist's
    // count) is part of the page as it came.
    await page.waitForFunction(() => !document.querySelector('[data-ready="false"]'));
    const inPage = await inlined(page);
    expect(inPage.length).toBeGreaterThan(0);
    await expect.poll(() => stylesheets.filter((path) => inPage.includes(path)).sort()).toEqual([...inPage].sort());
    const before = await computedStyles(page);
    release();
    await expect.poll(() => loadedFiles(page), { timeout: PATIENCE_MS }).toEqual(inPage.length);
    const after = await computedStyles(page);
    const changed = after.flatMap((style, index) =>
      style === before[index] ? [] : [{ before: before[index], after: style }],
    );
    expect(changed).toEqual([]);
    expect(after.length).toBe(before.length);
    // Asked for after the load event, each once.
    expect(await page.evaluate(requestedBeforeLoad)).toEqual([]);
    expect(stylesheets.filter((path) => inPage.includes(path)).length).toBe(inPage.length);
    await page.context().close();
  });

  it('keep the page styled once React has taken it over, and after a move to another page and back', async () => {
    const { page, stylesheets } = await phonePage();
    await page.goto(`${testEnv.webUrl}/en`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await styled(page)).toEqual(STYLED);
    const inPage = await inlined(page);
    await expect.poll(() => loadedFiles(page), { timeout: PATIENCE_MS }).toEqual(inPage.length);
    await page.locator('main a[href^="/en/courses/"]').first().click();
    await page.waitForURL(/\/en\/courses\/[^/]+$/, { timeout: PATIENCE_MS });
    await expect.poll(() => page.locator('h1').count(), { timeout: PATIENCE_MS }).toBe(1);
    expect(await styled(page)).toEqual(STYLED);
    await page.goBack();
    await page.waitForURL(/\/en$/, { timeout: PATIENCE_MS });
    expect(await styled(page)).toEqual(STYLED);
    // The files the page linked were fetched once, after it loaded, and React added none.
    expect(stylesheets.filter((path) => inPage.includes(path)).length).toBe(inPage.length);
    expect(await page.locator('link[rel="stylesheet"][data-precedence]').count()).toBe(inPage.length);
    await page.context().close();
  });
});
