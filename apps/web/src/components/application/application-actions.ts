'use server';

import { APPLICATION_STEPS, stepOf, type StepKey } from '@horizon/shared/application-steps';
import { notFound, redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/locales';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { isReference, stepSlug } from '@/lib/applicant/application-paths';
import { isCmsError } from '@/lib/cms/errors';
import {
  answerOffer,
  keepInView,
  saveApplicationStep,
  startApplication,
  submitApplication,
} from '@/lib/cms/resources/applications';
import { removeDocument } from '@/lib/cms/resources/application-documents';
import { recordResponseStatus } from '@/lib/request-context';

export type StepFormState = {
  /** What was sent, shown again with the errors (with or without JavaScript). */
  values: Record<string, string>;
  errors: Record<string, string>;
  unavailable?: boolean;
};

export type StartState = { error?: 'courseRequired' | 'unknownCourse' | 'unavailable' };
/** What keeps the file from being sent: answers, documents, a document still being sent (`uploading`). */
export type SubmitState = { missing?: number; missingDocuments?: number; uploading?: boolean; unavailable?: boolean };
/** A save's outcome; once saved, the application's `savedAt` (the CMS's clock) and the fields refused. */
export type AutosaveResult =
  | { status: 'saved'; savedAt: string | null; refused: string[] }
  | { status: 'signed-out' | 'unavailable' | 'read-only' };
export type AnswerState = { error?: 'confirmDecline' | 'unavailable' };

const signIn = (locale: Locale) => redirect(getPathname({ href: '/candidature/connexion', locale }));
const review = (locale: Locale, reference: string) =>
  getPathname({ href: { pathname: '/candidature/dossier/[reference]', params: { reference } }, locale });
const stepPath = (locale: Locale, reference: string, step: StepKey) =>
  getPathname({
    href: { pathname: '/candidature/dossier/[reference]/[step]', params: { reference, step: stepSlug(locale, step) } },
    locale,
  });

const documentsPath = (locale: Locale, reference: string) =>
  getPathname({ href: { pathname: '/candidature/dossier/[reference]/pieces', params: { reference } }, locale });

/** The applicant's session, or the sign-in page; the CMS answering 401 means the session just ended. */
async function tokenOr(locale: Locale): Promise<string> {
  const token = await sessionToken();
  if (!token) signIn(locale);
  return token!;
}

const sessionEnded = (error: unknown) => isCmsError(error) && error.status === 401;

/** Starts an application for the chosen course and intake (or reopens the one in progress), at its first step. */
export async function startAction(locale: string, _previous: StartState, form: FormData): Promise<StartState> {
  if (!isLocale(locale)) notFound();
  const course = String(form.get('course') ?? '');
  const intake = String(form.get('intake') ?? '') || null;
  if (!course) {
    recordResponseStatus(422);
    return { error: 'courseRequired' };
  }
  const token = await tokenOr(locale);
  let answer;
  try {
    answer = await startApplication(token, course, intake);
  } catch (error) {
    if (sessionEnded(error)) signIn(locale);
    if (!isCmsError(error)) throw error;
    recordResponseStatus(error.status === 400 ? 422 : 503);
    return { error: error.status === 400 ? 'unknownCourse' : 'unavailable' };
  }
  if (answer.status !== 'started') {
    recordResponseStatus(422);
    return { error: 'unknownCourse' };
  }
  redirect(stepPath(locale, answer.reference, APPLICATION_STEPS[0]!.key));
}

/**
 * Saves a step as sent. Each answer that keeps its rule is saved; the page comes back with the
 * others' errors (422), or goes to the next step (the review after the last).
 */
export async function saveStepAction(
  context: { locale: string; reference: string; step: string },
  _previous: StepFormState,
  form: FormData,
): Promise<StepFormState> {
  const { locale, reference } = context;
  const step = stepOf(context.step);
  if (!isLocale(locale) || !isReference(reference) || !step) notFound();
  const values = Object.fromEntries(
    step.fields.map((field) => [field.name, String(form.get(field.name) ?? '').slice(0, 2000)]),
  );
  const token = await tokenOr(locale);
  let answer;
  try {
    answer = await saveApplicationStep(token, reference, step.key, values);
  } catch (error) {
    if (sessionEnded(error)) signIn(locale);
    if (!isCmsError(error)) throw error;
    recordResponseStatus(503);
    return { values, errors: {}, unavailable: true };
  }
  if (answer.status === 'not-found') notFound();
  if (answer.status === 'read-only') redirect(review(locale, reference));
  if (Object.keys(answer.errors).length > 0) {
    recordResponseStatus(422);
    return { values, errors: answer.errors };
  }
  const next = APPLICATION_STEPS[APPLICATION_STEPS.indexOf(step) + 1];
  // After the last step, the documents; the review after them.
  redirect(next ? stepPath(locale, reference, next.key) : documentsPath(locale, reference));
}

/**
 * Saves the answers a page sends as they are left (components/application/field-autosave.ts): a
 * partial save, the step's other answers kept as they are. Answers its outcome, never a redirect:
 * the page stays where the applicant is typing.
 */
export async function autosaveAction(
  context: { locale: string; reference: string; step: string },
  sent: Record<string, string>,
): Promise<AutosaveResult> {
  const step = stepOf(context.step);
  if (!isLocale(context.locale) || !isReference(context.reference) || !step) return { status: 'read-only' };
  const names = new Set(step.fields.map((field) => field.name));
  const values = Object.fromEntries(
    Object.entries(typeof sent === 'object' && sent !== null ? sent : {})
      .filter(([name, value]) => names.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value.slice(0, 2000)]),
  );
  const token = await sessionToken();
  if (!token) return { status: 'signed-out' };
  try {
    const answer = await saveApplicationStep(token, context.reference, step.key, values, true);
    return answer.status === 'saved'
      ? { status: 'saved', savedAt: answer.application.savedAt, refused: Object.keys(answer.errors) }
      : { status: 'read-only' };
  } catch (error) {
    if (sessionEnded(error)) return { status: 'signed-out' };
    if (!isCmsError(error)) throw error;
    return { status: 'unavailable' };
  }
}

