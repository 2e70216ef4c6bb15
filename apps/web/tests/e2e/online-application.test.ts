import { randomBytes } from 'node:crypto';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alerting, press, signedInVisitor } from '../support/applicant';
import { axeViolations, DESKTOP, hydrated, launchBrowser, PHONE } from '../support/browser';
import { cms, serviceToken } from '../support/cms';
import { EICAR, pdfOf } from '../support/documents';
import { testEnv } from '../support/env';
import { POLL } from '../support/wait';

// An application built step by step (issue 58): started from the applicant's space for a course,
// each step saved by the server (what keeps its rule is kept, the rest comes back with its
// reason), its documents added (tests/e2e/application-documents.test.ts with JavaScript), reviewed,
// sent once, then read-only; nobody reaches another person's file.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

/** A document's name on the page, in French. */
const KIND_LABELS: Record<string, string> = {
  passport: 'Passeport',
  secondaryDiploma: 'Baccalauréat ou équivalent',
  universityTranscripts: 'Relevés de notes universitaires',
  degree: 'Dernier diplôme',
  cv: 'CV',
};

const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A field by the start of its label (a required one ends with an asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** Sends the form with Enter in the field labelled `label` (a phone's Go key) and returns the answer to its post. */
async function enterIn(page: Page, label: string): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    field(page, label).press('Enter'),
  ]);
  return answer;
}

