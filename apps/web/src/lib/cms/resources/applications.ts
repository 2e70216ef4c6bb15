import 'server-only';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  type DocumentKind,
  type DocumentType,
} from '@horizon/shared/application-documents';
import { z } from 'zod';
import { cmsRequest } from '../client';
import { singleOf } from '../schemas/strapi';

// An applicant's applications (apps/cms/src/features/applications), each call with their
// session's token: never cached.

const entry = z.object({ documentId: z.string() });
const documentKind = z.enum(DOCUMENT_KINDS as [DocumentKind, ...DocumentKind[]]);
/** A file the applicant sent (apps/cms/src/features/application-documents). */
export const documentSchema = z.object({
  id: z.string(),
  kind: documentKind,
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_TYPES as [DocumentType, ...DocumentType[]]).nullable(),
  size: z.number(),
  received: z.number(),
  pages: z.number().nullable(),
  state: z.enum(['receiving', 'kept']),
  virusScan: z.enum(['clean', 'not_scanned']).nullable(),
  keptAt: z.string().nullable(),
});
export type ApplicationDocument = z.infer<typeof documentSchema>;
const applicationSchema = z.object({
  reference: z.string(),
  stage: z.string(),
  editable: z.boolean(),
  answers: z.record(z.string(), z.record(z.string(), z.string())),
  missing: z.array(z.object({ step: z.string(), field: z.string() })),
  documents: z.array(documentSchema),
  requiredDocuments: z.array(documentKind),
  /** What the documents' step offers to add, in its order: the required kinds first, then the optional ones. */
  offeredDocuments: z.array(documentKind),
  diplomaHint: z.object({ country: z.string(), diploma: z.string() }).nullable(),
  course: entry.extend({ title: z.string(), slug: z.string() }).nullable(),
  intake: entry.extend({ label: z.string(), startDate: z.string().nullable() }).nullable(),
  savedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  request: z.object({ documents: z.string(), dueOn: z.string().nullable() }).nullable(),
  interview: z
    .object({
      at: z.string(),
      details: z.string().nullable(),
      place: z.object({ timeZone: z.string(), city: z.string() }).nullable(),
    })
    .nullable(),
  conditions: z.string().nullable(),
  canAnswer: z.boolean(),
  hasLetter: z.boolean(),
  decidedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  keepInView: z.boolean(),
  erasedOn: z.string().nullable(),
  etudesEnFrance: z.object({ country: z.string(), guideSlug: z.string() }).nullable(),
});
export type ApplicationView = z.infer<typeof applicationSchema>;

const startedSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('started'), reference: z.string() }),
    z.object({ status: z.literal('unknown-course') }),
  ]),
);
const savedSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('saved'), errors: z.record(z.string(), z.string()), application: applicationSchema }),
    z.object({ status: z.literal('read-only') }),
    z.object({ status: z.literal('not-found') }),
  ]),
);
const submittedSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('submitted'), application: applicationSchema }),
    z.object({ status: z.literal('incomplete'), missing: applicationSchema.shape.missing }),
    z.object({ status: z.literal('not-found') }),
  ]),
);

const post = async <T>(path: string, body: unknown, schema: z.ZodType<{ data: T }>): Promise<T> =>
  (await cmsRequest({ scope: 'application', method: 'POST', path, locale: 'fr', body, schema })).data;

export const myApplications = (token: string) =>
  post('/applicant/applications', { token }, singleOf(z.array(applicationSchema)));

export const startApplication = (token: string, course: string, intake: string | null) =>
  post('/applicant/applications/start', { token, course, intake }, startedSchema);

/** One of the applicant's applications; null for another's or an unknown reference. */
export const readApplication = (token: string, reference: string) =>
  post('/applicant/applications/read', { token, reference }, singleOf(applicationSchema.nullable()));

export const saveApplicationStep = (
  token: string,
  reference: string,
  step: string,
  values: Record<string, string>,
  partial = false,
) => post('/applicant/applications/save', { token, reference, step, values, partial }, savedSchema);

export const submitApplication = (token: string, reference: string) =>
  post('/applicant/applications/submit', { token, reference }, submittedSchema);

const answeredSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('answered'), application: applicationSchema }),
    z.object({ status: z.literal('no-offer'), application: applicationSchema }),
    z.object({ status: z.literal('not-found') }),
  ]),
);

/** The applicant accepts or declines the school's offer; the first answer counts. */
export const answerOffer = (token: string, reference: string, answer: 'accept' | 'decline') =>
  post('/applicant/applications/answer', { token, reference, answer }, answeredSchema);

/** The offer letter's PDF; a CmsError 404 when there is none (no offer, another person's). */
export const offerLetter = async (token: string, reference: string): Promise<Uint8Array> =>
  cmsRequest({
    scope: 'offer letter',
    method: 'POST',
    path: '/applicant/applications/letter',
    locale: 'fr',
    body: { token, reference },
    binary: true,
    schema: z.instanceof(Uint8Array),
  });

/** A student not admitted asks to be kept in view for another intake, or no longer; null when it cannot be. */
export const keepInView = (token: string, reference: string, keep: boolean) =>
  post('/applicant/applications/keep', { token, reference, keep }, singleOf(applicationSchema.nullable()));
