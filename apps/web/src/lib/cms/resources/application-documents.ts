import 'server-only';
import { z } from 'zod';
import type { DocumentKind } from '@horizon/shared/application-documents';
import { cmsRequest } from '../client';
import { singleOf } from '../schemas/strapi';
import { documentSchema } from './applications';

// An applicant's documents (apps/cms/src/features/application-documents), each call with their
// session's token: never cached. A part travels as base64 in the JSON (server to server).

const refusal = z.enum(['type', 'unreadable', 'encrypted', 'pages', 'pixels', 'virus']);
const startedSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('started'), document: documentSchema }),
    z.object({ status: z.enum(['too-large', 'empty', 'too-many', 'read-only', 'not-found']) }),
  ]),
);
const receivedSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.enum(['receiving', 'kept', 'scanner-unavailable']), document: documentSchema }),
    z.object({ status: z.literal('refused'), reason: refusal }),
    z.object({ status: z.enum(['not-found', 'read-only', 'malformed']) }),
  ]),
);
export type Received = z.infer<typeof receivedSchema>['data'];
export type Started = z.infer<typeof startedSchema>['data'];
export type Refusal = z.infer<typeof refusal>;

const post = async <T>(path: string, body: unknown, schema: z.ZodType<{ data: T }>): Promise<T> =>
  (await cmsRequest({ scope: 'application document', method: 'POST', path, locale: 'fr', body, schema })).data;

export const startDocument = (
  token: string,
  reference: string,
  file: { kind: DocumentKind; fileName: string; size: number; uploadKey: string },
) => post('/applicant/documents/start', { token, reference, ...file }, startedSchema);

export const sendDocumentPart = (
  token: string,
  reference: string,
  document: string,
  start: number,
  bytes: Uint8Array,
) =>
  post(
    '/applicant/documents/part',
    { token, reference, document, start, bytes: Buffer.from(bytes).toString('base64') },
    receivedSchema,
  );

export const documentStatus = (token: string, reference: string, document: string) =>
  post('/applicant/documents/status', { token, reference, document }, receivedSchema);

export const removeDocument = (token: string, reference: string, document: string) =>
  post(
    '/applicant/documents/remove',
    { token, reference, document },
    singleOf(z.object({ status: z.enum(['removed', 'not-found', 'read-only']) })),
  );

/** A kept document's bytes; a CmsError 404 for another person's, an unknown or an unfinished one. */
export const documentContent = (token: string, reference: string, document: string): Promise<Uint8Array> =>
  cmsRequest({
    scope: 'application document',
    method: 'POST',
    path: '/applicant/documents/content',
    locale: 'fr',
    body: { token, reference, document },
    binary: true,
    schema: z.instanceof(Uint8Array),
  });