/** Starts an application for the space's first course, its intake left open; resolves on its first step. */
async function start(page: Page, space: string, button: string) {
  await page.goto(`${testEnv.webUrl}${space}`);
  const course = page.locator('#start-course option').nth(1);
  const title = (await course.textContent()) ?? '';
  await page.locator('#start-course').selectOption({ index: 1 });
  await press(page, button);
  await page.waitForURL(/\/C-[0-9A-Z]{6}\/(identite|identity)$/, POLL);
  return { title, reference: /\/(C-[0-9A-Z]{6})\//.exec(pathOf(page))![1]! };
}

describe('an application, without JavaScript, on a phone, in French', () => {
  it('is saved step by step through a mistake and a reload, reviewed, sent once, then read-only', async () => {
    const email = address('awa');
    const { page, token: session } = await signedInVisitor(browser, { ...PHONE, javaScriptEnabled: false }, email);
    await page.goto(`${testEnv.webUrl}/candidature/espace`);
    expect(await page.locator('main').textContent()).toContain('Aucune candidature pour l’instant.');
    const { title, reference } = await start(page, '/candidature/espace', 'Commencer');
    expect(await page.locator('h1').textContent()).toBe('Identité');
    expect(await page.locator('main').textContent()).toContain('Étape 1 sur 5');

    await field(page, 'Prénom').fill('Awa');
    await field(page, 'Nom').fill('Diop');
    await field(page, 'Date de naissance').fill('2006-03-14');
    await field(page, 'Nationalité').selectOption('SN');
    await field(page, 'Pays de résidence').selectOption('SN');
    await field(page, 'Téléphone, avec l’indicatif du pays').fill('77 12');
    expect((await enterIn(page, 'Prénom')).status()).toBe(422);
    await alerting(page, 'Une réponse est à corriger. Le reste est enregistré.');
    expect(await page.locator('#application-phone-error').textContent()).toBe(
      'Saisissez le numéro avec l’indicatif du pays, par exemple +221 77 123 45 67.',
    );
    expect(await field(page, 'Téléphone, avec l’indicatif du pays').getAttribute('aria-invalid')).toBe('true');
    // What was right is saved already: a reload (a dropped connection) shows it.
    await page.reload();
    expect(await field(page, 'Prénom').inputValue()).toBe('Awa');
    expect(await field(page, 'Nationalité').inputValue()).toBe('SN');

    await field(page, 'Téléphone, avec l’indicatif du pays').fill('+221 77 123 45 67');
    expect((await enterIn(page, 'Prénom')).status()).toBe(303);
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}/etudes$`), POLL);

    await field(page, 'Niveau d’études actuel').selectOption('bac');
    await field(page, 'Dernier diplôme obtenu ou préparé').fill('Baccalauréat série S2');
    await field(page, 'Établissement').fill('Lycée Blaise Diagne');
    await field(page, 'Pays de l’établissement').selectOption('SN');
    await field(page, 'Année d’obtention (ou prévue)').fill('2026');
    await enterIn(page, 'Établissement');
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}/langues$`), POLL);
    await field(page, 'Niveau de français').selectOption('native');
    await field(page, 'Niveau d’anglais').selectOption('B1');
    await enterIn(page, 'Test de langue passé (nom et score), s’il y en a un');
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}/pieces$`), POLL);

    // The documents, with the plain form: a virus first (the EICAR test file, named as a PDF), then
    // a PDF for each document the course asks for.
    expect(await page.locator('main').textContent()).toContain('Étape 4 sur 5');
    const passport = page.getByRole('region', { name: /^Passeport/ });
    await passport.getByLabel('Fichier : Passeport').setInputFiles({
      name: 'passeport.pdf',
      mimeType: 'application/pdf',
      buffer: EICAR,
    });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      passport.getByRole('button', { name: 'Envoyer' }).press('Enter'),
    ]);
    expect(refused.status()).toBe(303);
    await alerting(page, '« Passeport » : notre antivirus a trouvé un virus dans ce fichier : il n’a pas été gardé.');
    const { requiredDocuments } = (
      await cms('/applicant/applications/read', {
        method: 'POST',
        token: await serviceToken(),
        body: { token: session, reference },
      })
    ).json?.data as { requiredDocuments: string[] };
    for (const kind of requiredDocuments) {
      const label = KIND_LABELS[kind]!;
      await page
        .getByRole('region', { name: new RegExp(`^${label}`) })
        .getByLabel(`Fichier : ${label}`)
        .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdfOf(1) });
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page
          .getByRole('region', { name: new RegExp(`^${label}`) })
          .getByRole('button', { name: 'Envoyer' })
          .press('Enter'),
      ]);
      expect(answer.status()).toBe(303);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Votre pièce est reçue.' }).count(), POLL)
        .toBe(1);
      expect(await page.getByRole('link', { name: `${kind}.pdf` }).count()).toBe(1);
    }
    await page.getByRole('link', { name: 'Continuer vers la vérification' }).click();
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}$`), POLL);

    const review = (await page.locator('main').textContent()) ?? '';
    for (const shown of [
      'Vérification et envoi',
      `Référence ${reference}`,
      'Pas encore envoyée',
      'Pièces justificatives',
      'passport.pdf',
      'Sénégal',
      '+221771234567',
    ])
      expect(review).toContain(shown);
    expect(review).toContain('Baccalauréat ou équivalent');
    expect(review).toContain('Langue maternelle');
    expect(review).not.toContain('À compléter');
    expect(await page.locator('main').textContent()).toContain(title.replace(/ \(.*\)$/, ''));

    expect((await press(page, 'Envoyer ma candidature')).status()).toBe(303);
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}\\?envoyee=1$`), POLL);
    expect(await page.getByRole('status').filter({ hasText: 'Votre candidature est envoyée.' }).count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain('Envoyée');
    expect(await page.getByRole('link', { name: /^Modifier/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Envoyer ma candidature' }).count()).toBe(0);

    // Read-only now: a step's address leads to the review, and the CMS refuses a change.
    await page.goto(`${testEnv.webUrl}/candidature/dossier/${reference}/identite`);
    expect(pathOf(page)).toBe(`/candidature/dossier/${reference}`);
    const token = await serviceToken();
    const change = await cms('/applicant/applications/save', {
      method: 'POST',
      token,
      body: { token: session, reference, step: 'identity', values: { firstName: 'Changed' } },
    });
    expect(change.json).toEqual({ data: { status: 'read-only' } });
    // Sent again (a second press that got through): the same application, sent once.
    const again = await cms('/applicant/applications/submit', {
      method: 'POST',
      token,
      body: { token: session, reference },
    });
    expect((again.json?.data as { status: string; application: { submittedAt: string } }).status).toBe('submitted');

    await page.goto(`${testEnv.webUrl}/candidature/espace`);
    expect(await page.locator('main').textContent()).toContain(`Référence ${reference} · Envoyée`);
  });
});

/** What the CMS holds of the application's first step, read with the student's session. */
const savedIdentity = async (session: string, reference: string) =>
  (
    (
      await cms('/applicant/applications/read', {
        method: 'POST',
        token: await serviceToken(),
        body: { token: session, reference },
      })
    ).json?.data as { answers: { identity?: Record<string, string> } }
  ).answers.identity ?? {};

/** The autosave's status, in French. */
const autosaveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /enregistrées|connexion/ });
const KEPT_OFFLINE = 'Pas de connexion : vos réponses sont gardées sur cet appareil et partiront dès son retour.';

/** What this device keeps of applications, by key. */
const kept = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('horizon-application:'))
        .map((key) => [key, JSON.parse(localStorage.getItem(key) ?? 'null') as unknown]),
    ),
  );

describe('an application on a phone whose connection drops', () => {
  it('saves each answer as it is left, keeps it on the device offline, and sends it once back', async () => {
    const email = address('nadia');
    const { context, page, token: session } = await signedInVisitor(browser, PHONE, email);
    const { reference } = await start(page, '/candidature/espace', 'Commencer');
    await hydrated(page);
    const saved = () => savedIdentity(session, reference);

    await field(page, 'Prénom').fill('Nadia');
    await field(page, 'Prénom').press('Tab');
    await expect.poll(async () => (await saved()).firstName, POLL).toBe('Nadia');
    await expect.poll(() => autosaveStatus(page).textContent(), POLL).toMatch(/^Réponses enregistrées à \d\d:\d\d\.$/);

    // The connection drops: the answer is kept on the phone, and sent when it comes back.
    await context.setOffline(true);
    await field(page, 'Nom').fill('Benali');
    await field(page, 'Nom').press('Tab');
    await expect.poll(() => autosaveStatus(page).textContent(), POLL).toBe(KEPT_OFFLINE);
    expect((await saved()).lastName).toBeUndefined();
    await context.setOffline(false);
    await expect.poll(async () => (await saved()).lastName, POLL).toBe('Benali');

    // Dropped again, and the tab closed before it came back: the next visit puts it back and sends it.
    await context.setOffline(true);
    await field(page, 'Date de naissance').fill('2005-07-01');
    await field(page, 'Nom').focus();
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    const identity = `${testEnv.webUrl}/candidature/dossier/${reference}/identite`;
    await again.goto(identity);
    await hydrated(again);
    await expect.poll(() => field(again, 'Date de naissance').inputValue(), POLL).toBe('2005-07-01');
    await expect.poll(async () => (await saved()).birthDate, POLL).toBe('2005-07-01');
    // Sent and then shown by a page read from the CMS, nothing of it stays on the device.
    await again.goto(identity);
    await hydrated(again);
    expect(await field(again, 'Date de naissance').inputValue()).toBe('2005-07-01');
    await expect.poll(() => kept(again), POLL).toEqual({});
    // Changed, saved, then changed back to what the page was read with: that is sent too.
    await field(again, 'Prénom').fill('Nadine');
    await field(again, 'Prénom').press('Tab');
    await expect.poll(async () => (await saved()).firstName, POLL).toBe('Nadine');
    await field(again, 'Prénom').fill('Nadia');
    await field(again, 'Prénom').press('Tab');
    await expect.poll(async () => (await saved()).firstName, POLL).toBe('Nadia');
    // A refused answer leaves its field empty in the CMS: typed again as it was, it is sent again.
    const phone = field(again, 'Téléphone');
    await phone.fill('+212 6 12 34 56 78');
    await phone.press('Tab');
    await expect.poll(async () => (await saved()).phone, POLL).toBe('+212612345678');
    await phone.fill('pas un numéro');
    await phone.press('Tab');
    await expect.poll(async () => (await saved()).phone, POLL).toBeUndefined();
    await phone.fill('+212 6 12 34 56 78');
    await phone.press('Tab');
    await expect.poll(async () => (await saved()).phone, POLL).toBe('+212612345678');
    expect(await axeViolations(again)).toEqual([]);
  });
});

describe('an application, with JavaScript, in English', () => {
  it('says what is missing before it can be sent, and is nobody else’s', async () => {
    const email = address('rafael');
    const { page } = await signedInVisitor(browser, { ...DESKTOP, locale: 'en-GB' }, email, 'en');
    await page.goto(`${testEnv.webUrl}/en/apply/my-space`);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    const { reference } = await start(page, '/en/apply/my-space', 'Start');
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'First name').fill('Rafael');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await alerting(page, '5 answers need correcting. The rest is saved.');
    // The summary takes the focus, so that a screen reader reads it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${testEnv.webUrl}/en/apply/application/${reference}`);
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain('Rafael');
    await page.getByRole('button', { name: 'Send my application' }).click();
    await alerting(page, '12 answers are missing before it can be sent. Complete the steps marked “To complete”.');
    await alerting(page, /documents are missing: add them at the “Documents” step\.$/);
    // Audited from the top: scrolled to the message, a link half under the sticky header is a
    // small target to axe, though a finger reaches it once scrolled.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await axeViolations(page)).toEqual([]);

    // Another applicant, with the reference: nothing.
    const other = await signedInVisitor(browser, { ...DESKTOP, locale: 'en-GB' }, address('other'), 'en');
    const answer = await other.page.goto(`${testEnv.webUrl}/en/apply/application/${reference}`);
    expect(answer?.status()).toBe(404);
    expect(await other.page.locator('main').textContent()).not.toContain('Rafael');
    // And without a session, the sign-in page.
    const anonymous = await browser.newPage();
    await anonymous.goto(`${testEnv.webUrl}/en/apply/application/${reference}/identity`);
    expect(pathOf(anonymous)).toBe('/en/apply/sign-in');
  });

  it('lets the CMS refuse a save without a session or with a malformed body', async () => {
    const token = await serviceToken();
    const body = { token: 'x'.repeat(43), reference: 'C-ABCDEF', step: 'identity', values: {} };
    expect((await cms('/applicant/applications/save', { method: 'POST', token, body })).status).toBe(401);
    expect(
      (await cms('/applicant/applications/save', { method: 'POST', token, body: { ...body, reference: '../x' } }))
        .status,
    ).toBe(400);
  });
});
