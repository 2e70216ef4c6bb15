import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminWithRole, assignSchools, type AdminUser } from '../support/admin';
import {
  alerting,
  APPLICATIONS,
  applicationInAdmin,
  courseOf,
  officerSets,
  press,
  saying,
  sentApplication,
  sessionFor,
  signedInVisitor,
  statusMails,
} from '../support/applicant';
import { adminPage, axeViolations, DESKTOP, hydrated, launchBrowser, PHONE } from '../support/browser';
import { cms, serviceToken } from '../support/cms';
import { pdfOf } from '../support/documents';
import { testEnv } from '../support/env';
import { pdfText } from '../support/pdf-text';
import { POLL } from '../support/wait';

// After "Submit" (issue 58): an officer moves the application along in the admin (documents
// requested, a conditional admission), each change in its history and e-mailed to the applicant
// without a personal detail; the applicant completes their file, sends it again, accepts the
// offer, and opens their offer letter, in their language, with what a visa file needs.

let browser: Browser;
let officer: AdminUser;
beforeAll(async () => {
  browser = await launchBrowser();
  officer = await adminWithRole('admissions-officer', 'fr');
  // An officer follows the applications of their own schools: those of the courses applied for here.
  await assignSchools(officer, [(await courseOf(true)).school.documentId, (await courseOf(false)).school.documentId]);
});
afterAll(async () => {
  await browser?.close();
});

const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;

