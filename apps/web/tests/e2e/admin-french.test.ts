import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminWithRole, type AdminUser } from '../support/admin';
import { adminPage, launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { leadData, postLead } from '../support/leads';
import { POLL } from '../support/wait';

// An admissions officer's screens with the admin in French hold no English: neither Strapi's own
// texts it has no French for (src/admin/strapi-french.ts supplies them) nor those its code gives
// in English only. Each screen is read as the officer sees it: its text and its controls' names.

const cmsDir = join(__dirname, '../../../cms');
const require = createRequire(join(cmsDir, 'package.json'));

/** Strapi's translations of a package: [the admin's prefix, package, folder]. */
const SOURCES: Array<[string, string, string]> = [
  ['', '@strapi/admin', 'dist/admin/admin/src/translations'],
  ['content-manager.', '@strapi/content-manager', 'dist/admin/translations'],
  ['i18n.', '@strapi/i18n', 'dist/admin/translations'],
  ['upload.', '@strapi/upload', 'dist/admin/translations'],
];

/** Strapi's English texts that have no French, but for those the admin supplies. */
async function englishOnly(): Promise<Map<string, string>> {
  const { strapiFrench } = (await import(pathToFileURL(join(cmsDir, 'src/admin/strapi-french.ts')).href)) as {
    strapiFrench: Record<string, string>;
  };
  const texts = new Map<string, string>();
  for (const [prefix, pkg, folder] of SOURCES) {
    const root = dirname(require.resolve(`${pkg}/package.json`));
    const read = async (language: string) =>
      (
        (await import(pathToFileURL(join(root, folder, `${language}.json.mjs`)).href)) as {
          default: Record<string, string>;
        }
      ).default;
    const [english, french] = await Promise.all([read('en'), read('fr')]);
    for (const [key, text] of Object.entries(english)) {
      const id = `${prefix}${key}`;
      // Texts with placeholders are matched by their words only when they have none.
      if (!(key in french) && !(id in strapiFrench) && !/[{}<]/.test(text) && /[a-z]{3}/.test(text))
        texts.set(text.trim(), id);
    }
  }
  // English the code gives as defaults, with no translation key in Strapi's files (issue 57).
  for (const text of ['Content Manager', 'Marketplace', 'Content-Type Builder', 'Learn more on our documentation'])
    texts.set(text, '(a default in Strapi’s code)');
  return texts;
}

/** Every text the officer reads on the page: its text nodes, and its controls' names and hints. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [aria-hidden="true"]')) continue;
      const text = node.textContent?.trim();
      if (text) texts.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.add(text);
      }
    return [...texts];
  });

let browser: Browser;
let page: Page;
let officer: AdminUser;
let english: Map<string, string>;
let prospect: string;

beforeAll(async () => {
  english = await englishOnly();
  const email = `french.${Date.now().toString(36)}@example.com`;
  expect((await postLead(leadData({ type: 'registration', email }))).status).toBe(201);
  officer = await adminWithRole('admissions-officer');
  const found = await adminApi(
    officer.token,
    'GET',
    `/content-manager/collection-types/api::prospect.prospect?${new URLSearchParams({ 'filters[email][$eq]': email })}`,
  );
  prospect = (found.json?.results as Array<{ documentId: string }>)[0]!.documentId;
  browser = await launchBrowser();
  // A French browser, and a profile that names no language: the admin's own choice (app.tsx).
  page = await adminPage(browser, officer);
});

afterAll(async () => {
  await browser?.close();
});

const manager = '/admin/content-manager/collection-types';
/** Each screen, and what shows it has loaded. */
const SCREENS: Array<[string, () => string, (page: Page) => Locator]> = [
  ['the home page', () => '/admin', (at) => at.getByRole('heading', { name: /^Bonjour/ })],
  ['the prospects', () => `${manager}/api::prospect.prospect`, (at) => at.getByRole('gridcell')],
  ['a prospect', () => `${manager}/api::prospect.prospect/${prospect}`, (at) => at.getByText('Demandes et suivi')],
  ['the leads', () => `${manager}/api::lead.lead`, (at) => at.getByRole('gridcell')],
  [
    'the follow-up history',
    () => `${manager}/api::stage-change.stage-change`,
    (at) => at.getByRole('heading', { name: 'Suivi d’un prospect' }),
  ],
  ['the admissions dashboard', () => '/admin/admissions', (at) => at.getByRole('heading', { name: 'Admissions' })],
  ['the privacy requests', () => '/admin/privacy-requests', (at) => at.getByRole('heading', { name: 'Demandes RGPD' })],
];

describe('an officer’s screens, with the admin in French', () => {
  it.each(SCREENS)('%s: no English', async (_, path, loaded) => {
    await page.goto(`${testEnv.cmsUrl}${path()}`);
    await expect.poll(() => loaded(page).count(), POLL).toBeGreaterThan(0);
    // The list's filters are part of the screen: open them where there are.
    const filters = page.getByRole('button', { name: 'Filtres', exact: true });
    if ((await filters.count()) > 0) {
      await filters.click();
      await page.getByRole('combobox').first().click();
    }
    // Texts Strapi fills in are matched by what they always say ("max. 254 characters").
    const found = (await shownTexts(page)).filter((text) => english.has(text) || /\bcharacters?\b/.test(text));
    expect(found.map((text) => `${text} (${english.get(text) ?? 'a filled-in text'})`)).toEqual([]);
  });
});
