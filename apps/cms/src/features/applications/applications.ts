import { randomInt } from 'node:crypto';
import type { Core, Modules } from '@strapi/strapi';
import {
  checkStep,
  missingFields,
  stepOf,
  type ApplicationAnswers,
  type StepKey,
} from '@horizon/shared/application-steps';
import {
  offeredDocuments,
  requiredDocuments,
  type DocumentKind,
  type EntryDiploma,
  type StudiesCountryNeeds,
} from '@horizon/shared/application-documents';
import type { ApplicantLanguage } from '../applicant-sign-in/applicant-uids';
import {
  DOCUMENT_FIELDS,
  deleteDocumentsOf,
  documentView,
  ownApplication,
  type DocumentView,
} from '../application-documents/application-documents';
import { inApplicantLanguage } from '../applicant-sign-in/in-applicant-language';
import {
  APPLICATION_EVENT_UID,
  APPLICATION_UID,
  EDITABLE_STAGES,
  LETTER_STAGES,
  OFFER_STAGES,
  type ApplicationStage,
} from '../../admissions/application-labels';
import { APPLICANT_AUTHOR, recordApplicationAction } from './application-history';
import { KEPT_IN_VIEW_MONTHS, UNSUCCESSFUL_MONTHS } from './application-periods';
import { addMonths } from '../../utils/add-months';

const EDITABLE = new Set<ApplicationStage>(EDITABLE_STAGES);
const HAS_LETTER = new Set<ApplicationStage>(LETTER_STAGES);

// A reference a student reads out on the phone: no 0/O, 1/I/L.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newReference = () => `C-${Array.from({ length: 6 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('')}`;

type Row = {
  id: number;
  documentId: string;
  reference: string;
  stage: ApplicationStage;
  requestedDocuments: string | null;
  documentsDueOn: string | null;
  conditions: string | null;
  interviewAt: string | Date | number | null;
  interviewDetails: string | null;
  decidedAt: string | null;
  answeredAt: string | null;
  keepInView: boolean | null;
  answers: ApplicationAnswers | null;
  language: ApplicantLanguage;
  savedAt: string | null;
  submittedAt: string | null;
  course: {
    documentId: string;
    title: string;
    slug: string;
    graduationLevel?: { documentId: string; entryDiploma: EntryDiploma | null } | null;
  } | null;
  intake: { documentId: string; label: string; startDate: string | null } | null;
  school?: { documentId: string; etudesEnFrance: boolean | null } | null;
  documents?: Array<Parameters<typeof documentView>[0]>;
};

/** What keeps an application from being sent: a field of a step, a document (by kind), or an upload under way. */
export type Missing = { step: StepKey; field: string } | { step: 'documents'; field: DocumentKind | 'uploading' };

export interface ApplicationView {
  reference: string;
  stage: ApplicationStage;
  editable: boolean;
  /** What the school asked for (which documents, why) and by when, while it waits for them. */
  request: { documents: string; dueOn: string | null } | null;
  /** The interview, while it is the stage: when, how, and the clock of the applicant's country (its office's). */
  interview: { at: string; details: string | null; place: { timeZone: string; city: string } | null } | null;
  /** The offer's conditions, when admitted on condition (also after the applicant's answer). */
  conditions: string | null;
  /** Whether the applicant may accept or decline an offer now. */
  canAnswer: boolean;
  /** Whether the offer letter can be downloaded. */
  hasLetter: boolean;
  decidedAt: string | null;
  answeredAt: string | null;
  /** Not admitted: whether the applicant asked to be kept in view, and the day the file is erased. */
  keepInView: boolean;
  erasedOn: string | null;
  /**
   * The school is on Études en France and the applicant lives in a country of the procedure: their
   * application goes through the platform too, which that country's guide explains (its slug).
   */
  etudesEnFrance: { country: string; guideSlug: string } | null;
  answers: ApplicationAnswers;
  missing: Missing[];
  /**
   * The files sent, oldest first; the kinds the course asks for (its level's entry diploma), and
   * those the page offers to add (the required ones first, then the optional ones).
   */
  documents: DocumentView[];
  requiredDocuments: DocumentKind[];
  offeredDocuments: DocumentKind[];
  /**
   * What the applicant's diploma is called in the country where they studied, for the course's
   * level, when the network has a guide for that country (its level path): "Bằng tốt nghiệp THPT".
   */
  diplomaHint: { country: string; diploma: string } | null;
  course: { documentId: string; title: string; slug: string } | null;
  intake: { documentId: string; label: string; startDate: string | null } | null;
  savedAt: string | null;
  submittedAt: string | null;
}

