import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { AUDIT_VIEWPORTS, AXE_EXTRA_RULES, AXE_EXTRA_TAGS } from '@/lib/accessibility/audit';
import { CONSENT_COOKIE, CONSENT_DAYS, PURPOSES, type Purpose } from '@/lib/consent/consent-mode';
import { CHROMIUM_FLAGS } from '../../../../scripts/lib/chromium.mjs';
import { testEnv } from './env';
import { PATIENCE_MS } from './wait';

/**
 * The system Chromium, headless; Playwright gives each launch a fresh, temporary profile. Without
 * `navigator.webdriver` (AutomationControlled), so that the site treats it as a visitor: the
 * consent banner hides itself from bots.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: testEnv.chromium,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-blink-features=AutomationControlled'],
  });
}

/**
 * The cookie in which vanilla-cookieconsent (3.1) records a choice, as it writes it: a visitor
 * who answered the banner on an earlier visit. consent.test.ts checks the site accepts it.
 */
export function consentCookie(accepted: readonly Purpose[]) {
  const now = new Date();
  const expires = now.getTime() + CONSENT_DAYS * 86_400_000;
  const value = {
    categories: accepted.includes('necessary') ? accepted : ['necessary', ...accepted],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: Object.fromEntries(PURPOSES.map((purpose) => [purpose, []])),
    languageCode: 'fr',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires,
  };
  return {
    name: CONSENT_COOKIE,
    value: encodeURIComponent(JSON.stringify(value)),
    url: testEnv.webUrl,
    expires: Math.round(expires / 1000),
    sameSite: 'Lax' as const,
  };
}

/** Records a consent choice in `context` (by default: everything refused), so no banner covers the page. */
export async function chooseConsent(
  context: BrowserContext,
  accepted: readonly Purpose[] = ['necessary'],
): Promise<void> {
  await context.addCookies([consentCookie(accepted)]);
}

/** `browser.newPage` for a visitor who already answered the consent banner (refused everything). */
export async function newVisitorPage(browser: Browser, options?: Parameters<Browser['newPage']>[0]): Promise<Page> {
  const page = await browser.newPage(options);
  await chooseConsent(page.context());
  return page;
}

/**
 * A visitor (their own context: `options`' viewport and user agent, the consent banner answered
 * with `consent`) on `path`, once its network is idle (or `waitUntil`). With `hydrate`, also once
 * React has hydrated it, its document marked (see `sameDocument`). Close it with its context.
 */
export async function openVisitorPage(
  browser: Browser,
  options: BrowserContextOptions,
  path: string,
  {
    waitUntil = 'networkidle',
    referer,
    consent,
    hydrate = false,
  }: {
    waitUntil?: 'load' | 'networkidle';
    referer?: string;
    consent?: readonly Purpose[];
    hydrate?: boolean;
  } = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  await chooseConsent(context, consent);
  const page = await context.newPage();
  await page.goto(`${testEnv.webUrl}${path}`, { waitUntil, referer });
  if (hydrate) {
    await hydrated(page);
    await markDocument(page);
  }
  return page;
}

/**
 * Resolves once React has hydrated the page's main landmark (React marks the DOM nodes it owns):
 * from then on its links navigate on the client and its effects run. Clicking earlier may hit
 * server-rendered DOM that hydration then replaces, or a plain link that reloads the page.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: PATIENCE_MS },
  );
}

/**
 * Resolves once the page has stopped scrolling (the same position 200 ms apart). The site scrolls
 * smoothly, also to an element that takes the focus: while it moves, an element passing under the
 * sticky header is partly covered, which axe counts as a small touch target.
 */
async function scrollSettled(page: Page): Promise<void> {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          setTimeout(() => resolve(window.scrollY === y), 200);
        }),
    );
  await expect.poll(still, { timeout: PATIENCE_MS }).toBe(true);
}

/**
 * Marks the current document, so that `sameDocument` can tell afterwards whether a navigation
 * happened on the client (the document stayed) or loaded a new page.
 */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __testDocument?: boolean }).__testDocument = true));
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __testDocument?: boolean }).__testDocument === true);

/** The two layouts every page is checked in: a phone (by its user agent too) and a desktop, French first. */
export const PHONE = {
  viewport: AUDIT_VIEWPORTS.phone,
  locale: 'fr-FR',
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};
export const DESKTOP = { viewport: AUDIT_VIEWPORTS.desktop, locale: 'fr-FR' };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in every document of `context` from its start, for a context whose every page is
 * audited: the browser keeps the script and runs it at each page, instead of `axeAudit` sending its
 * 560 KB through the DevTools protocol each time (0.3–0.6 s a page on two cores, most of an audit).
 */
export const withAxe = (context: BrowserContext) => context.addInitScript({ content: axeSource });

type AxeRuleResult = { id: string; tags: string[] };
type AxeViolation = AxeRuleResult & { impact: string | null; help: string; nodes: Array<{ target: string[] }> };
type AxeResults = {
  violations: AxeViolation[];
  passes: AxeRuleResult[];
  incomplete: AxeRuleResult[];
  inapplicable: AxeRuleResult[];
};
type Axe = {
  run: (context: Document, options: object) => Promise<AxeResults>;
  getRules: (tags: string[]) => Array<{ ruleId: string }>;
};

/**
 * Runs axe-core in the page with the site's audit selection (src/lib/accessibility/audit.ts):
 * its default rules plus the extra tags and rules named there. Returns the violations, readable
 * in a failure, and every rule that ran with its tags (what the accessibility statement reports).
 */
export async function axeAudit(page: Page): Promise<{ violations: string[]; rules: AxeRuleResult[] }> {
  // Never mid-scroll: after a route change or a focus the site scrolls smoothly (see scrollSettled).
  await scrollSettled(page);
  // Evaluated through the browser's debugging protocol, which a page's Content-Security-Policy does
  // not govern: the applicant's pages refuse an inline script tag, as they should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    async ({ tags, extraRules }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const extra = [...axe.getRules(tags).map((rule) => rule.ruleId), ...extraRules];
      const { violations, passes, incomplete, inapplicable } = await axe.run(document, {
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
        // Every rule is still run and listed with its result; only the violations get every node
        // described (the others one each), which is most of axe's time on a long page.
        resultTypes: ['violations'],
      });
      const rules = [...violations, ...passes, ...incomplete, ...inapplicable].map(({ id, tags }) => ({ id, tags }));
      return { violations, rules };
    },
    { tags: [...AXE_EXTRA_TAGS], extraRules: [...AXE_EXTRA_RULES] },
  );
  return {
    violations: result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    rules: result.rules,
  };
}

/** The axe-core violations of the page (see `axeAudit`). */
export const axeViolations = async (page: Page): Promise<string[]> => (await axeAudit(page)).violations;

/** A page of the Strapi admin, in a new desktop browser context, signed in as `user` through the sign-in form. */
export async function adminPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' })).newPage();
  await page.goto(`${testEnv.cmsUrl}/admin/auth/login`);
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByLabel(/mot de passe|password/i).fill(user.password);
  await page.getByRole('button', { name: /se connecter|connexion|login|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), { timeout: PATIENCE_MS });
  return page;
}
