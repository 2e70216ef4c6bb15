import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDITED_PAGES,
  AXE_RULE_COUNT,
  AXE_STANDARD_TAGS,
  RGAA_CRITERIA_TESTED,
  type AuditDevice,
} from '@/lib/accessibility/audit';
import { locales } from '@/i18n/locales';
import { axeAudit, chooseConsent, DESKTOP, launchBrowser, PHONE, withAxe } from '../support/browser';
import { testEnv } from '../support/env';

// The site's accessibility audit, which the accessibility statement reports: axe-core on every
// type of page in both languages, in both layouts. The consent banner open is checked in
// consent.test.ts, the keyboard in the tests KEYBOARD_CHECKS names.

const visits = AUDITED_PAGES.flatMap((sample) =>
  locales.map((locale) => ({ path: sample.paths[locale], status: sample.status ?? 200 })),
);

const criterionOf = (tag: string) => /^RGAA-(\d+\.\d+)\.\d+$/.exec(tag)?.[1];
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

let browser: Browser;
/** One tab per layout, which goes from page to page as a visitor's does. */
const tabs: Partial<Record<AuditDevice, Page>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [device, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await browser.newContext(options);
    await chooseConsent(context);
    await withAxe(context);
    tabs[device] = await context.newPage();
  }
});
afterAll(async () => {
  await browser?.close();
});

// One test a page, so that a failure names its page and each page has its own time: fifty pages
// in one test ran past any limit on a busy machine, and said nothing of where it stood.
describe.each(['phone', 'desktop'] as const)('axe-core on every type of page, in both languages (%s)', (device) => {
  /** Every rule axe ran, on any page, with its tags: what the accessibility statement reports. */
  const rulesRun = new Map<string, string[]>();

  it.each(visits)('finds no violation on $path', async ({ path, status }) => {
    const page = tabs[device]!;
    // `load`, not `networkidle`: a list prefetches the pages it links to for a while.
    const response = await page.goto(`${testEnv.webUrl}${path}`, { waitUntil: 'load' });
    expect(response?.status(), 'the status of the page').toBe(status);
    const { violations, rules } = await axeAudit(page);
    for (const rule of rules) rulesRun.set(rule.id, rule.tags);
    expect(violations).toEqual([]);
  });

  it('ran on them the rules the accessibility statement names', () => {
    const tags = [...rulesRun.values()].flat();
    expect(rulesRun.size).toBe(AXE_RULE_COUNT);
    const standards = new Set(tags.filter((tag) => /^(wcag2\d?a+|best-practice)$/.test(tag)));
    expect([...standards].sort()).toEqual([...AXE_STANDARD_TAGS].sort());
    const criteria = [...new Set(tags.map(criterionOf).filter((c): c is string => !!c))].sort(byNumber);
    expect(criteria).toEqual([...RGAA_CRITERIA_TESTED].sort(byNumber));
  });
});