// A relation links both versions of its target (drafts and publication): the published one is read.
const published = { publishedAt: { $notNull: true } };
const POPULATE = {
  course: {
    select: ['documentId', 'title', 'slug', 'locale'],
    where: published,
    populate: { graduationLevel: { select: ['documentId', 'entryDiploma'] } },
  },
  intake: { select: ['documentId', 'label', 'startDate', 'locale'], where: published },
  school: { select: ['documentId', 'etudesEnFrance'], where: published },
  documents: { select: [...DOCUMENT_FIELDS], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
};

/** The course's and intake's names in the applicant's language (the French ones when untranslated). */
async function inLanguage(strapi: Core.Strapi, row: Row, language: ApplicantLanguage): Promise<Row> {
  if (language === 'fr') return row;
  return {
    ...row,
    course: await courseInLanguage(strapi, row.course, language),
    intake: await inApplicantLanguage(strapi, 'api::entry-year.entry-year', row.intake, language),
  };
}

async function courseInLanguage(strapi: Core.Strapi, course: Row['course'], language: ApplicantLanguage) {
  if (!course) return null;
  // The level is a relation, not a field of the course's English version.
  const { graduationLevel, ...fields } = course;
  const named = await inApplicantLanguage(strapi, 'api::course.course', fields, language);
  return named && { ...named, graduationLevel };
}

/** The required documents not yet kept, and an upload under way: the documents' part of what is missing. */
function missingDocuments(required: DocumentKind[], documents: DocumentView[]): Missing[] {
  const kept = new Set(documents.filter((document) => document.state === 'kept').map((document) => document.kind));
  const missing: Missing[] = required
    .filter((kind) => !kept.has(kind))
    .map((kind) => ({ step: 'documents' as const, field: kind }));
  if (documents.some((document) => document.state === 'receiving'))
    missing.push({ step: 'documents', field: 'uploading' });
  return missing;
}

const view = (row: Row, needs: StudiesCountryNeeds): ApplicationView => {
  const documents = (row.documents ?? []).map(documentView);
  const entryDiploma = row.course?.graduationLevel?.entryDiploma;
  const required = requiredDocuments(entryDiploma, needs);
  return {
    reference: row.reference,
    stage: row.stage,
    editable: EDITABLE.has(row.stage),
    request:
      row.stage === 'documents_requested' && row.requestedDocuments
        ? { documents: row.requestedDocuments, dueOn: row.documentsDueOn }
        : null,
    interview:
      row.stage === 'interview' && row.interviewAt
        ? { at: new Date(row.interviewAt).toISOString(), details: row.interviewDetails, place: null }
        : null,
    conditions: row.conditions && HAS_LETTER.has(row.stage) ? row.conditions : null,
    canAnswer: (OFFER_STAGES as readonly string[]).includes(row.stage),
    hasLetter: HAS_LETTER.has(row.stage),
    decidedAt: row.decidedAt,
    answeredAt: row.answeredAt,
    keepInView: row.keepInView === true,
    erasedOn: erasedOn(row),
    etudesEnFrance: null,
    answers: row.answers ?? {},
    missing: [...missingFields(row.answers), ...missingDocuments(required, documents)],
    documents,
    requiredDocuments: required,
    offeredDocuments: offeredDocuments(entryDiploma, needs),
    diplomaHint: null,
    course: row.course && { documentId: row.course.documentId, title: row.course.title, slug: row.course.slug },
    intake: row.intake,
    savedAt: row.savedAt,
    submittedAt: row.submittedAt,
  };
};

const applications = (strapi: Core.Strapi) => strapi.db.query(APPLICATION_UID);

const studiesCountry = (row: Row): string | null => row.answers?.studies?.institutionCountry || null;

/**
 * Among the countries where these applicants studied, those whose guide says their documents are
 * in neither French nor English (`translationsRequired`): one query for a list of applications.
 */
async function countriesAskingTranslations(strapi: Core.Strapi, rows: Row[]): Promise<Set<string>> {
  const countries = [...new Set(rows.map(studiesCountry).filter((country) => country !== null))];
  if (countries.length === 0) return new Set();
  const guides = (await strapi.db.query('api::country-guide.country-guide').findMany({
    where: { countryCode: { $in: countries }, translationsRequired: true, publishedAt: { $notNull: true } },
    select: ['countryCode'],
  })) as Array<{ countryCode: string }>;
  return new Set(guides.map((guide) => guide.countryCode));
}

/** Applications as their applicant reads them: in their language, with what their course and the country they studied in ask. */
async function viewsOf(strapi: Core.Strapi, rows: Row[], language: ApplicantLanguage): Promise<ApplicationView[]> {
  const translated = await countriesAskingTranslations(strapi, rows);
  return Promise.all(
    rows.map(async (row) =>
      view(await inLanguage(strapi, row, language), { translations: translated.has(studiesCountry(row) ?? '') }),
    ),
  );
}

const viewOf = async (strapi: Core.Strapi, row: Row, language: ApplicantLanguage) =>
  (await viewsOf(strapi, [row], language))[0]!;

/** The day the retention job erases an ended application (application-retention.ts); null while it is open. */
function erasedOn(row: Row): string | null {
  const from = row.stage === 'not_admitted' ? row.decidedAt : row.stage === 'declined' ? row.answeredAt : null;
  if (!from) return null;
  const months = row.stage === 'not_admitted' && row.keepInView ? KEPT_IN_VIEW_MONTHS : UNSUCCESSFUL_MONTHS;
  return addMonths(new Date(from), months).toISOString();
}

const own = (strapi: Core.Strapi, email: string, reference: string) =>
  ownApplication<Row>(strapi, email, reference, { populate: POPULATE });

/** The applicant's applications, the latest saved first. */
export async function applicationsOf(
  strapi: Core.Strapi,
  email: string,
  language: ApplicantLanguage,
): Promise<ApplicationView[]> {
  const rows = (await applications(strapi).findMany({
    where: { applicantEmail: email },
    populate: POPULATE,
    orderBy: { updatedAt: 'desc' },
    limit: 20,
  })) as Row[];
  return viewsOf(strapi, rows, language);
}

/** One of the applicant's applications; null for another person's or an unknown reference. */
export async function readApplication(
  strapi: Core.Strapi,
  email: string,
  reference: string,
  language: ApplicantLanguage,
): Promise<ApplicationView | null> {
  const row = await own(strapi, email, reference);
  if (!row) return null;
  // Independent reads, at once: each application page waits for all of them.
  const [shown, place, etudesEnFrance, hint] = await Promise.all([
    viewOf(strapi, row, language),
    // The office's clock only for an interview to show.
    row.stage === 'interview' && row.interviewAt ? officeClock(strapi, row, language) : null,
    platformGuide(strapi, row, language),
    diplomaHint(strapi, row, language),
  ]);
  return { ...shown, interview: shown.interview && { ...shown.interview, place }, etudesEnFrance, diplomaHint: hint };
}

/**
 * What the country where the applicant studied calls the diploma the course's level asks for, from
 * that country's guide (the level path of the course's level): null without a guide or a path.
 */
async function diplomaHint(
  strapi: Core.Strapi,
  row: Row,
  language: ApplicantLanguage,
): Promise<ApplicationView['diplomaHint']> {
  const country = row.answers?.studies?.institutionCountry;
  const level = row.course?.graduationLevel?.documentId;
  if (!country || !level) return null;
  const guide = (await strapi.db.query('api::country-guide.country-guide').findOne({
    where: { countryCode: country, locale: language, publishedAt: { $notNull: true } },
    select: ['country'],
    populate: { levelPaths: { select: ['diploma'], populate: { graduationLevel: { select: ['documentId'] } } } },
  })) as {
    country: string;
    levelPaths: Array<{ diploma: string | null; graduationLevel: { documentId: string } | null }>;
  } | null;
  const diploma = guide?.levelPaths.find((path) => path.graduationLevel?.documentId === level)?.diploma;
  return guide && diploma ? { country: guide.country, diploma } : null;
}

/** The clock of the applicant's country of residence: its office's zone and city, when the network has one there. */
async function officeClock(
  strapi: Core.Strapi,
  row: Row,
  language: ApplicantLanguage,
): Promise<{ timeZone: string; city: string } | null> {
  const residence = row.answers?.identity?.residence;
  if (!residence) return null;
  const office = (await strapi.db.query('api::office.office').findOne({
    where: { countryCode: residence, locale: language, publishedAt: { $notNull: true } },
    select: ['timeZone', 'city'],
  })) as { timeZone: string | null; city: string | null } | null;
  return office?.timeZone && office.city ? { timeZone: office.timeZone, city: office.city } : null;
}

/** The guide of the applicant's country when their application must go through Études en France too. */
async function platformGuide(
  strapi: Core.Strapi,
  row: Row,
  language: ApplicantLanguage,
): Promise<ApplicationView['etudesEnFrance']> {
  const residence = row.answers?.identity?.residence;
  if (!residence || !row.school?.etudesEnFrance) return null;
  const guide = (await strapi.db.query('api::country-guide.country-guide').findOne({
    where: { countryCode: residence, etudesEnFrance: true, locale: language, publishedAt: { $notNull: true } },
    select: ['slug', 'country'],
  })) as { slug: string; country: string } | null;
  return guide ? { country: guide.country, guideSlug: guide.slug } : null;
}

export type Started = { status: 'started'; reference: string } | { status: 'unknown-course' };

/**
 * Starts an application for a course (and one of its intakes), or gives back the one the
 * applicant has in progress for it: a second press, or the same choice a week later, is one file.
 */
export async function startApplication(
  strapi: Core.Strapi,
  email: string,
  language: ApplicantLanguage,
  choice: { course: string; intake: string | null },
): Promise<Started> {
  const course = (await strapi.db.query('api::course.course').findOne({
    where: { documentId: choice.course, locale: 'fr', publishedAt: { $notNull: true } },
    select: ['id'],
    populate: { entryYears: { select: ['id', 'documentId'] }, school: { select: ['id', 'documentId'] } },
  })) as {
    id: number;
    entryYears: Array<{ id: number; documentId: string }>;
    school: { id: number; documentId: string } | null;
  } | null;
  if (!course) return { status: 'unknown-course' };
  const intake = choice.intake ? course.entryYears.find((year) => year.documentId === choice.intake) : undefined;
  if (choice.intake && !intake) return { status: 'unknown-course' };
  const existing = (await applications(strapi).findOne({
    where: {
      applicantEmail: email,
      course: { documentId: choice.course },
      ...(intake ? { intake: { documentId: choice.intake } } : { intake: { id: { $null: true } } }),
      stage: { $in: [...EDITABLE] },
    },
    select: ['reference'],
  })) as { reference: string } | null;
  if (existing) return { status: 'started', reference: existing.reference };
  const reference = newReference();
  // Through the document service, as the leads are made: a relation to a course, intake or school
  // (drafts and publication) links both versions, which the admin's edit view shows.
  const french = (documentId: string) => ({ documentId, locale: 'fr' });
  await strapi.documents(APPLICATION_UID).create({
    data: {
      reference,
      applicantEmail: email,
      course: french(choice.course),
      intake: intake ? french(intake.documentId) : null,
      // The school's officers find it in their list without opening the course.
      school: course.school ? french(course.school.documentId) : null,
      stage: 'draft',
      answers: {},
      language,
      savedAt: new Date().toISOString(),
    } as unknown as Modules.Documents.Params.Data.Input<typeof APPLICATION_UID>,
  });
  return { status: 'started', reference };
}

export type Saved =
  | { status: 'saved'; errors: Record<string, string>; application: ApplicationView }
  | { status: 'read-only' }
  | { status: 'not-found' };

/**
 * Saves what the applicant sent for one step: each field that keeps its rule is kept (the others
 * are named with their reason), the step's other fields as they were when `partial`.
 */
export async function saveStep(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; step: string; values: Record<string, unknown>; partial: boolean },
  language: ApplicantLanguage,
): Promise<Saved> {
  const step = stepOf(request.step);
  const row = await own(strapi, email, request.reference);
  if (!row || !step) return { status: 'not-found' };
  if (!EDITABLE.has(row.stage)) return { status: 'read-only' };
  const { values, errors } = checkStep(step, request.values, { partial: request.partial });
  const before = row.answers?.[step.key] ?? {};
  // A refused field keeps nothing of its new value, and not the old one either: the page shows
  // what was typed with its error, and the review says the field is missing.
  const kept = Object.fromEntries(Object.entries(before).filter(([name]) => !(name in errors)));
  const answers = { ...(row.answers ?? {}), [step.key]: { ...kept, ...values } };
  // Its time is the page's version of the answers (components/application/field-autosave.ts).
  const savedAt = new Date().toISOString();
  await applications(strapi).update({ where: { id: row.id }, data: { answers, savedAt } });
  return { status: 'saved', errors, application: await viewOf(strapi, { ...row, answers, savedAt }, language) };
}