describe('an application after it is sent, in French, the student on a phone without JavaScript', () => {
  it('is asked for a document, completed, sent again, admitted on condition, accepted; the letter is theirs', async () => {
    const email = address('awa');
    const course = await courseOf(true);
    const reference = await sentApplication(await sessionFor(email), course, {
      firstName: 'Thị Awa',
      lastName: 'Nguyễn Diop',
      nationality: 'SN',
      residence: 'SN',
    });
    const admin = await adminPage(browser, officer);
    const { documentId } = await applicationInAdmin(officer.token, reference);

    // The officer forgets to say what is missing: refused, in their language, nothing saved.
    await officerSets(admin, documentId, 'Pièces demandées', {});
    // The edit view names the course applied for: its relation links both of the course's versions
    // and the content manager reads the draft's. Strapi 5.54 draws a relation as a button that opens
    // the related entry in a dialog, not as a link.
    await expect
      .poll(() => admin.getByRole('button', { name: course.title, exact: true }).count(), POLL)
      .toBeGreaterThan(0);
    await expect
      .poll(() => admin.getByText(/Dites quelles pièces manquent, et pourquoi/).count(), POLL)
      .toBeGreaterThan(0);
    expect((await applicationInAdmin(officer.token, reference)).history).toHaveLength(1);
    await officerSets(admin, documentId, 'Pièces demandées', {
      'Pièces demandées': 'Votre relevé de notes du baccalauréat : il manque au dossier.',
      'Note pour ce changement': 'Relevé absent, appelée le 12.',
    });
    await expect.poll(async () => (await applicationInAdmin(officer.token, reference)).history.length, POLL).toBe(2);
    // Beside the form, the history in the officer's words, newest first.
    const panel = admin.getByRole('list', { name: 'Historique de la candidature' });
    await expect.poll(() => panel.getByRole('listitem').count(), POLL).toBe(2);
    const latest = (await panel.getByRole('listitem').first().textContent()) ?? '';
    expect(latest).toContain('Envoyée → Pièces demandées');
    expect(latest).toContain('Pièces demandées : Votre relevé de notes du baccalauréat : il manque au dossier.');
    expect(latest).toContain('Relevé absent, appelée le 12.');
    expect(await panel.getByRole('listitem').nth(1).textContent()).toMatch(/Brouillon → Envoyée.* · le candidat$/);
    // Above it, her answers under the form's labels, in words: not the stored JSON.
    const answers = admin.getByRole('region', { name: 'Réponses du candidat' });
    const answered = (await answers.textContent()) ?? '';
    for (const text of ['Identité', 'Date de naissance', '14 mars 2006', 'Nguyễn Diop', 'Sénégal', 'Vos études'])
      expect(answered).toContain(text);
    expect(answered).toContain('Baccalauréat ou équivalent');
    expect(answered).not.toContain('{');
    expect(await admin.getByText('"identity"').count()).toBe(0);
    const history = (await applicationInAdmin(officer.token, reference)).history;
    expect(history[0]).toMatch(/Brouillon → Envoyée · Candidat·e \/ Applicant$/);
    expect(history[1]).toMatch(new RegExp(`Envoyée → Pièces demandées · Test admissions-officer <${officer.email}>$`));

    // The e-mail says something changed and where to read it: nothing of the file.
    const [mail] = await statusMails(email, 1);
    expect(mail!.headers.subject).toBe(`Du nouveau sur votre candidature ${reference}`);
    expect(mail!.text).toMatch(/https?:\/\/\S+\/candidature\/connexion\n/);
    for (const secret of ['relevé', 'Pièces', course.title, 'Diop', 'Relevé absent'])
      expect(mail!.text).not.toContain(secret);

    const { page } = await signedInVisitor(browser, { ...PHONE, javaScriptEnabled: false }, email);
    await page.goto(`${testEnv.webUrl}/candidature/dossier/${reference}`);
    const status = page.getByRole('region', { name: 'Où en est votre candidature' });
    expect(await status.textContent()).toContain('Le service des admissions vous demande un complément.');
    expect(await status.textContent()).toContain('Votre relevé de notes du baccalauréat : il manque au dossier.');
    expect(await status.textContent()).not.toContain('Relevé absent');
    // The school is on Études en France and she lives in Senegal: the platform too, and her guide.
    expect(await status.textContent()).toContain(
      'Vous résidez dans un pays de la procédure Études en France (Sénégal)',
    );
    expect(
      await status
        .getByRole('link', { name: 'Les étapes et leurs dates, pays par pays : Sénégal' })
        .getAttribute('href'),
    ).toMatch(/^\/etudier-dans-votre-pays\/[a-z0-9-]+$/);
    expect(await status.getByRole('link', { name: 'Ajouter des pièces' }).getAttribute('href')).toBe(
      `/candidature/dossier/${reference}/pieces`,
    );
    // The file can be changed again: a step, then sent again.
    // From the keyboard: on a phone the bar of calls to action may cover the link.
    await page.getByRole('link', { name: 'Modifier : Langues' }).press('Enter');
    await page.getByLabel(/^Test de langue passé/).fill('DELF B2, 78/100');
    await page.getByLabel(/^Test de langue passé/).press('Enter');
    // Then the documents: the transcript asked for, with the plain form.
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}/pieces$`), POLL);
    const otherDocument = page.getByRole('region', { name: /^Autre pièce/ });
    await otherDocument.getByLabel('Fichier : Autre pièce').setInputFiles({
      name: 'releve-bac.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOf(2),
    });
    await otherDocument.getByRole('button', { name: 'Envoyer' }).press('Enter');
    await page.waitForURL(/\?envoi=kept/, POLL);
    await page.getByRole('link', { name: 'Continuer vers la vérification' }).press('Enter');
    await page.waitForURL(new RegExp(`/candidature/dossier/${reference}$`), POLL);
    expect(await page.getByRole('link', { name: 'releve-bac.pdf' }).count()).toBe(1);
    expect((await press(page, 'Renvoyer ma candidature')).status()).toBe(303);
    await page.waitForURL(/\?envoyee=1$/, POLL);
    expect(await status.textContent()).toContain('Envoyée');

    // An interview: refused without its time; she reads it on Paris's clock and on Dakar's.
    const put = (data: Record<string, unknown>) =>
      adminApi(officer.token, 'PUT', `${APPLICATIONS}/${documentId}`, data);
    const noTime = await put({ stage: 'interview' });
    expect(noTime.status).toBe(403);
    expect(JSON.stringify(noTime.json)).toContain('Dites quand a lieu l’entretien');
    const interviewAt = new Date(Date.now() + 14 * 24 * 3_600_000);
    interviewAt.setUTCHours(10, 0, 0, 0);
    expect(
      (
        await put({
          stage: 'interview',
          interviewAt,
          interviewDetails: 'En visio : le lien vous sera envoyé la veille.',
        })
      ).status,
    ).toBe(200);
    await page.goto(`${testEnv.webUrl}/candidature/dossier/${reference}`);
    const interview = (await status.textContent()) ?? '';
    expect(interview).toContain('Votre entretien');
    expect(interview).toMatch(/\d\d:00 \(heure de Paris\) · 10:00 à Dakar/);
    expect(interview).toContain('Comment : En visio : le lien vous sera envoyé la veille.');

    // Admitted on condition: refused without its conditions, saved with them.
    await officerSets(admin, documentId, 'Admis·e sous condition', {});
    await expect.poll(() => admin.getByText(/Écrivez les conditions de l’admission/).count(), POLL).toBeGreaterThan(0);
    await officerSets(admin, documentId, 'Admis·e sous condition', {
      Conditions: 'Obtenir le baccalauréat avec une moyenne d’au moins 12/20.',
    });
    await expect.poll(async () => (await applicationInAdmin(officer.token, reference)).history.length, POLL).toBe(5);
    await statusMails(email, 3);

    await page.goto(`${testEnv.webUrl}/candidature/dossier/${reference}`);
    expect(await status.textContent()).toContain('Obtenir le baccalauréat avec une moyenne d’au moins 12/20.');
    // Decided: the platform's note has done its work.
    expect(await status.textContent()).not.toContain('Aussi sur Études en France');
    // Declining without ticking the confirmation: told, nothing recorded.
    expect((await press(page, 'Je décline l’offre')).status()).toBe(422);
    await alerting(page, 'Cochez la case pour confirmer que vous déclinez l’offre.');
    expect((await press(page, 'J’accepte l’offre')).status()).toBe(303);
    await page.waitForURL(/\?reponse=ok$/, POLL);
    await saying(page, 'Votre réponse est enregistrée.');
    expect(await status.textContent()).toContain('Offre acceptée');
    expect(await page.getByRole('button', { name: 'J’accepte l’offre' }).count()).toBe(0);
    // A second answer (another device, a press that got through): the first one stands.
    const again = await cms('/applicant/applications/answer', {
      method: 'POST',
      token: await serviceToken(),
      body: { token: await sessionFor(email), reference, answer: 'decline' },
    });
    expect((again.json?.data as { status: string; application: { stage: string } }).status).toBe('no-offer');
    expect((again.json?.data as { application: { stage: string } }).application.stage).toBe('accepted');
    expect((await applicationInAdmin(officer.token, reference)).history.at(-1)).toMatch(
      /Admis·e sous condition → Offre acceptée · Candidat·e/,
    );

    // The letter: a PDF in French, with the conditions and the Études en France attestation.
    const letter = await page.request.get(`${testEnv.webUrl}/candidature/dossier/${reference}/lettre`);
    expect(letter.status()).toBe(200);
    expect(letter.headers()['content-type']).toBe('application/pdf');
    expect(letter.headers()['cache-control']).toBe('private, no-store');
    const text = (await pdfText(await letter.body())).replace(/\s+/g, ' ');
    for (const said of [
      'Lettre d’admission sous condition',
      `Référence du dossier : ${reference}`,
      'Thị Awa NGUYỄN DIOP',
      course.title,
      course.entryYears[0]!.label,
      'Obtenir le baccalauréat avec une moyenne d’au moins 12/20.',
      'Vous avez accepté cette offre le',
      'Attestation de préinscription',
      'de nationalité Sénégal',
    ])
      expect(text).toContain(said);

    // Nobody else's: another applicant is sent to the application's page, which does not exist for them.
    const other = await signedInVisitor(browser, PHONE, address('other'));
    const theirs = await other.page.goto(`${testEnv.webUrl}/candidature/dossier/${reference}/lettre`);
    expect(theirs?.status()).toBe(404);
    expect(theirs?.headers()['content-type']).toMatch(/^text\/html/);
  });
});

describe('an application after it is sent, in English, with JavaScript', () => {
  it('follows an unconditional offer to its letter; the officer cannot answer for the applicant', async () => {
    const email = address('rafael');
    const course = await courseOf(false);
    const reference = await sentApplication(await sessionFor(email, 'en'), course, {
      firstName: 'Rafael',
      lastName: 'Souza',
      nationality: 'BR',
      residence: 'GB',
    });
    const { documentId } = await applicationInAdmin(officer.token, reference);
    const put = (data: Record<string, unknown>) =>
      adminApi(officer.token, 'PUT', `${APPLICATIONS}/${documentId}`, data);
    // The applicant's steps are theirs: an officer cannot accept for them, nor edit the answers.
    const refused = await put({ stage: 'accepted' });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).toContain('only they send their file and answer an offer');
    expect((await put({ stage: 'admitted', answers: { identity: { firstName: 'Changed' } } })).status).toBe(200);
    const [mail] = await statusMails(email, 1);
    expect(mail!.headers.subject).toBe(`An update on your application ${reference}`);
    expect(mail!.text).toContain('/en/apply/sign-in');

    const { page } = await signedInVisitor(browser, { ...DESKTOP, locale: 'en-GB' }, email, 'en');
    // The page's policy allows no inline script but its own (a nonce, two hashes): nothing refused.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${testEnv.webUrl}/en/apply/application/${reference}`);
    await hydrated(page);
    const status = page.getByRole('region', { name: 'Where your application stands' });
    expect(await status.textContent()).toContain('Congratulations, you are admitted.');
    expect(await page.locator('main').textContent()).toContain('Rafael');
    expect(await axeViolations(page)).toEqual([]);
    // Two quick presses: one answer.
    await page.getByRole('button', { name: 'I accept the offer' }).dblclick();
    await page.waitForURL(/\?reponse=/, POLL);
    await expect.poll(() => status.textContent(), POLL).toContain('Offer accepted');
    expect(
      (await applicationInAdmin(officer.token, reference)).history.filter((line) => line.includes('Offre acceptée')),
    ).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Download my offer letter (PDF)' }).waitFor();
    const letter = await page.request.get(`${testEnv.webUrl}/en/apply/application/${reference}/letter`);
    expect(letter.status()).toBe(200);
    const text = (await pdfText(await letter.body())).replace(/\s+/g, ' ');
    for (const said of ['Offer of admission', 'Rafael SOUZA', 'nationality Brazil', 'You accepted this offer on'])
      expect(text).toContain(said);
    // Not on the platform, not from one of its countries: the visa paragraph, no attestation.
    expect(text).toContain('For your visa application');
    expect(text).not.toContain('Attestation de préinscription');
    expect(text).not.toContain('conditional');
    expect(blocked).toEqual([]);
  });
});
