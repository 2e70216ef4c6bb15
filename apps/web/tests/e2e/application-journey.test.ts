import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminWithRole, assignSchools } from '../support/admin';
import { applicationInAdmin, codeOf, codesTo, courseOf, officerSets, saying, statusMails } from '../support/applicant';
import { adminPage, chooseConsent, hydrated, launchBrowser, PHONE } from '../support/browser';
import { cms, serviceToken } from '../support/cms';
import { choose, pdfOf, pngOf } from '../support/documents';
import { testEnv } from '../support/env';
import { pdfText } from '../support/pdf-text';
import { PATIENCE_MS, POLL } from '../support/wait';

// Issue 58's story in one go, the way a student applies, once in each language: a phone on a slow
// connection, with JavaScript, from the sign-in page to the offer letter. Signed in by the code
// typed on the page; two steps filled, the connection dropping in the middle of one and in the
// middle of an upload, the page reloaded each time; everything on the review; sent; an officer, in
// the admin and in their own language, asks for a document; the student adds it and sends the file
// again; the officer admits on condition; the student accepts; the letter says the course, the
// intake and the conditions in the student's language. The other tests take each part apart, and
// without JavaScript (online-application, application-documents, application-decision).

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

/** The student's words on the pages, and the officer's in the admin, for one story. */
type Story = {
  language: 'fr' | 'en';
  locale: string;
  etudesEnFrance: boolean;
  student: { firstName: string; lastName: string; country: string; countryName: string; phone: string };
  paths: { signIn: string; space: string; application: string };
  words: Record<
    | 'email'
    | 'sendCode'
    | 'code'
    | 'signIn'
    | 'start'
    | 'saveAndContinue'
    | 'saved'
    | 'keptOffline'
    | 'continueToReview'
    | 'submit'
    | 'sent'
    | 'resubmit'
    | 'addDocuments'
    | 'accept'
    | 'answered'
    | 'accepted'
    | 'letter'
    | 'letterTitle'
    | 'statusRegion'
    | 'mailSubject',
    string
  > & {
    fields: Record<string, string>;
    documents: Record<string, string>;
    received: (name: string) => string;
    takePhoto: (document: string) => string;
    chooseFile: (document: string) => string;
    lost: RegExp;
  };
  officer: {
    language: 'fr' | 'en';
    requested: string;
    onCondition: string;
    requestedField: string;
    conditionsField: string;
  };
  request: string;
  conditions: string;
};

const FRENCH: Story = {
  language: 'fr',
  locale: 'fr-FR',
  etudesEnFrance: true,
  student: {
    firstName: 'Awa',
    lastName: 'Ndiaye',
    country: 'SN',
    countryName: 'Sénégal',
    phone: '+221 77 123 45 67',
  },
  paths: { signIn: '/candidature/connexion', space: '/candidature/espace', application: '/candidature/dossier' },
  words: {
    email: 'Adresse e-mail',
    sendCode: 'Recevoir mon code',
    code: 'Code à 6 chiffres reçu par e-mail',
    signIn: 'Me connecter',
    start: 'Commencer',
    saveAndContinue: 'Enregistrer et continuer',
    saved: 'Réponses enregistrées à',
    keptOffline: 'Pas de connexion : vos réponses sont gardées sur cet appareil et partiront dès son retour.',
    continueToReview: 'Continuer vers la vérification',
    submit: 'Envoyer ma candidature',
    sent: 'Votre candidature est envoyée.',
    resubmit: 'Renvoyer ma candidature',
    addDocuments: 'Ajouter des pièces',
    accept: 'J’accepte l’offre',
    answered: 'Votre réponse est enregistrée.',
    accepted: 'Offre acceptée',
    letter: 'Télécharger ma lettre d’admission (PDF)',
    letterTitle: 'Lettre d’admission sous condition',
    statusRegion: 'Où en est votre candidature',
    mailSubject: 'Du nouveau sur votre candidature',
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      birthDate: 'Date de naissance',
      nationality: 'Nationalité',
      residence: 'Pays de résidence',
      phone: 'Téléphone, avec l’indicatif du pays',
      currentLevel: 'Niveau d’études actuel',
      lastDiploma: 'Dernier diplôme obtenu ou préparé',
      institution: 'Établissement',
      institutionCountry: 'Pays de l’établissement',
      graduationYear: 'Année d’obtention (ou prévue)',
      frenchLevel: 'Niveau de français',
      englishLevel: 'Niveau d’anglais',
    },
    documents: {
      passport: 'Passeport',
      secondaryDiploma: 'Baccalauréat ou équivalent',
      universityTranscripts: 'Relevés de notes universitaires',
      degree: 'Dernier diplôme',
      cv: 'CV',
      other: 'Autre pièce',
    },
    received: (name) => `« ${name} » est reçu.`,
    takePhoto: (document) => `Prendre une photo : ${document}`,
    chooseFile: (document) => `Choisir un fichier : ${document}`,
    lost: /^Connexion perdue à \d+ %/,
  },
  officer: {
    language: 'fr',
    requested: 'Pièces demandées',
    onCondition: 'Admis·e sous condition',
    requestedField: 'Pièces demandées',
    conditionsField: 'Conditions',
  },
  request: 'Votre relevé de notes de terminale : il manque au dossier.',
  conditions: 'Obtenir le baccalauréat avec une moyenne d’au moins 12/20.',
};