export type Submitted =
  | { status: 'submitted'; application: ApplicationView }
  | { status: 'incomplete'; missing: ApplicationView['missing'] }
  | { status: 'not-found' };

/** Sends the application to the school: complete, once; afterwards it is the officers' to change. */
export async function submitApplication(
  strapi: Core.Strapi,
  email: string,
  reference: string,
  language: ApplicantLanguage,
): Promise<Submitted> {
  const row = await own(strapi, email, reference);
  if (!row) return { status: 'not-found' };
  if (!EDITABLE.has(row.stage)) return { status: 'submitted', application: await viewOf(strapi, row, language) };
  // The answers, the required documents, and no upload under way: a file sent during one would go without it.
  const { missing } = await viewOf(strapi, row, language);
  if (missing.length > 0) return { status: 'incomplete', missing };
  // Only a file still editable is sent: two presses send it once, with one entry in its history.
  const at = new Date();
  await strapi.db.transaction(async () => {
    const { count } = await applications(strapi).updateMany({
      where: { id: row.id, stage: { $in: [...EDITABLE] } },
      data: { stage: 'submitted', submittedAt: at },
    });
    if (count === 1)
      await recordApplicationAction(strapi, {
        application: row,
        fromStage: row.stage,
        toStage: 'submitted',
        note: null,
        requestedDocuments: null,
        conditions: null,
        author: APPLICANT_AUTHOR,
        at,
      });
  });
  const sent = (await own(strapi, email, reference))!;
  return { status: 'submitted', application: await viewOf(strapi, sent, language) };
}

