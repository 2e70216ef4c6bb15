import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminWithRole, type AdminUser } from '../support/admin';
import { adminPage, launchBrowser } from '../support/browser';
import { leadData, postLead } from '../support/leads';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// An admissions officer's morning, in a real browser and in French: the dashboard shows who has
// waited too long; they open that prospect, see their leads, call them back, record it, and the
// dashboard no longer lists them. Each test has a prospect of its own (the first moves theirs on)
// and opens its page by its address: either passes alone, in any order, and on a second try.

const PROSPECTS = '/content-manager/collection-types/api::prospect.prospect';

let browser: Browser;
let page: Page;
let officer: AdminUser;

/**
 * A new prospect who wrote three days ago, through the site's contract: a brochure, then a contact
 * the next day, and no answer since. Their e-mail address.
 */
async function lateProspect(): Promise<string> {
  const email = `late.${randomBytes(4).toString('hex')}@example.com`;
  const threeDaysAgo = Date.now() - 3 * 24 * 3_600_000;
  for (const [type, at] of [
    ['brochure', threeDaysAgo],
    ['contact', threeDaysAgo + 24 * 3_600_000],
  ] as const) {
    const sent = await postLead(
      leadData({ type, email, firstName: 'Mariam', lastName: 'Keita', submittedAt: new Date(at).toISOString() }),
    );
    expect(sent.status).toBe(201);
  }
  return email;
}

beforeAll(async () => {
  officer = await adminWithRole('admissions-officer', 'fr');
  browser = await launchBrowser();
  page = await adminPage(browser, officer);
});

afterAll(async () => {
  await browser?.close();
});

/** The side panel lists the prospect's two leads, or the test fails with what it shows instead. */
async function expectTwoLeadsInThePanel(): Promise<void> {
  try {
    await expect
      .poll(() => page.getByRole('region', { name: 'Demandes (2)' }).getByRole('listitem').count(), POLL)
      .toBe(2);
  } catch (error) {
    const shown = await page
      .getByText('Demandes et suivi', { exact: true })
      .locator('xpath=..')
      .locator('xpath=..')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no side panel)');
    throw new Error(`${(error as Error).message}\nThe side panel shows: ${shown}`);
  }
}

