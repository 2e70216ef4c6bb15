import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  PART_BYTES,
  type DocumentKind,
} from '@horizon/shared/application-documents';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { isReference } from '@/lib/applicant/application-paths';
import { isCmsError } from '@/lib/cms/errors';
import {
  documentStatus,
  sendDocumentPart,
  startDocument,
  type Received,
} from '@/lib/cms/resources/application-documents';
import { uploadAnswer, type UploadAnswer } from './document-upload-answers';

// Where an applicant's documents are sent, for one application
// (`/candidature/dossier/C-…/pieces/envoi` | `/en/apply/application/C-…/documents/upload`):
// - with JavaScript, JSON to start a file or ask where it stands, then its parts as raw bytes
//   (`?document=…&start=…`), each answered with where the file stands;
// - without it, the plain form's file, whole (multipart), sent on in parts from here, then the
//   documents' page again with the outcome.

const kind = z.enum(DOCUMENT_KINDS as [DocumentKind, ...DocumentKind[]]);
const documentId = z.string().regex(/^[a-z0-9]{10,40}$/);
const jsonRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('start'),
    kind,
    fileName: z.string().max(500),
    size: z.number().int().min(0),
    uploadKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  }),
  z.object({ action: z.literal('status'), document: documentId }),
]);

/** The CMS's answer, or what the page is told when the call itself failed. */
async function ask<T extends UploadAnswer>(call: () => Promise<T>): Promise<T | UploadAnswer> {
  try {
    return await call();
  } catch (error) {
    if (!isCmsError(error)) throw error;
    if (error.status === 401) return { status: 'signed-out' };
    if (error.status === 400) return { status: 'malformed' };
    return { status: 'unavailable' };
  }
}

export async function receiveDocumentUpload(request: Request, locale: Locale, reference: string): Promise<Response> {
  if (!isReference(reference)) return uploadAnswer({ status: 'not-found' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return wholeFile(request, locale, reference);
  const token = await sessionToken();
  if (!token) return uploadAnswer({ status: 'signed-out' });
  if (type === 'application/json') {
    const parsed = jsonRequest.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return uploadAnswer({ status: 'malformed' });
    const body = parsed.data;
    if (body.action === 'status') return uploadAnswer(await ask(() => documentStatus(token, reference, body.document)));
    // A 2 GB file is answered before any of it is sent.
    if (body.size > MAX_DOCUMENT_BYTES) return uploadAnswer({ status: 'too-large' });
    const { kind: chosen, fileName, size, uploadKey } = body;
    return uploadAnswer(await ask(() => startDocument(token, reference, { kind: chosen, fileName, size, uploadKey })));
  }
  if (type === 'application/octet-stream') {
    const query = new URL(request.url).searchParams;
    const document = documentId.safeParse(query.get('document'));
    const start = Number(query.get('start'));
    if (!document.success || !Number.isInteger(start) || start < 0) return uploadAnswer({ status: 'malformed' });
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length === 0 || bytes.length > PART_BYTES) return uploadAnswer({ status: 'malformed' });
    return uploadAnswer(await ask(() => sendDocumentPart(token, reference, document.data, start, bytes)));
  }
  return uploadAnswer({ status: 'unsupported' });
}

/**
 * The plain form's file (without JavaScript): sent on to the CMS in parts, then the documents'
 * page again, saying what became of it. Nothing is kept here.
 */
async function wholeFile(request: Request, locale: Locale, reference: string): Promise<Response> {
  const page = getPathname({
    href: { pathname: '/candidature/dossier/[reference]/pieces', params: { reference } },
    locale,
  });
  const back = (query: Record<string, string>) =>
    new Response(null, {
      status: 303,
      headers: { location: `${page}?${new URLSearchParams(query)}`, 'cache-control': 'private, no-store' },
    });
  const token = await sessionToken();
  if (!token)
    return new Response(null, {
      status: 303,
      headers: { location: getPathname({ href: '/candidature/connexion', locale }) },
    });
  const form = await request.formData().catch(() => null);
  const chosen = kind.safeParse(form?.get('kind'));
  const file = form?.get('file');
  if (!chosen.success) return back({ envoi: 'malformed' });
  if (!(file instanceof File) || file.size === 0) return back({ envoi: 'empty', piece: chosen.data });
  if (file.size > MAX_DOCUMENT_BYTES) return back({ envoi: 'too-large', piece: chosen.data });
  const started = await ask(() =>
    startDocument(token, reference, {
      kind: chosen.data,
      fileName: file.name,
      size: file.size,
      uploadKey: randomUUID(),
    }),
  );
  if (started.status !== 'started') return back({ envoi: started.status, piece: chosen.data });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let answer: Received | UploadAnswer = { status: 'receiving', document: started.document };
  for (let at = 0; at < bytes.length && answer.status === 'receiving'; at += PART_BYTES) {
    const part = bytes.subarray(at, at + PART_BYTES);
    answer = await ask(() => sendDocumentPart(token, reference, started.document.id, at, part));
  }
  const outcome: Record<string, string> = { envoi: answer.status, piece: chosen.data };
  if (answer.status === 'refused') outcome.raison = answer.reason;
  return back(outcome);
}
