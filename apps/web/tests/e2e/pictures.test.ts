import { basename } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openVisitorPage, PHONE } from '../support/browser';
import { cms } from '../support/cms';
import { PATIENCE_MS } from '../support/wait';

// What a visitor sees of the pictures: the network's logo at a size one can read, every card
// with its picture, and the home banner's text readable over its image at every width.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { width: number; height: number; attrRatio: number; naturalRatio: number; loaded: boolean };

const logoBox = (page: Page, landmark: 'header' | 'footer') =>
  page
    .locator(`${landmark} a[href] img`)
    .first()
    .evaluate(
      (img: HTMLImageElement): Box => ({
        width: img.getBoundingClientRect().width,
        height: img.getBoundingClientRect().height,
        attrRatio: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
        naturalRatio: img.naturalWidth / img.naturalHeight,
        loaded: img.complete && img.naturalWidth > 0,
      }),
    );

describe.each([
  ['phone', PHONE, 40],
  ['desktop', DESKTOP, 48],
] as const)('the network logo (%s)', (_, device, minHeight) => {
  it(`is drawn at least ${minHeight} px tall in the header and the footer, in its own proportions`, async () => {
    const page = await openVisitorPage(browser, device, '/', { waitUntil: 'load' });
    const context = page.context();
    for (const landmark of ['header', 'footer'] as const) {
      await page.locator(`${landmark} a[href] img`).first().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await logoBox(page, landmark)).loaded, { timeout: PATIENCE_MS }).toBe(true);
      const box = await logoBox(page, landmark);
      expect(box.height, landmark).toBeGreaterThanOrEqual(minHeight);
      expect(box.width, landmark).toBeGreaterThanOrEqual(minHeight * 0.9);
      // Neither squeezed nor stretched, and the width and height attributes have the drawing's
      // proportions: the browser reserves its box before the file arrives (no layout shift).
      expect(box.width / box.height).toBeCloseTo(box.naturalRatio, 1);
      expect(box.attrRatio).toBeCloseTo(box.naturalRatio, 1);
    }
    await context.close();
  });
});

/** Scrolls through the page (pictures below the fold are lazy) and answers those that did not load. */
async function missingPictures(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    document.documentElement.style.scrollBehavior = 'auto';
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const pending = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main img')]
        .filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
        .map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src') || '?'),
    );
  await expect.poll(async () => (await pending()).length, { timeout: PATIENCE_MS }).toBe(0);
  return pending();
}

describe('cards', () => {
  it.each(['/', '/en', '/ecoles', '/en/study-in-france', '/news'])(
    'each card on %s has a picture that loads',
    async (path) => {
      const page = await openVisitorPage(browser, DESKTOP, path, { waitUntil: 'load' });
      const context = page.context();
      // Events have no picture in the CMS: their cards are the ones with an event's calendar file.
      const cards = page.locator('main article').filter({ hasNot: page.locator('a[href*="/events/"][href$=".ics"]') });
      expect(await cards.count()).toBeGreaterThan(2);
      const withoutPicture = await cards.evaluateAll(
        (articles) => articles.filter((article) => !article.querySelector('img')).length,
      );
      expect(withoutPicture).toBe(0);
      expect(await missingPictures(page)).toEqual([]);
      await context.close();
    },
  );

  it('shows each school with its own logo on the home page and the schools page', async () => {
    // Each school's logo as the CMS holds it: the file a card shows must be its school's own.
    const found = await cms('/schools', {
      query: { fields: ['name'], populate: { logo: { fields: ['url'] } }, pagination: { pageSize: 100 }, locale: 'fr' },
    });
    const logoOf = new Map(
      (found.json?.data as Array<{ name: string; logo: { url: string } | null }>).map((school) => [
        school.name,
        school.logo ? basename(school.logo.url) : null,
      ]),
    );
    // A phone's home page shows the first schools (as many as its editors chose), the schools page all.
    for (const path of ['/', '/ecoles']) {
      const page = await openVisitorPage(browser, PHONE, path, { waitUntil: 'load' });
      const context = page.context();
      await missingPictures(page);
      const cards = await page.locator('main li:has(img[src*="logo"])').evaluateAll((items) =>
        items.map((item) => ({
          // A card's title, or the home's compact row's link.
          name: (item.querySelector('h2, h3') ?? item.querySelector('a'))?.textContent?.trim() ?? '',
          src: decodeURIComponent((item.querySelector('img[src*="logo"]') as HTMLImageElement).currentSrc),
        })),
      );
      if (path === '/ecoles') expect(cards.map((card) => card.name).sort(), path).toEqual([...logoOf.keys()].sort());
      else expect(cards.length, path).toBeGreaterThan(1);
      for (const card of cards) {
        const file = logoOf.get(card.name);
        expect(file, `${path}: ${card.name}`).toBeTruthy();
        expect(card.src, `${path}: ${card.name}`).toContain(file);
      }
      await context.close();
    }
  });
});

