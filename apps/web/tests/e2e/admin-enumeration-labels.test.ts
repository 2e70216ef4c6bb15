import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeWords } from '../../../cms/src/admin/content-words';
import { CRM_EVENT_UID, crmFailureLabel } from '../../../cms/src/admissions/crm-event';
import { LEAD_UID } from '../../../cms/src/admissions/lead-labels';
import { originPathLabel } from '../../../cms/src/admissions/origin-labels';
import { PRIVACY_ACTIONS, PRIVACY_LOG_UID, privacyActionLabels } from '../../../cms/src/admissions/privacy-labels';
import { PROSPECT_UID, STAGES, stageLabels } from '../../../cms/src/admissions/prospect-labels';
import { adminApi, adminWithRole, type AdminUser } from '../support/admin';
import { adminPage, launchBrowser } from '../support/browser';
import { onPostgres, runOnCmsDatabase } from '../support/cms-database';
import { leadData, postLead, type Lead } from '../support/leads';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// An officer edits and filters a prospect's stage by its label in their own language, never by the
// code the CMS stores (`application_started`); what is saved is still the code. Each language has
// its officer (the language of their profile) and a prospect of its own. The privacy log's
// actions read the same way, and a field's help line is in the officer's language too. Text that
// holds a code (an origin, why a delivery to the CRM failed) reads in words in the edit view and
// is filtered on by its words, the query carrying the code.

const PROSPECTS = '/content-manager/collection-types/api::prospect.prospect';

/** What each language's officer reads on the screens this test walks. */
const SCREEN_WORDS = {
  fr: {
    stage: 'Étape de suivi',
    save: 'Enregistrer',
    filters: 'Filtres',
    is: 'est',
    addFilter: 'Ajouter un filtre',
    anyValue: 'Choisissez ici',
    note: 'Note pour ce changement',
    firstOrigin: 'Première origine',
    lastError: 'Dernière erreur',
    // Strapi's own words, with its straight apostrophe.
    interfaceLanguage: "Langue de l'interface",
    languageName: 'Français',
  },
  en: {
    stage: 'Follow-up stage',
    save: 'Save',
    filters: 'Filters',
    is: 'is',
    addFilter: 'Add filter',
    anyValue: 'Choose here',
    note: 'Note for this change',
    firstOrigin: 'First origin',
    lastError: 'Last error',
    interfaceLanguage: 'Interface language',
    languageName: 'English',
  },
} as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A new prospect (one lead through the site's contract, with `lead`'s fields): their e-mail address
 * and document id.
 */
async function newProspect(officer: AdminUser, lead: Lead = {}): Promise<{ email: string; documentId: string }> {
  const email = `stage.${randomBytes(4).toString('hex')}@example.com`;
  expect((await postLead(leadData({ type: 'contact', email, ...lead }))).status).toBe(201);
  const found = await adminApi(
    officer.token,
    'GET',
    `${PROSPECTS}?${new URLSearchParams({ 'filters[email][$eq]': email })}`,
  );
  return { email, documentId: (found.json?.results as Array<{ documentId: string }>)[0]!.documentId };
}

/** A lead from a link on a site of its own, so that its origin is the only one of its kind. */
function referral(): { lead: Lead; path: string } {
  const origine = `REFERRAL_${randomBytes(4).toString('hex')}.forum.example`;
  return { lead: { origine, utmSource: null, utmMedium: 'referral' }, path: `${origine} / referral` };
}

/** The text of what describes `element` (its help line, its error), as a screen reader reads it. */
const description = (element: Locator) =>
  element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** Where the admin goes without loading the page again, as its own links take it (React Router). */
const navigateInPage = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The names of the options of the select list open on the page. */
async function openOptions(page: Page): Promise<string[]> {
  const options = page.getByRole('option');
  await expect.poll(() => options.count(), POLL).toBeGreaterThan(0);
  return (await options.allTextContents()).map((text) => text.trim()).filter((text) => text !== '');
}

