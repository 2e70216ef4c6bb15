import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi } from './admin';
import { chooseConsent } from './browser';
import { cms, serviceToken } from './cms';
import { pdfOf, sentDocument } from './documents';
import { readOutbox, type Eml } from './eml';
import { testEnv } from './env';
import { eventually } from './site';
import { POLL } from './wait';

// An applicant (issue 58): the sign-in codes the CMS e-mails, and a visitor signed in with one.

/** Every message the CMS has written (the run's CMS: its outbox folder). */
export type Outbox = () => Promise<Eml[]>;
const runOutbox: Outbox = () => readOutbox(testEnv.emailOutboxDir);

/** The sign-in messages sent to `email`, oldest first, once there are `count` (in `outbox`: another CMS's). */
export async function codesTo(email: string, count = 1, outbox = runOutbox): Promise<Eml[]> {
  let found: Eml[] = [];
  await eventually(async () => {
    found = (await outbox()).filter((mail) => mail.headers.to === email && /code/.test(mail.headers.subject ?? ''));
    expect(found.length).toBeGreaterThanOrEqual(count);
  }, 20_000);
  return found;
}

export const codeOf = (mail: Eml) => /\b([0-9]{6})\b/.exec(mail.headers.subject ?? '')?.[1] ?? '';
export const linkOf = (mail: Eml) => /https?:\/\/\S+\?t=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';

/** A session's token for `email`, signed in as the site does (a code asked, read, typed; in `outbox`: another CMS's). */
export async function sessionFor(email: string, language: 'fr' | 'en' = 'fr', outbox = runOutbox): Promise<string> {
  const token = await serviceToken();
  await cms('/applicant/codes', { method: 'POST', token, body: { email, language, requester: `test-${email}` } });
  const code = codeOf((await codesTo(email, 1, outbox)).at(-1)!);
  const answer = await cms('/applicant/sessions', { method: 'POST', token, body: { email, code } });
  return (answer.json?.data as { token: string }).token;
}