export type Answered =
  | { status: 'answered'; application: ApplicationView }
  | { status: 'no-offer'; application: ApplicationView }
  | { status: 'not-found' };

/**
 * The applicant accepts or declines the school's offer, once: two presses, or two devices, make
 * one answer (the first), recorded in the history and sent to the CRM.
 */
export async function answerOffer(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; answer: 'accept' | 'decline' },
  language: ApplicantLanguage,
): Promise<Answered> {
  const row = await own(strapi, email, request.reference);
  if (!row) return { status: 'not-found' };
  const toStage: ApplicationStage = request.answer === 'accept' ? 'accepted' : 'declined';
  const at = new Date();
  const answered = await strapi.db.transaction(async () => {
    const { count } = await applications(strapi).updateMany({
      where: { id: row.id, stage: { $in: [...OFFER_STAGES] } },
      data: { stage: toStage, answeredAt: at },
    });
    if (count === 1)
      await recordApplicationAction(strapi, {
        application: row,
        fromStage: row.stage,
        toStage,
        note: null,
        requestedDocuments: null,
        conditions: null,
        author: APPLICANT_AUTHOR,
        at,
      });
    return count === 1;
  });
  const now = await viewOf(strapi, (await own(strapi, email, request.reference))!, language);
  return { status: answered ? 'answered' : 'no-offer', application: now };
}