describe.each(['fr', 'en'] as const)('an officer whose admin is in %s', (language) => {
  const words = SCREEN_WORDS[language];
  const labels = STAGES.map((stage) => stageLabels[stage][language]);
  let page: Page;
  let officer: AdminUser;

  beforeAll(async () => {
    officer = await adminWithRole('admissions-officer', language);
    page = await adminPage(browser, officer);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('chooses a stage by its label in the edit view, and the code is what is stored', async () => {
    const { documentId } = await newProspect(officer);
    await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}/${documentId}`);
    const select = page.getByRole('combobox', { name: new RegExp(`^${words.stage}`) });
    await expect.poll(() => select.count(), POLL).toBe(1);
    expect((await select.textContent())?.trim()).toBe(stageLabels.new[language]);
    // Before the select opens (its list hides the rest of the page): no code in what describes
    // the select (its help line), nor a two-word code anywhere on the screen (a one-word code may
    // be an English word of the screen: "new").
    const described = await description(select);
    expect(STAGES.filter((stage) => new RegExp(`\\b${stage}\\b`).test(described))).toEqual([]);
    const text = await page.locator('main').innerText();
    expect(STAGES.filter((stage) => stage.includes('_') && text.includes(stage))).toEqual([]);
    await select.click();
    const shown = await openOptions(page);
    // Strapi's first option (a required field's, never chosen), then the stages.
    expect(shown).toEqual([words.anyValue, ...labels]);

    await page.getByRole('option', { name: stageLabels.application_started[language], exact: true }).click();
    await page.getByRole('button', { name: words.save, exact: true }).click();
    const stored = async () =>
      ((await adminApi(officer.token, 'GET', `${PROSPECTS}/${documentId}`)).json?.data as { stage: string }).stage;
    await expect.poll(stored, POLL).toBe('application_started');
    expect((await select.textContent())?.trim()).toBe(stageLabels.application_started[language]);
  });

  it('filters the list by a stage’s label, and the filter reads it', async () => {
    const { email, documentId } = await newProspect(officer);
    expect((await adminApi(officer.token, 'PUT', `${PROSPECTS}/${documentId}`, { stage: 'admitted' })).status).toBe(
      200,
    );
    const theirs = new URLSearchParams({ 'filters[$and][0][email][$eq]': email, page: '1' });
    await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}?${theirs}`);
    await expect.poll(() => page.getByRole('gridcell', { name: email, exact: true }).count(), POLL).toBe(1);

    await page.getByRole('button', { name: words.filters, exact: true }).click();
    const popover = page.getByRole('dialog');
    await popover.getByRole('combobox').first().click();
    await page.getByRole('option', { name: words.stage, exact: true }).click();
    const value = popover.getByRole('combobox', { name: words.stage, exact: true });
    await expect.poll(() => value.count(), POLL).toBe(1);
    await value.click();
    // Strapi's first option, any stage, then the stages.
    expect(await openOptions(page)).toEqual([words.anyValue, ...labels]);
    await page.getByRole('option', { name: stageLabels.admitted[language], exact: true }).click();
    await popover.getByRole('button', { name: words.addFilter, exact: true }).click();

    // The list asks for the code, and its filter reads the label.
    await page.waitForURL(
      (url) => [...url.searchParams].some(([key, value]) => key.endsWith('[stage][$eq]') && value === 'admitted'),
      POLL,
    );
    const chip = `${words.stage} ${words.is} ${stageLabels.admitted[language]}`;
    await expect.poll(() => page.getByText(chip, { exact: true }).count(), POLL).toBeGreaterThan(0);
    expect(await page.getByText(`${words.stage} ${words.is} admitted`, { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('gridcell', { name: email, exact: true }).count(), POLL).toBe(1);
  });
  it('reads a field’s help line in their language, and the privacy log’s actions under their labels', async () => {
    const { email, documentId } = await newProspect(officer);
    await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}/${documentId}`);
    // The help line under the note, which the view's settings store in French.
    const hint = contentTypeWords[PROSPECT_UID]!.fields.stageNote!.hint![language];
    const note = page.getByRole('textbox', { name: new RegExp(`^${words.note}`) });
    await expect.poll(() => note.count(), POLL).toBe(1);
    await expect.poll(() => description(note), POLL).toContain(hint);

    // An export written to the log, which then reads "Copie envoyée" / "Copy sent", never `export`.
    expect((await adminApi(officer.token, 'POST', '/admissions/privacy/export', { email })).status).toBe(200);
    await page.goto(`${testEnv.cmsUrl}/admin/content-manager/collection-types/${PRIVACY_LOG_UID}`);
    const label = privacyActionLabels.export[language];
    await expect.poll(() => page.getByRole('gridcell', { name: label, exact: true }).count(), POLL).toBeGreaterThan(0);
    const cells = (await page.getByRole('gridcell').allTextContents()).map((text) => text.trim());
    expect(PRIVACY_ACTIONS.filter((action) => cells.includes(action))).toEqual([]);
  });

  it('reads a prospect’s first and latest origin in words, and the stored code is unchanged', async () => {
    const { lead, path } = referral();
    const { documentId } = await newProspect(officer, lead);
    await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}/${documentId}`);
    const origin = page.getByRole('textbox', { name: new RegExp(`^${words.firstOrigin}`) });
    await expect.poll(() => origin.count(), POLL).toBe(1);
    await expect.poll(() => origin.inputValue(), POLL).toBe(originPathLabel(path, language));
    expect(await origin.isDisabled()).toBe(true);
    // Nowhere on the screen as a code: the latest origin, and the lead's in the side panel.
    await expect.poll(() => page.locator('main').innerText(), POLL).toContain(originPathLabel(path, language));
    expect(await page.locator('main').innerText()).not.toContain('REFERRAL_');
    const stored = (await adminApi(officer.token, 'GET', `${PROSPECTS}/${documentId}`)).json?.data as {
      firstOrigin: string;
      lastOrigin: string;
    };
    expect(stored).toMatchObject({ firstOrigin: path, lastOrigin: path });
  });

  it('filters prospects on an origin chosen by its words, the query carrying the code', async () => {
    const { lead, path } = referral();
    const { email } = await newProspect(officer, lead);
    const label = originPathLabel(path, language);
    // The list of this prospect alone: the content manager would otherwise bring back the filters
    // the list had last, and the one added below would come on top of them.
    const theirs = new URLSearchParams({ 'filters[$and][0][email][$eq]': email, page: '1' });
    await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}?${theirs}`);
    await expect.poll(() => page.getByRole('gridcell', { name: email, exact: true }).count(), POLL).toBe(1);
    await page.getByRole('button', { name: words.filters, exact: true }).click();
    const popover = page.getByRole('dialog');
    await popover.getByRole('combobox').first().click();
    await page.getByRole('option', { name: words.firstOrigin, exact: true }).click();
    const value = popover.getByRole('combobox', { name: words.firstOrigin, exact: true });
    await expect.poll(() => value.count(), POLL).toBe(1);
    // Found by a word of its label (the site it came from), not by its code.
    await value.click();
    await value.fill(path.slice('REFERRAL_'.length, 'REFERRAL_'.length + 8));
    const option = page.getByRole('option', { name: label, exact: true });
    await expect.poll(() => option.count(), POLL).toBe(1);
    await option.click();
    await popover.getByRole('button', { name: words.addFilter, exact: true }).click();

    await page.waitForURL(
      (url) => [...url.searchParams].some(([key, value]) => key.endsWith('[firstOrigin][$eq]') && value === path),
      POLL,
    );
    const chip = `${words.firstOrigin} ${words.is} ${label}`;
    await expect.poll(() => page.getByText(chip, { exact: true }).count(), POLL).toBeGreaterThan(0);
    // Both filters hold: the prospect is listed only if their origin is the one chosen.
    await expect.poll(() => page.getByRole('gridcell', { name: email, exact: true }).count(), POLL).toBe(1);
    // Drawn again from its address, the chip still reads the words.
    await page.reload();
    await expect.poll(() => page.getByText(chip, { exact: true }).count(), POLL).toBeGreaterThan(0);
  });

  it('reads why a delivery to the CRM failed in words, in the list and the entry', async () => {
    const eventId = `lead.created:crm-failure-${randomBytes(6).toString('hex')}`;
    const documentId = randomBytes(12).toString('hex');
    // A delivery the CRM refused, as the queue records it (the run has no CRM to refuse one).
    const now = onPostgres ? `'${new Date().toISOString()}'` : String(Date.now());
    await runOnCmsDatabase([
      `INSERT INTO crm_events (document_id, event_id, event_type, occurred_at, payload, delivery_state, attempts, last_error, created_at, updated_at, published_at)
       VALUES ('${documentId}', '${eventId}', 'lead_created', ${now}, '{}', 'failed', 1, 'HTTP 422', ${now}, ${now}, ${now})`,
    ]);
    const label = crmFailureLabel('HTTP 422', language);
    const list = new URLSearchParams({ 'filters[$and][0][eventId][$eq]': eventId, page: '1' });
    await page.goto(`${testEnv.cmsUrl}/admin/content-manager/collection-types/${CRM_EVENT_UID}?${list}`);
    await expect.poll(() => page.getByRole('gridcell', { name: label, exact: true }).count(), POLL).toBe(1);
    expect(await page.getByRole('gridcell', { name: 'HTTP 422', exact: true }).count()).toBe(0);

    await page.goto(`${testEnv.cmsUrl}/admin/content-manager/collection-types/${CRM_EVENT_UID}/${documentId}`);
    const error = page.getByRole('textbox', { name: new RegExp(`^${words.lastError}`) });
    await expect.poll(() => error.count(), POLL).toBe(1);
    await expect.poll(() => error.inputValue(), POLL).toBe(label);
    // The filter offers it in words too, the code being what it queries.
    const offered = await adminApi(
      officer.token,
      'GET',
      `/admissions/filter-choices?${new URLSearchParams({ model: CRM_EVENT_UID, field: 'lastError', search: label.slice(0, 12), language })}`,
    );
    expect(offered.status).toBe(200);
    expect((offered.json?.data as { choices: Array<{ value: string }> }).choices.map((c) => c.value)).toContain(
      'HTTP 422',
    );
  });

  it('keeps its own language in a tab when the officer changes theirs in another tab', async () => {
    // An officer of their own: their profile's language changes.
    const switching = await adminWithRole('admissions-officer', language);
    const { documentId } = await newProspect(switching);
    const tab = await adminPage(browser, switching);
    try {
      await tab.goto(`${testEnv.cmsUrl}/admin/content-manager/collection-types/${PRIVACY_LOG_UID}`);
      await expect.poll(() => tab.getByRole('grid').count(), POLL).toBe(1);
      // The other tab: their profile, in the other language.
      const other = await tab.context().newPage();
      await other.goto(`${testEnv.cmsUrl}/admin/me`);
      const select = other.getByRole('combobox', { name: words.interfaceLanguage });
      await expect.poll(() => select.count(), POLL).toBe(1);
      await select.click();
      const otherLanguage = language === 'fr' ? 'en' : 'fr';
      await other.getByRole('option', { name: SCREEN_WORDS[otherLanguage].languageName, exact: true }).click();
      await other.getByRole('button', { name: words.save, exact: true }).click();
      await expect
        .poll(() => other.evaluate(() => localStorage.getItem('strapi-admin-language')), POLL)
        .toBe(otherLanguage);

      // The first tab, still in its language, opens a prospect and the list's filters.
      await navigateInPage(tab, `/admin${PROSPECTS}/${documentId}`);
      const note = tab.getByRole('textbox', { name: new RegExp(`^${words.note}`) });
      await expect.poll(() => note.count(), POLL).toBe(1);
      await expect
        .poll(() => description(note), POLL)
        .toContain(contentTypeWords[PROSPECT_UID]!.fields.stageNote!.hint![language]);
      await navigateInPage(tab, `/admin${PROSPECTS}?page=1`);
      await tab.getByRole('button', { name: words.filters, exact: true }).click();
      await tab.getByRole('dialog').getByRole('combobox').first().click();
      await expect.poll(() => tab.getByRole('option', { name: words.stage, exact: true }).count(), POLL).toBe(1);
    } finally {
      await tab.context().close();
    }
  });
});

describe('the choices of a filter on an origin', () => {
  it('are the origins present, to those who may read them, and nobody else', async () => {
    const officer = await adminWithRole('admissions-officer', 'fr');
    const { lead } = referral();
    expect((await postLead(leadData({ type: 'contact', ...lead }))).status).toBe(201);
    const host = String(lead.origine).slice('REFERRAL_'.length);
    const choices = (as: AdminUser, model: string, field: string) =>
      adminApi(
        as.token,
        'GET',
        `/admissions/filter-choices?${new URLSearchParams({ model, field, search: host, language: 'fr' })}`,
      );
    const offered = await choices(officer, LEAD_UID, 'origine');
    expect(offered.status).toBe(200);
    expect(offered.json?.data).toEqual({ choices: [{ value: lead.origine, count: 1 }], matching: 1 });
    // An editor reads no lead; a field that holds no code is not listed.
    expect((await choices(await adminWithRole('strapi-editor', 'fr'), LEAD_UID, 'origine')).status).toBe(403);
    expect((await choices(officer, LEAD_UID, 'email')).status).toBe(400);
  });
});
