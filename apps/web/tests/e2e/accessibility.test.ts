import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, chooseConsent, DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { testEnv } from '../support/env';
import { page as fetchPage } from '../support/site';

// axe-core (its default rules, WCAG 2.2 A/AA, and the visible text in every name) on every type
// of page, in both layouts and both languages. The consent banner open is checked in consent.test.ts.

/** The first link of `list` whose path matches `pattern`: a page of that type from the demo content. */
async function firstLink(list: string, pattern: RegExp): Promise<string> {
  const { html } = await fetchPage(list, { cookie: 'i18n_redirected=fr' });
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((path) => pattern.test(path));
  if (!href) throw new Error(`no link matching ${pattern} on ${list}`);
  return href;
}

let paths: string[];
let browser: Browser;
const contexts: Record<'phone' | 'desktop', BrowserContext | null> = { phone: null, desktop: null };

beforeAll(async () => {
  const [course, school, campus, news, landing, article, enCourse, enNews, enArticle] = await Promise.all([
    firstLink('/formations', /^\/formations\/[a-z0-9-]+$/),
    firstLink('/ecoles', /^\/ecoles\/[a-z0-9-]+$/),
    firstLink('/ecoles/alderan-business-school', /^\/campus\/[a-z0-9-]+$/).catch(() => firstLink('/', /^\/campus\//)),
    firstLink('/news', /^\/news\/[a-z0-9-]+$/),
    firstLink('/', /^\/etudier-en-france$/).catch(() => '/etudier-en-france'),
    firstLink('/', /^\/etudier-en-france\/[a-z0-9-]+$/),
    firstLink('/en/courses', /^\/en\/courses\/[a-z0-9-]+$/),
    firstLink('/en/news', /^\/en\/news\/[a-z0-9-]+$/),
    firstLink('/en', /^\/en\/[a-z0-9-]+\/[a-z0-9-]+$/),
  ]);
  paths = [
    '/',
    '/formations',
    '/formations?programCat=commerce-management',
    course,
    '/ecoles',
    school,
    campus,
    '/news',
    news,
    landing,
    article,
    '/faq',
    '/bureaux',
    '/lives',
    '/brochure',
    '/contact',
    '/inscription',
    '/candidature',
    '/remerciement-contact?form=contact',
    '/formations/no-such-course',
    '/error/debug',
    '/en',
    '/en/courses',
    enCourse,
    '/en/schools',
    enNews,
    enArticle,
    '/en/faq',
    '/en/offices',
    '/en/apply',
    '/en/registration',
    '/en/nothing-here',
  ];
  browser = await launchBrowser();
  for (const [device, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await browser.newContext(options);
    await chooseConsent(context);
    contexts[device] = context;
  }
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['phone', 'desktop'] as const)('axe-core on every type of page (%s)', (device) => {
  it('finds no violation on any of them', async () => {
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const page = await contexts[device]!.newPage();
      // `load`, not `networkidle`: a list prefetches the pages it links to for a while.
      await page.goto(`${testEnv.webUrl}${path}`, { waitUntil: 'load' });
      const violations = await axeViolations(page);
      if (violations.length) found[path] = violations;
      await page.close();
    }
    expect(found).toEqual({});
  }, 240_000);
});
