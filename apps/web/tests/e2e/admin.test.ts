import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, adminWithRole, type AdminUser } from '../support/admin';
import { adminPage, launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { eventually, h1, page as sitePage } from '../support/site';
import { POLL } from '../support/wait';

// The admin as an editor of the school network uses it, in a real browser and in French: the
// words of each field, and an interface text found by a search, changed and seen on the site.

const TAXONOMY = '/content-manager/single-types/api::taxonomy.taxonomy';
type Trees = { fr: Record<string, Record<string, string>>; en: Record<string, Record<string, string>> };

let browser: Browser;
let page: Page;
let editor: AdminUser;
let original: Trees | undefined;

beforeAll(async () => {
  editor = await adminWithRole('strapi-editor', 'fr');
  browser = await launchBrowser();
  page = await adminPage(browser, editor);
});

afterAll(async () => {
  await browser?.close();
  if (original) {
    const { fr, en } = original;
    await adminApi(await adminToken(), 'PUT', TAXONOMY, { fr, en });
  }
});

describe('the admin, for an editor', () => {
  it('names the fields of a course in plain French, with a help line', async () => {
    const list = await adminApi(
      editor.token,
      'GET',
      '/content-manager/collection-types/api::course.course?page=1&pageSize=1&locale=fr',
    );
    const course = (list.json?.results as Array<{ documentId: string }>)[0]!;
    await page.goto(
      `${testEnv.cmsUrl}/admin/content-manager/collection-types/api::course.course/${course.documentId}?plugins[i18n][locale]=fr`,
    );
    await expect.poll(() => page.getByText('Titre de la formation').count(), POLL).toBeGreaterThan(0);
    // Not exact: a required field's label ends with an asterisk.
    for (const text of [
      'Nom court',
      'Texte alternatif de l’image',
      'Titre complet, en tête de la page.',
      'Contenu de la page (blocs)',
    ])
      expect(await page.getByText(text).count(), text).toBeGreaterThan(0);
    expect(await page.getByText('programCategory', { exact: true }).count()).toBe(0);
    // The preview panel appears once the admin has asked the CMS for the document's preview address.
    await expect.poll(() => page.getByText('Ouvrir l’aperçu', { exact: true }).count(), POLL).toBe(1);
  });

  it('finds an interface text by searching its words, changes it, and the site shows it', async () => {
    const stored = await adminApi(editor.token, 'GET', TAXONOMY);
    original = stored.json?.data as Trees;
    const title = original.fr.faq!.title!;
    const changed = `Vos questions, nos réponses ${Date.now() % 100000}`;

    await page.goto(`${testEnv.cmsUrl}/admin${TAXONOMY}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Textes de l’interface' }).count(), POLL).toBe(1);
    await page.getByPlaceholder('Chercher un texte ou une clé').fill(title);
    const french = page.locator('[data-dictionary-key="faq.title"]').getByRole('textbox', { name: 'Français' });
    await expect.poll(() => french.count(), POLL).toBe(1);
    await french.fill(changed);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await eventually(async () => {
      const saved = (await adminApi(editor.token, 'GET', TAXONOMY)).json?.data as Trees;
      expect(saved.fr.faq!.title).toBe(changed);
      expect(saved.en.faq!.title).toBe(original!.en.faq!.title);
    });
    await eventually(async () => expect(h1((await sitePage('/faq')).html)).toBe(changed));
  });

  it('refuses, where it is typed, an interface text over 250 characters', async () => {
    // Its own way to the dictionary: it passes alone and in any order (the suite may shuffle).
    await page.goto(`${testEnv.cmsUrl}/admin${TAXONOMY}`);
    await page.getByPlaceholder('Chercher un texte ou une clé').fill('faq.intro');
    const french = page.locator('[data-dictionary-key="faq.intro"]').getByRole('textbox', { name: 'Français' });
    await expect.poll(() => french.count(), POLL).toBe(1);
    const before = await french.inputValue();
    await french.fill('x'.repeat(300));
    expect((await french.inputValue()).length).toBe(250);
    // Left as it was, so that no unsaved change holds the page for the next test.
    await french.fill(before);
  });
});

describe('the admin’s language, before its user chose one', () => {
  it.each([
    ['fr-FR', 'fr', 'Bienvenue !', 'Se connecter', 'Gestion du contenu'],
    ['en-US', 'en', 'Welcome to Strapi!', 'Login', 'Content Manager'],
  ])('%s browser: the sign-in and the menu in %s', async (browserLocale, lang, welcome, signIn, menu) => {
    // An officer whose profile names no language, in a browser that never opened the admin.
    const officer = await adminWithRole('admissions-officer');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: browserLocale });
    try {
      const visit = await context.newPage();
      await visit.goto(`${testEnv.cmsUrl}/admin/auth/login`);
      await expect.poll(() => visit.getByRole('heading', { name: welcome }).count(), POLL).toBe(1);
      expect(await visit.evaluate(() => document.documentElement.lang)).toBe(lang);
      await visit.getByLabel(/e-?mail/i).fill(officer.email);
      await visit.getByLabel(/mot de passe|password/i).fill(officer.password);
      await visit.getByRole('button', { name: signIn }).click();
      await visit.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), POLL);
      await expect.poll(() => visit.getByRole('link', { name: menu }).count(), POLL).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
