import 'server-only';
import { z } from 'zod';
import { cmsRequest } from '../client';
import { singleOf } from '../schemas/strapi';

// An applicant's applications (apps/cms/src/features/applications), each call with their
// session's token: never cached.

const entry = z.object({ documentId: z.string() });
const applicationSchema = z.object({
  reference: z.string(),
  stage: z.string(),
  editable: z.boolean(),
  answers: z.record(z.string(), z.record(z.string(), z.string())),
  missing: z.array(z.object({ step: z.string(), field: z.string() })),
  course: entry.extend({ title: z.string(), slug: z.string() }).nullable(),
  intake: entry.extend({ label: z.string(), startDate: z.string().nullable() }).nullable(),
  savedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
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