/** A visitor (their own context, consent answered) signed in as `email`. */
export async function signedInVisitor(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  email: string,
  language: 'fr' | 'en' = 'fr',
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext(options);
  await chooseConsent(context);
  const token = await sessionFor(email, language);
  await context.addCookies([
    { name: 'horizon_applicant', value: token, url: testEnv.webUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  return { context, page: await context.newPage(), token };
}

/** Resolves once the page shows one alert saying `text` (Next's route announcer is an empty alert too). */
export const alerting = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByRole('alert').filter({ hasText: text }).count(), POLL).toBe(1);

/** Resolves once the page shows one status message saying `text`. */
export const saying = (page: Page, text: string) =>
  expect.poll(() => page.getByRole('status').filter({ hasText: text }).count(), POLL).toBe(1);

/** Every step of an application answered as its rules want (a student from Dakar). */
export const COMPLETE_ANSWERS: Record<string, Record<string, string>> = {
  identity: {
    firstName: 'Awa',
    lastName: 'Diop',
    birthDate: '2006-03-14',
    nationality: 'SN',
    residence: 'SN',
    phone: '+221 77 123 45 67',
  },
  studies: {
    currentLevel: 'bac',
    lastDiploma: 'Baccalauréat série S2',
    institution: 'Lycée Blaise Diagne',
    institutionCountry: 'SN',
    graduationYear: '2026',
  },
  language: { frenchLevel: 'native', englishLevel: 'B1' },
};

export type Course = { documentId: string; title: string; entryYears: Array<{ documentId: string; label: string }> };

/** A published course of a school on (or off) the Études en France platform, with an intake. */
export async function courseOf(
  etudesEnFrance: boolean,
  { locale = 'fr', last = false }: { locale?: 'fr' | 'en'; last?: boolean } = {},
): Promise<Course & { school: { documentId: string; name: string } }> {
  const { json } = await cms('/courses', {
    locale,
    query: {
      filters: { school: { etudesEnFrance: { $eq: etudesEnFrance } }, entryYears: { id: { $notNull: true } } },
      fields: ['title'],
      populate: { entryYears: { fields: ['label'] }, school: { fields: ['name'] } },
      pagination: { pageSize: 1 },
      // The last by title: a test that counts applications takes a course the others do not.
      sort: [last ? 'title:desc' : 'title:asc'],
    },
  });
  const course = (json?.data as Array<Course & { school: { documentId: string; name: string } }> | undefined)?.[0];
  if (!course) throw new Error('no course with an intake in the demo content');
  return course;
}

/** An application filled, its documents sent, and sent through the CMS's API, as the site's forms do (their pages have tests of their own). */
export async function sentApplication(
  session: string,
  course: Course,
  identity: Record<string, string>,
): Promise<string> {
  const token = await serviceToken();
  const call = (path: string, body: Record<string, unknown>) =>
    cms(`/applicant/applications/${path}`, { method: 'POST', token, body: { token: session, ...body } });
  const started = await call('start', { course: course.documentId, intake: course.entryYears[0]!.documentId });
  const reference = (started.json?.data as { reference: string }).reference;
  const steps = { ...COMPLETE_ANSWERS, identity: { ...COMPLETE_ANSWERS.identity, ...identity } };
  for (const [step, values] of Object.entries(steps)) {
    const saved = await call('save', { reference, step, values });
    expect((saved.json?.data as { errors: object }).errors, step).toEqual({});
  }
  // The documents the course asks for, one small PDF each.
  const read = (await call('read', { reference })).json?.data as { requiredDocuments: string[] };
  for (const kind of read.requiredDocuments)
    expect((await sentDocument(session, reference, kind, pdfOf())).status, kind).toBe('kept');
  expect(((await call('submit', { reference })).json?.data as { status: string }).status).toBe('submitted');
  return reference;
}

export const APPLICATIONS = '/content-manager/collection-types/api::application.application';
const EVENTS = '/content-manager/collection-types/api::application-event.application-event';

/** The status e-mails sent to `email`, once there are `count`. */
export async function statusMails(email: string, count: number): Promise<Eml[]> {
  let found: Eml[] = [];
  await eventually(async () => {
    found = (await readOutbox(testEnv.emailOutboxDir)).filter(
      (mail) => mail.headers.to === email && /candidature|application/i.test(mail.headers.subject ?? ''),
    );
    expect(found.length).toBeGreaterThanOrEqual(count);
  }, 20_000);
  return found;
}

/** The admin's words for the officer's edit view, in the officer's language. */
const OFFICER_WORDS = {
  fr: { stage: /^Étape/, save: 'Enregistrer' },
  en: { stage: /^Stage/, save: 'Save' },
};

/** The officer's edit view of the application: a stage chosen, texts typed (by their labels), saved. */
export async function officerSets(
  admin: Page,
  documentId: string,
  stage: string,
  fields: Record<string, string>,
  language: 'fr' | 'en' = 'fr',
) {
  const words = OFFICER_WORDS[language];
  await admin.goto(`${testEnv.cmsUrl}/admin${APPLICATIONS}/${documentId}`);
  const select = admin.getByRole('combobox', { name: words.stage });
  await expect.poll(() => select.count(), POLL).toBe(1);
  await select.click();
  await admin.getByRole('option', { name: stage, exact: true }).click();
  for (const [label, value] of Object.entries(fields))
    await admin.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await admin.getByRole('button', { name: words.save }).click();
}

/** The application's document id and what the admin reads of it, with its history. */
export async function applicationInAdmin(token: string, reference: string) {
  const list = await adminApi(token, 'GET', `${APPLICATIONS}?filters[reference][$eq]=${reference}&pageSize=1`);
  const documentId = (list.json?.results as Array<{ documentId: string }>)[0]!.documentId;
  const history = await adminApi(
    token,
    'GET',
    `${EVENTS}?filters[application][reference][$eq]=${reference}&sort=at:asc&pageSize=50`,
  );
  const entries = ((history.json?.results as Array<{ summary: string }> | undefined) ?? []).map((e) => e.summary);
  return { documentId, history: entries };
}

/**
 * Presses a button from the keyboard (Enter) and returns the answer to its form's post. On a phone
 * the bar of calls to action covers the bottom of the screen; a finger scrolls, the keyboard
 * reaches the button wherever it is.
 */
export async function press(page: Page, button: string): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: button, exact: true }).press('Enter'),
  ]);
  return answer;
}
