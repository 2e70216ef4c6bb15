import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminWithRole, type AdminUser } from '../support/admin';
import { adminPage, axeAudit, launchBrowser } from '../support/browser';
import { testEnv } from '../support/env';
import { leadData, postLead } from '../support/leads';
import { POLL } from '../support/wait';

// A person writes to the school about their data, in a real browser and in French: an admissions
// officer finds what is held under their address (however they typed it), corrects their name
// and phone, sends them the export, then erases all of it (docs/privacy.md).

/**
 * axe-core rules not asserted on, because only Strapi's own markup fails them: `region`, Strapi's
 * release banner ("Introducing the new Media Library"), drawn outside any landmark above the page;
 * everything the privacy page draws is inside <main>.
 */
const STRAPI_ONLY_RULES = ['region'];

let browser: Browser;
let page: Page;
let officer: AdminUser;
const id = randomBytes(4).toString('hex');
// The address as the CMS keeps it (docs/privacy.md, "One normalization"); the person used two spellings.
const email = `awa.diop.${id}@example.com`;

beforeAll(async () => {
  for (const [type, address] of [
    ['brochure', `Awa.Diop.${id}@Example.com`],
    ['contact', email],
  ] as const) {
    const sent = await postLead(leadData({ type, email: address, firstName: 'Awa', lastName: 'Diop' }));
    expect(sent.status).toBe(201);
  }
  officer = await adminWithRole('admissions-officer', 'fr');
  browser = await launchBrowser();
  // The admin's Content-Security-Policy (script-src 'self') refuses the inline script by which
  // axeAudit adds axe-core: the officer's session, signed in through the form, goes on in a
  // context that bypasses it.
  const signedIn = await adminPage(browser, officer);
  const context = await browser.newContext({
    viewport: signedIn.viewportSize(),
    locale: 'fr-FR',
    bypassCSP: true,
    storageState: await signedIn.context().storageState(),
  });
  await signedIn.context().close();
  page = await context.newPage();
  await page.goto(`${testEnv.cmsUrl}/admin`);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The axe-core violations of the page at rest: the pointer off the buttons, since Strapi's primary
 * button on hover (white on #7b79ff, 3.5:1) fails color-contrast, a colour of Strapi's theme.
 */
async function violations(): Promise<string[]> {
  await page.mouse.move(0, 0);
  const { violations } = await axeAudit(page);
  return violations.filter((violation) => !STRAPI_ONLY_RULES.some((rule) => violation.startsWith(`${rule} (`)));
}

const notification = (role: 'alert' | 'status', text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole(role)
    .filter({ hasText: text });

describe('an admissions officer', () => {
  it('finds a person under any spelling of their address, corrects, exports and erases their data', async () => {
    await page.getByRole('link', { name: 'Demandes RGPD', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Demandes RGPD', level: 1 }).count(), POLL).toBe(1);

    // Another case, spaces around (an e-mail input drops those itself): the same person.
    await page.getByRole('textbox', { name: 'Son adresse e-mail', exact: true }).fill(`  AWA.Diop.${id}@EXAMPLE.com `);
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    const held = page.getByRole('region', { name: `Conservé pour ${email}`, exact: true });
    await expect.poll(() => held.count(), POLL).toBe(1);
    const counts = held.getByRole('list').first().getByRole('listitem');
    expect(await counts.nth(0).textContent()).toBe('Prospect : 1');
    expect(await counts.nth(1).textContent()).toBe('Demandes : 2');
    expect(await held.getByRole('link', { name: 'Awa Diop', exact: true }).count()).toBe(1);
    expect(await violations()).toEqual([]);

    // Their last name and phone, corrected: a phone not in international form is refused first.
    const form = held.getByRole('form', { name: 'Corriger ses données', exact: true });
    const lastName = form.getByRole('textbox', { name: 'Nom', exact: true });
    const phone = form.getByRole('textbox', { name: 'Téléphone (forme internationale, +33…)', exact: true });
    const correct = form.getByRole('button', { name: 'Corriger', exact: true });
    expect(await lastName.inputValue()).toBe('Diop');
    expect(await phone.inputValue()).toBe('+221771234567');
    await lastName.fill('Diop-Sall');
    await phone.fill('06 12 34 56 78');
    await correct.click();
    // Said under the field, in the officer's language, and nothing sent.
    const refused = form.getByText(
      'Écrivez-le sous sa forme internationale : + puis l’indicatif du pays, par exemple +33612345678.',
      { exact: true },
    );
    await expect.poll(() => refused.count(), POLL).toBe(1);
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await held.getByRole('link', { name: 'Awa Diop', exact: true }).count()).toBe(1);
    await phone.fill('+33612345678');
    expect(await refused.count()).toBe(0);
    await correct.click();
    const corrected = notification('status', 'Corrigé sur son prospect, ses demandes et pour le CRM.');
    await expect.poll(() => corrected.count(), POLL).toBe(1);
    const correctedAt = Date.now();
    // The page reads them again: the held values are now those of the form, nothing left to correct.
    await expect.poll(() => held.getByRole('link', { name: 'Awa Diop-Sall', exact: true }).count(), POLL).toBe(1);
    expect(await lastName.inputValue()).toBe('Diop-Sall');
    expect(await phone.inputValue()).toBe('+33612345678');
    await expect.poll(() => correct.isDisabled(), POLL).toBe(true);
    expect(await counts.nth(1).textContent()).toBe('Demandes : 2');

    // The export they are sent: the corrected record and both leads.
    const [download] = await Promise.all([
      page.waitForEvent('download', POLL),
      held.getByRole('button', { name: 'Exporter (JSON)', exact: true }).click(),
    ]);
    // Named for the request: whose copy it is, and the day.
    const whose = email.replace('@', '-at-').replaceAll('.', '\\.');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^personal-data-${whose}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      email: string;
      prospect: { lastName: string };
      leads: Array<{ type: string; lastName: string; phone: string }>;
    };
    expect(exported.email).toBe(email);
    expect(exported.prospect.lastName).toBe('Diop-Sall');
    expect(exported.leads.map((lead) => lead.type).sort()).toEqual(['brochure', 'contact']);
    for (const lead of exported.leads) expect([lead.lastName, lead.phone]).toEqual(['Diop-Sall', '+33612345678']);

    // The copy the person reads: in their language (their leads' French), every value under its name.
    const [copy] = await Promise.all([
      page.waitForEvent('download', POLL),
      held.getByRole('button', { name: 'Copie pour la personne (texte)', exact: true }).click(),
    ]);
    expect(copy.suggestedFilename()).toMatch(new RegExp(`^personal-data-${whose}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
    const text = await readFile(await copy.path(), 'utf8');
    expect(text).toMatch(/^Vos données personnelles\n/);
    expect(text).toContain('   Nom : Diop-Sall');
    expect(text).toContain('   Étape de votre dossier : Nouveau');
    expect(text).toContain('Vos demandes (2)');
    // No value as the database stores it (a stage's or a request type's code).
    expect(text).not.toMatch(/: (new|brochure|contact)$/m);

    // The correction is still said well past the few seconds Strapi's notices last, until closed.
    await page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - correctedAt)));
    expect(await corrected.count()).toBe(1);
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('button', { name: 'Fermer', exact: true })
      .click();
    await expect.poll(() => corrected.count(), POLL).toBe(0);

    // Erased, once confirmed.
    const found = await counts.allTextContents();
    const erase = held.getByRole('button', { name: 'Effacer', exact: true });
    expect(await erase.isDisabled()).toBe(true);
    await held
      .getByRole('checkbox', { name: 'Je confirme l’effacement définitif de toutes ces données', exact: true })
      .click();
    await erase.click();
    const erased = page
      .getByRole('main')
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Effacé', exact: true }) });
    await expect.poll(() => erased.count(), POLL).toBe(1);
    // What was erased: the counts shown before, and the site's outbox (this stack's one instance, reached).
    expect(found.slice(0, 2)).toEqual(['Prospect : 1', 'Demandes : 2']);
    const summary = await erased.textContent();
    for (const line of [...found, 'Demandes en attente sur le site : 0']) expect(summary).toContain(line);
    expect(await held.count()).toBe(0);
    expect(await violations()).toEqual([]);

    // Nothing is held any more, under either spelling.
    for (const address of [email, `Awa.Diop.${id}@Example.com`]) {
      const after = await adminApi(officer.token, 'POST', '/admissions/privacy/find', { email: address });
      expect(after.status).toBe(200);
      expect((after.json?.data as { found: boolean }).found, address).toBe(false);
    }
  });
});