describe('an admissions officer', () => {
  it('finds a late prospect on the dashboard, records the call back, and the dashboard moves on', async () => {
    const email = await lateProspect();
    await page.goto(`${testEnv.cmsUrl}/admin`);
    await page.getByRole('link', { name: 'Admissions', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Admissions', level: 1 }).count(), POLL).toBe(1);
    const waiting = page.getByRole('region', { name: /Sans réponse depuis plus de 48 heures/ });
    // Beside the late ones, how many wait for a first answer in all, and for how long at most.
    const all = waiting.getByText(
      /^[\d\s]+ prospects? attend(ent)? une première réponse, depuis [\d\s,]+ (h|j) au plus\.$/,
    );
    await expect.poll(() => all.count(), POLL).toBe(1);
    // The first ten waits are shown, the rest folded behind their count (other tests' prospects
    // may have waited longer).
    const unfold = waiting.getByRole('button', { name: /^Afficher les [\d\s]+ attentes les plus longues$/ });
    if ((await unfold.count()) > 0) {
      expect(await waiting.getByRole('row').count()).toBe(11);
      await unfold.click();
    }
    const row = waiting.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count(), POLL).toBe(1);
    expect(await row.locator('td').nth(3).textContent()).toMatch(/^3 j$/);
    for (const heading of ['Délai de première réponse, par école', 'Nouvelles demandes par semaine'])
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1);

    await row.getByRole('link', { name: 'Mariam Keita' }).click();
    await page.waitForURL(/api::prospect\.prospect\/[a-z0-9]+/, POLL);
    // The side panel: both leads, newest first, with their consent.
    const panel = page.getByRole('region', { name: 'Demandes (2)' });
    await expectTwoLeadsInThePanel();
    expect(await panel.getByRole('listitem').first().textContent()).toMatch(/^Contact ·/);
    expect(await panel.getByRole('listitem').nth(1).textContent()).toMatch(/Consentement : oui \(texte [a-f0-9]{12}/);

    await page.getByRole('combobox', { name: /Étape de suivi/ }).click();
    await page.getByRole('option', { name: 'Contacté·e', exact: true }).click();
    await page.getByRole('textbox', { name: /Note pour ce changement/ }).fill('Rappelée : dossier envoyé par e-mail.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    const history = page.getByRole('region', { name: 'Historique du suivi' });
    await expect.poll(() => history.getByRole('listitem').count(), POLL).toBe(1);
    const entry = await history.getByRole('listitem').textContent();
    expect(entry).toContain('Nouveau → Contacté·e');
    expect(entry).toContain(`Test admissions-officer <${officer.email}>`);
    expect(entry).toContain('Rappelée : dossier envoyé par e-mail.');
    const documentId = page.url().match(/api::prospect\.prospect\/([a-z0-9]+)/)![1];
    const stored = await adminApi(officer.token, 'GET', `${PROSPECTS}/${documentId}`);
    expect((stored.json?.data as { stage: string }).stage).toBe('contacted');

    await page.getByRole('link', { name: 'Admissions', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Délai de première réponse, par école' }).count(), POLL)
      .toBe(1);
    expect(await page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
  });

  it('says when the leads could not be read, and reads them again when asked', async () => {
    const email = await lateProspect();
    const found = await adminApi(
      officer.token,
      'GET',
      `${PROSPECTS}?${new URLSearchParams({ 'filters[email][$eq]': email })}`,
    );
    const documentId = (found.json?.results as Array<{ documentId: string }>)[0]!.documentId;
    // The network between the officer and the CMS drops every read of the leads, the automatic
    // second try included.
    const leadReads = `**/content-manager/collection-types/api::lead.lead?*`;
    await page.route(leadReads, (route) => route.abort('connectionreset'));
    const failure = page.getByRole('alert').filter({ hasText: 'Les demandes et l’historique n’ont pas pu être lus.' });
    try {
      await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}/${documentId}`);
      await expect.poll(() => failure.count(), POLL).toBe(1);
      // Never "Demandes (0)" for a prospect who has two.
      expect(await page.getByRole('region', { name: /^Demandes \(/ }).count()).toBe(0);
    } finally {
      await page.unroute(leadReads);
    }
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expectTwoLeadsInThePanel();
    expect(await failure.count()).toBe(0);
  });

  it('reads stages and request types in lists under their French labels, not their stored values', async () => {
    const email = await lateProspect();
    expect(
      (await postLead(leadData({ type: 'registration', email, firstName: 'Mariam', lastName: 'Keita' }))).status,
    ).toBe(201);
    const theirs = `?${new URLSearchParams({ 'filters[$and][0][email][$eq]': email, page: '1' })}`;
    const cell = (text: string) => page.getByRole('gridcell', { name: text, exact: true });

    await page.goto(`${testEnv.cmsUrl}/admin${PROSPECTS}${theirs}`);
    await expect.poll(() => cell(email).count(), POLL).toBe(1);
    expect(await cell('Nouveau').count()).toBe(1);
    expect(await cell('new').count()).toBe(0);

    const leads = '/content-manager/collection-types/api::lead.lead';
    await page.goto(`${testEnv.cmsUrl}/admin${leads}${theirs}`);
    await expect.poll(() => cell('Inscription').count(), POLL).toBe(1);
    expect(await cell('registration').count()).toBe(0);

    // Their three leads exported as the list shows them: counted as they come, then said ready.
    const [file] = await Promise.all([
      page.waitForEvent('download', POLL),
      page.getByRole('button', { name: 'Exporter en CSV', exact: true }).click(),
    ]);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(4);
    expect(csv).toContain(email);
    const ready = page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(`Export prêt : 3 demandes, dans le fichier ${file.suggestedFilename()} de vos téléchargements.`);
    await expect.poll(() => ready.count(), POLL).toBe(1);
  });
});