/**
 * A student not admitted asks to be kept in view for another intake (kept 24 months instead of 3),
 * or changes their mind. Answers the application as it now is; null for another person's or one
 * that was not refused.
 */
export async function keepInView(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; keep: boolean },
  language: ApplicantLanguage,
): Promise<ApplicationView | null> {
  const row = await own(strapi, email, request.reference);
  if (!row || row.stage !== 'not_admitted') return null;
  await applications(strapi).update({
    where: { id: row.id },
    data: { keepInView: request.keep, keepInViewAt: new Date() },
  });
  return await viewOf(strapi, { ...row, keepInView: request.keep }, language);
}

/** The applications of an address (made before `before`, when given), as stored: for the person's export and erasure. */
export async function applicationsHeld(
  strapi: Core.Strapi,
  email: string,
  before?: Date,
): Promise<Array<Record<string, unknown> & { id: number }>> {
  return (await applications(strapi).findMany({
    where: { applicantEmail: email, ...(before ? { createdAt: { $lte: before } } : {}) },
    populate: {
      ...POPULATE,
      school: { select: ['documentId', 'name'], where: published },
      events: {
        select: ['documentId', 'fromStage', 'toStage', 'note', 'requestedDocuments', 'conditions', 'at', 'by'],
        orderBy: [{ at: 'asc' }, { id: 'asc' }],
      },
      // What was sent, not the bytes: the person has their files; the export says which the school holds.
      documents: { select: ['kind', 'fileName', 'contentType', 'size', 'pages', 'state', 'createdAt'] },
    },
    orderBy: { createdAt: 'asc' },
  })) as Array<Record<string, unknown> & { id: number }>;
}

/** Deletes those applications, their answers, their documents and their history with them. */
export async function deleteApplications(strapi: Core.Strapi, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteDocumentsOf(strapi, ids);
  await strapi.db.query(APPLICATION_EVENT_UID).deleteMany({ where: { application: { id: { $in: ids } } } });
  return (await applications(strapi).deleteMany({ where: { id: { $in: ids } } })).count;
}