/** Sends the application: the review again with what is missing (422), or with its new status. */
export async function submitAction(context: { locale: string; reference: string }): Promise<SubmitState> {
  const { locale, reference } = context;
  if (!isLocale(locale) || !isReference(reference)) notFound();
  const token = await tokenOr(locale);
  let answer;
  try {
    answer = await submitApplication(token, reference);
  } catch (error) {
    if (sessionEnded(error)) signIn(locale);
    if (!isCmsError(error)) throw error;
    recordResponseStatus(503);
    return { unavailable: true };
  }
  if (answer.status === 'not-found') notFound();
  if (answer.status === 'incomplete') {
    recordResponseStatus(422);
    const documents = answer.missing.filter((entry) => entry.step === 'documents');
    return {
      missing: answer.missing.length - documents.length,
      missingDocuments: documents.filter((entry) => entry.field !== 'uploading').length,
      uploading: documents.some((entry) => entry.field === 'uploading'),
    };
  }
  redirect(`${review(locale, reference)}?envoyee=1`);
}

/**
 * Accepts or declines the offer. Declining asks for a ticked confirmation (it is final); the first
 * answer counts, so a second press, or another device, finds the answer already recorded.
 */
export async function answerAction(
  context: { locale: string; reference: string },
  _previous: AnswerState,
  form: FormData,
): Promise<AnswerState> {
  const { locale, reference } = context;
  if (!isLocale(locale) || !isReference(reference)) notFound();
  const answer = form.get('answer') === 'decline' ? 'decline' : 'accept';
  if (answer === 'decline' && form.get('confirm') !== 'yes') {
    recordResponseStatus(422);
    return { error: 'confirmDecline' };
  }
  const token = await tokenOr(locale);
  let result;
  try {
    result = await answerOffer(token, reference, answer);
  } catch (error) {
    if (sessionEnded(error)) signIn(locale);
    if (!isCmsError(error)) throw error;
    recordResponseStatus(503);
    return { error: 'unavailable' };
  }
  if (result.status === 'not-found') notFound();
  redirect(`${review(locale, reference)}?reponse=${result.status === 'answered' ? 'ok' : 'deja'}`);
}

/** Keeps a refused application in view for another intake (24 months instead of 3), or no longer. */
export async function keepAction(context: { locale: string; reference: string; keep: boolean }): Promise<void> {
  const { locale, reference } = context;
  if (!isLocale(locale) || !isReference(reference)) notFound();
  const token = await tokenOr(locale);
  try {
    await keepInView(token, reference, context.keep);
  } catch (error) {
    if (sessionEnded(error)) signIn(locale);
    throw error;
  }
  redirect(review(locale, reference));
}

/** Takes a document back while the file may change: the documents' page again, saying so. */
export async function removeDocumentAction(context: { locale: string; reference: string; document: string }) {
  const { locale, reference, document } = context;
  if (!isLocale(locale) || !isReference(reference)) notFound();
  const token = await tokenOr(locale);
  let outcome: string;
  try {
    outcome = (await removeDocument(token, reference, document)).status;
  } catch (error) {
    if (sessionEnded(error)) signIn(locale);
    if (!isCmsError(error)) throw error;
    outcome = 'unavailable';
  }
  if (outcome === 'read-only') redirect(review(locale, reference));
  redirect(`${documentsPath(locale, reference)}?${outcome === 'unavailable' ? 'indisponible=1' : 'retiree=1'}`);
}