/**
 * The lowest contrast between white and the pixels behind the home banner's texts: the banner
 * is photographed with the texts made transparent, then the brightest pixel under each text's
 * box is compared with white (WCAG 2 relative luminance).
 */
async function heroTextContrast(page: Page): Promise<number> {
  const hero = page.locator('main section').first();
  await expect
    .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.complete), { timeout: PATIENCE_MS })
    .toBe(true);
  const { width: heroWidth, boxes } = await hero.evaluate((section) => {
    const origin = section.getBoundingClientRect();
    return {
      width: origin.width,
      boxes: [...section.querySelectorAll('h1, p')].map((text) => {
        const r = text.getBoundingClientRect();
        return { x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height };
      }),
    };
  });
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  await hero.evaluate((section) => {
    for (const text of section.querySelectorAll<HTMLElement>('h1, p')) text.style.color = 'transparent';
  });
  // Read here rather than in a page: sending a wide screen's picture back to the browser through
  // the DevTools protocol took longer than taking it.
  const { data, info } = await sharp(await hero.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = info.width / heroWidth;
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  let lightest = 0;
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x * scale));
    const y0 = Math.max(0, Math.floor(box.y * scale));
    const x1 = Math.min(info.width, x0 + Math.ceil(box.width * scale));
    const y1 = Math.min(info.height, y0 + Math.ceil(box.height * scale));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = (y * info.width + x) * info.channels;
        const l =
          0.2126 * linear(data[i]! / 255) + 0.7152 * linear(data[i + 1]! / 255) + 0.0722 * linear(data[i + 2]! / 255);
        if (l > lightest) lightest = l;
      }
  }
  return 1.05 / (lightest + 0.05);
}

describe('the home banner', () => {
  it.each([
    ['phone', PHONE],
    ['tablet', { ...DESKTOP, viewport: { width: 820, height: 1180 } }],
    ['small laptop', { ...DESKTOP, viewport: { width: 960, height: 600 } }],
    ['laptop', { ...DESKTOP, viewport: { width: 1100, height: 700 } }],
    ['desktop', DESKTOP],
    ['wide screen', { ...DESKTOP, viewport: { width: 1920, height: 1080 } }],
  ] as const)('keeps its white texts at 4.5:1 contrast over its picture at every point (%s)', async (_, device) => {
    for (const path of ['/', '/en']) {
      const page = await openVisitorPage(browser, device, path, { waitUntil: 'load' });
      const context = page.context();
      expect(await heroTextContrast(page), path).toBeGreaterThanOrEqual(4.5);
      await context.close();
    }
  });
});

/** The page's largest paint as Chromium found it so far: the element, and how its picture was asked for. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{
        tag: string;
        loading: string | null;
        fetchPriority: string | null;
        preloaded: boolean;
        file: string;
      }>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          const asked = (link: Element) =>
            (link.getAttribute('imagesrcset') ?? link.getAttribute('href')) ===
            (element?.getAttribute('srcset') ?? element?.getAttribute('src'));
          resolve({
            tag: element?.tagName ?? '',
            loading: element?.getAttribute('loading') ?? null,
            fetchPriority: element?.getAttribute('fetchpriority') ?? null,
            preloaded: [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(asked),
            file: (element as HTMLImageElement | null)?.currentSrc ?? '',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

// Each list page opens with its list, whose first picture is what a phone paints largest: it is
// asked for with the document (preloaded, high priority), not once the layout finds it on screen
// (lazy), which delayed it (docs/decisions/first-load-weight.md). A phone with a 2x screen
// gets a file no wider than its 390 px at 2x (the optimizer's 828-pixel size), not a 1080-pixel one.
const RETINA_PHONE = { ...PHONE, deviceScaleFactor: 2 };
const fileWidth = (url: string) => Number(new URL(url).searchParams.get('w'));

describe('the largest picture of a page', () => {
  it.each([
    ['/', RETINA_PHONE],
    ['/formations', RETINA_PHONE],
    ['/en/courses', DESKTOP],
    ['/news', RETINA_PHONE],
    ['/lives', RETINA_PHONE],
    ['/bureaux', RETINA_PHONE],
    ['/en/schools', RETINA_PHONE],
  ] as const)('on %s is fetched at once with a high priority, at the size shown', async (path, device) => {
    const page = await openVisitorPage(browser, device, path, { waitUntil: 'load' });
    const context = page.context();
    // Chromium names a picture the largest paint when it first draws it, which on a busy machine
    // comes after `load` (the file is there, not yet decoded and drawn): until then the text drawn
    // before it is the largest. A page whose largest paint is not a picture stays on its text.
    await expect.poll(async () => (await largestPaint(page)).tag, { timeout: PATIENCE_MS }).toBe('IMG');
    const paint = await largestPaint(page);
    expect(paint.loading, path).not.toBe('lazy');
    expect(paint.fetchPriority, path).toBe('high');
    expect(paint.preloaded, path).toBe(true);
    if (device === RETINA_PHONE) expect(fileWidth(paint.file), path).toBeLessThanOrEqual(828);
    await context.close();
  });
});