const ENGLISH: Story = {
  language: 'en',
  locale: 'en-GB',
  etudesEnFrance: false,
  student: { firstName: 'Kofi', lastName: 'Mensah', country: 'GH', countryName: 'Ghana', phone: '+233 24 123 4567' },
  paths: { signIn: '/en/apply/sign-in', space: '/en/apply/my-space', application: '/en/apply/application' },
  words: {
    email: 'Email address',
    sendCode: 'Send me a code',
    code: '6-digit code from the email',
    signIn: 'Sign me in',
    start: 'Start',
    saveAndContinue: 'Save and continue',
    saved: 'Answers saved at',
    keptOffline: 'No connection: your answers are kept on this device and will be sent as soon as it is back.',
    continueToReview: 'Continue to the review',
    submit: 'Send my application',
    sent: 'Your application is sent.',
    resubmit: 'Send my application again',
    addDocuments: 'Add documents',
    accept: 'I accept the offer',
    answered: 'Your answer is recorded.',
    accepted: 'Offer accepted',
    letter: 'Download my offer letter (PDF)',
    letterTitle: 'Conditional offer of admission',
    statusRegion: 'Where your application stands',
    mailSubject: 'An update on your application',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      birthDate: 'Date of birth',
      nationality: 'Nationality',
      residence: 'Country of residence',
      phone: 'Phone, with the country code',
      currentLevel: 'Current level of studies',
      lastDiploma: 'Last diploma obtained or in progress',
      institution: 'School or university',
      institutionCountry: 'Country of the school or university',
      graduationYear: 'Year obtained (or expected)',
      frenchLevel: 'Level of French',
      englishLevel: 'Level of English',
    },
    documents: {
      passport: 'Passport',
      secondaryDiploma: 'Baccalauréat or equivalent',
      universityTranscripts: 'University transcripts',
      degree: 'Latest degree',
      cv: 'CV',
      other: 'Other document',
    },
    received: (name) => `“${name}” is received.`,
    takePhoto: (document) => `Take a photo: ${document}`,
    chooseFile: (document) => `Choose a file: ${document}`,
    lost: /^Connection lost at \d+%/,
  },
  officer: {
    language: 'en',
    requested: 'Documents requested',
    onCondition: 'Admitted on condition',
    requestedField: 'Documents requested',
    conditionsField: 'Conditions',
  },
  request: 'Your transcript for the final year: it is missing from your file.',
  conditions: 'Pass your final exams with an average of at least 12/20.',
};

const address = (name: string) => `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;

/**
 * A navigation on the slowed connection (a step's form, its redirect, the next page's scripts):
 * arrived once the new page is committed, with twice the usual patience; each wait after it
 * (hydration, a field) has its own.
 */
const ARRIVED = { timeout: 2 * PATIENCE_MS, waitUntil: 'commit' } as const;

/** A field by the start of its label (a required one ends with an asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/**
 * A phone's slow connection (150 ms, 200 KB/s down, 100 KB/s up), which drops and comes back.
 * Playwright's offline switch sets the same emulation: the connection comes back slow.
 */
async function slowConnection(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const slow = () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
  await slow();
  return {
    drop: () => context.setOffline(true),
    back: async () => {
      await context.setOffline(false);
      await slow();
    },
  };
}

/** What the CMS holds of the application, read with the student's session as the site reads it. */
async function held(session: string, reference: string) {
  const answer = await cms('/applicant/applications/read', {
    method: 'POST',
    token: await serviceToken(),
    body: { token: session, reference },
  });
  return answer.json?.data as {
    answers: Record<string, Record<string, string> | undefined>;
    requiredDocuments: string[];
    documents: Array<{ kind: string; fileName: string; state: string; contentType: string; size: number }>;
  };
}

async function applies(story: Story) {
  const { words, student, paths } = story;
  const course = await courseOf(story.etudesEnFrance, { locale: story.language });
  const intake = course.entryYears[0]!;
  const officer = await adminWithRole('admissions-officer', story.officer.language);
  await assignSchools(officer, [course.school.documentId]);

  const email = address(student.firstName);
  const context = await browser.newContext({ ...PHONE, locale: story.locale });
  await chooseConsent(context);
  const page = await context.newPage();
  const connection = await slowConnection(context, page);

  // Signed in by the code the e-mail gives, typed on the page.
  await page.goto(`${testEnv.webUrl}${paths.signIn}`);
  await hydrated(page);
  await page.getByLabel(words.email).fill(email);
  await page.getByRole('button', { name: words.sendCode, exact: true }).click();
  const code = codeOf((await codesTo(email)).at(-1)!);
  await page.getByLabel(words.code).fill(code);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await page.waitForURL(new RegExp(`${paths.space}$`), ARRIVED);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'horizon_applicant')!.value;

  // An application for a course and its intake.
  await hydrated(page);
  await page.locator('#start-course').selectOption(course.documentId);
  await page.locator('#start-intake').selectOption(intake.documentId);
  await page.getByRole('button', { name: words.start, exact: true }).click();
  await page.waitForURL(/\/C-[0-9A-Z]{6}\/(identite|identity)$/, ARRIVED);
  const reference = /\/(C-[0-9A-Z]{6})\//.exec(new URL(page.url()).pathname)![1]!;
  const applicationPage = `${testEnv.webUrl}${paths.application}/${reference}`;

  // The first step: saved as each answer is left...
  await hydrated(page);
  const { fields } = words;
  const autosave = page.getByRole('status').filter({ hasText: new RegExp(`^(${words.saved}|${words.keptOffline})`) });
  await field(page, fields.firstName!).fill(student.firstName);
  await field(page, fields.lastName!).fill(student.lastName);
  await field(page, fields.lastName!).press('Tab');
  await expect
    .poll(async () => (await held(session, reference)).answers.identity?.lastName, POLL)
    .toBe(student.lastName);
  // ...then the connection drops in the middle of the step: what follows is kept on the phone.
  await connection.drop();
  await field(page, fields.birthDate!).fill('2006-03-14');
  await field(page, fields.nationality!).selectOption(student.country);
  await field(page, fields.residence!).selectOption(student.country);
  await field(page, fields.phone!).fill(student.phone);
  await field(page, fields.phone!).press('Tab');
  await expect.poll(() => autosave.textContent(), POLL).toBe(words.keptOffline);
  expect((await held(session, reference)).answers.identity?.phone).toBeUndefined();
  // The connection comes back and the page is reloaded at once: everything is there, and reaches the CMS.
  await connection.back();
  await page.reload();
  await hydrated(page);
  // As typed (put back from the phone) or as the CMS keeps it (without its spaces), whichever came first.
  await expect
    .poll(async () => (await field(page, fields.phone!).inputValue()).replace(/ /g, ''), POLL)
    .toBe(student.phone.replace(/ /g, ''));
  expect(await field(page, fields.firstName!).inputValue()).toBe(student.firstName);
  expect(await field(page, fields.nationality!).inputValue()).toBe(student.country);
  await expect
    .poll(async () => (await held(session, reference)).answers.identity?.phone, POLL)
    .toBe(student.phone.replace(/ /g, ''));
  expect((await held(session, reference)).answers.identity?.residence).toBe(student.country);
  await page.getByRole('button', { name: words.saveAndContinue }).click();

  // The second and third steps.
  await page.waitForURL(/\/(etudes|studies)$/, ARRIVED);
  await hydrated(page);
  await field(page, fields.currentLevel!).selectOption('bac');
  await field(page, fields.lastDiploma!).fill('Baccalauréat');
  await field(page, fields.institution!).fill(story.language === 'fr' ? 'Lycée Blaise Diagne' : 'Achimota School');
  await field(page, fields.institutionCountry!).selectOption(student.country);
  await field(page, fields.graduationYear!).fill('2026');
  await page.getByRole('button', { name: words.saveAndContinue }).click();
  await page.waitForURL(/\/(langues|languages)$/, ARRIVED);
  await hydrated(page);
  await field(page, fields.frenchLevel!).selectOption('B2');
  await field(page, fields.englishLevel!).selectOption('C1');
  await page.getByRole('button', { name: words.saveAndContinue }).click();
  await page.waitForURL(/\/(pieces|documents)$/, ARRIVED);
  await hydrated(page);

  // The documents: the passport's photo, whose upload the connection drops as its second part leaves.
  let parts = 0;
  await page.route(/\/(pieces\/envoi|documents\/upload)\?/, async (route) => {
    parts += 1;
    if (parts === 2) {
      await connection.drop();
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  await choose(page, words.takePhoto(words.documents.passport!), {
    name: 'IMG_3107.PNG',
    mimeType: 'image/png',
    buffer: pngOf(2400, 1800),
  });
  await expect.poll(() => page.getByRole('status').filter({ hasText: words.lost }).count(), POLL).toBe(1);
  await page.unroute(/\/(pieces\/envoi|documents\/upload)\?/);
  // Back online, the page reloaded: the upload resumes where the CMS says it stands.
  await connection.back();
  await page.reload();
  await hydrated(page);
  await saying(page, words.received('IMG_3107.jpg'));
  // Then what the course asks for besides, chosen as PDF files.
  const { requiredDocuments } = await held(session, reference);
  for (const kind of requiredDocuments.filter((required) => required !== 'passport')) {
    await choose(page, words.chooseFile(words.documents[kind]!), {
      name: `${kind}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfOf(2),
    });
    await saying(page, words.received(`${kind}.pdf`));
  }
  const kept = (await held(session, reference)).documents;
  expect(kept.map((document) => document.kind).sort()).toEqual([...requiredDocuments].sort());
  expect(kept.every((document) => document.state === 'kept')).toBe(true);
  expect(kept.find((document) => document.kind === 'passport')).toMatchObject({ contentType: 'image/jpeg' });

  // The review: everything there, from both connections.
  await page.getByRole('link', { name: words.continueToReview }).click();
  await page.waitForURL(new RegExp(`${reference}$`), ARRIVED);
  await hydrated(page);
  const review = (await page.locator('main').textContent()) ?? '';
  for (const shown of [
    student.firstName,
    student.lastName,
    student.countryName,
    student.phone.replace(/ /g, ''),
    'IMG_3107.jpg',
    course.title,
    intake.label,
  ])
    expect(review, shown).toContain(shown);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForURL(/\?envoyee=1$/, ARRIVED);
  await saying(page, words.sent);

  // The officer asks for a document, in the admin and in their language.
  const admin = await adminPage(browser, officer);
  const { documentId } = await applicationInAdmin(officer.token, reference);
  await officerSets(
    admin,
    documentId,
    story.officer.requested,
    { [story.officer.requestedField]: story.request },
    story.officer.language,
  );
  await expect.poll(async () => (await applicationInAdmin(officer.token, reference)).history.length, POLL).toBe(2);
  const [mail] = await statusMails(email, 1);
  expect(mail!.headers.subject).toBe(`${words.mailSubject} ${reference}`);
  expect(mail!.text).not.toContain(story.request);

  // The student reads it, adds the document, sends the file again.
  await page.goto(applicationPage);
  await hydrated(page);
  const status = page.getByRole('region', { name: words.statusRegion });
  expect(await status.textContent()).toContain(story.request);
  await status.getByRole('link', { name: words.addDocuments }).click();
  await page.waitForURL(/\/(pieces|documents)$/, ARRIVED);
  await hydrated(page);
  await choose(page, words.chooseFile(words.documents.other!), {
    name: 'transcript-final-year.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOf(1),
  });
  await saying(page, words.received('transcript-final-year.pdf'));
  await page.getByRole('link', { name: words.continueToReview }).click();
  await page.waitForURL(new RegExp(`${reference}$`), ARRIVED);
  await hydrated(page);
  await page.getByRole('button', { name: words.resubmit, exact: true }).click();
  await page.waitForURL(/\?envoyee=1$/, ARRIVED);
  await expect.poll(async () => (await applicationInAdmin(officer.token, reference)).history.length, POLL).toBe(3);

  // Admitted on condition.
  await officerSets(
    admin,
    documentId,
    story.officer.onCondition,
    { [story.officer.conditionsField]: story.conditions },
    story.officer.language,
  );
  await expect.poll(async () => (await applicationInAdmin(officer.token, reference)).history.length, POLL).toBe(4);
  await statusMails(email, 2);

  // The student accepts, and opens the letter.
  await page.goto(applicationPage);
  await hydrated(page);
  expect(await status.textContent()).toContain(story.conditions);
  await page.getByRole('button', { name: words.accept, exact: true }).click();
  await page.waitForURL(/\?reponse=ok$/, ARRIVED);
  await saying(page, words.answered);
  expect(await status.textContent()).toContain(words.accepted);
  const link = page.getByRole('link', { name: words.letter });
  await link.waitFor();
  const letter = await context.request.get(`${testEnv.webUrl}${await link.getAttribute('href')}`);
  expect(letter.status()).toBe(200);
  expect(letter.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(await letter.body())).replace(/\s+/g, ' ');
  for (const said of [
    words.letterTitle,
    reference,
    `${student.firstName} ${student.lastName.toUpperCase()}`,
    course.title,
    intake.label,
    story.conditions,
  ])
    expect(text, said).toContain(said);
}

describe('applying online, the whole story on a slow phone', () => {
  it('in French, to a school on Études en France', () => applies(FRENCH), 360_000);
  it('in English, to a school off the platform', () => applies(ENGLISH), 360_000);
});
