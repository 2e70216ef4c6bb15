import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_APPLICATION,
  MAX_FILES_PER_KIND,
  PART_BYTES,
  documentFileName,
  type DocumentKind,
  type DocumentType,
} from '@horizon/shared/application-documents';
import {
  APPLICATION_DOCUMENT_UID,
  APPLICATION_UID,
  EDITABLE_STAGES,
  type ApplicationStage,
} from '../../admissions/application-labels';
import { cmsEnv } from '../../env/cms-env';
import { log } from '../../utils/log';
import { checkDocument, type Refusal } from './document-checks';
import { addPart, deleteParts, readParts } from './document-parts';
import { ScannerUnavailable, scanForViruses } from './virus-scan';
import { documentScans } from './virus-scan-metrics';

// An applicant's documents: started with the file's declared size, sent in parts of at most
// PART_BYTES, each appended only where the last one ended (a part sent twice, or after a dropped
// connection, is answered with where the file stands, and the page goes on from there), checked
// and scanned once whole. A refused file is deleted at once with the reason; nothing of it is kept.

export interface DocumentView {
  id: string;
  kind: DocumentKind;
  fileName: string;
  contentType: DocumentType | null;
  size: number;
  received: number;
  pages: number | null;
  state: 'receiving' | 'kept';
  virusScan: 'clean' | 'not_scanned' | null;
  keptAt: string | null;
}

/** A document's row as read: its row id, and the view's fields under their stored names. */
type StoredRow = Omit<DocumentView, 'id'> & { id: number; documentId: string };

/** What the application's reads select of each document. */
export const DOCUMENT_FIELDS = [
  'documentId',
  'kind',
  'fileName',
  'contentType',
  'size',
  'received',
  'pages',
  'state',
  'virusScan',
  'keptAt',
] as const;

export const documentView = (row: Omit<StoredRow, 'id'>): DocumentView => ({
  id: row.documentId,
  kind: row.kind,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  received: row.received ?? 0,
  pages: row.pages,
  state: row.state,
  virusScan: row.virusScan,
  keptAt: row.keptAt,
});

const documents = (strapi: Core.Strapi) => strapi.db.query(APPLICATION_DOCUMENT_UID);

/**
 * One of the applicant's applications, by its reference, as `read` selects or populates it; null
 * for another person's or an unknown reference. The one rule of whose an application is, for its
 * documents and for the applications' own routes (features/applications, which import this one).
 */
export async function ownApplication<Row>(
  strapi: Core.Strapi,
  email: string,
  reference: string,
  read: { select: string[] } | { populate: Record<string, unknown> },
): Promise<Row | null> {
  return (await strapi.db
    .query(APPLICATION_UID)
    .findOne({ where: { reference, applicantEmail: email }, ...read })) as Row | null;
}

/** The application as its documents need it: which one, and whether it may still change. */
const applicationOfDocuments = (strapi: Core.Strapi, email: string, reference: string) =>
  ownApplication<{ id: number; stage: ApplicationStage }>(strapi, email, reference, { select: ['id', 'stage'] });

async function ownDocument(strapi: Core.Strapi, email: string, reference: string, documentId: string) {
  const application = await applicationOfDocuments(strapi, email, reference);
  if (!application) return null;
  const document = (await documents(strapi).findOne({
    where: { documentId, application: { id: application.id } },
    select: ['id', 'uploadKey', ...DOCUMENT_FIELDS],
  })) as StoredRow | null;
  return document ? { application, document } : null;
}

export type Started =
  | { status: 'started'; document: DocumentView }
  | { status: 'too-large' | 'empty' | 'too-many' | 'read-only' | 'not-found' };

/**
 * Opens a document for its parts. The same `uploadKey` (the page makes one per file) gives back
 * the same document: a start sent again after a dropped answer makes no second one.
 */
export async function startDocument(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; kind: DocumentKind; fileName: string; size: number; uploadKey: string },
): Promise<Started> {
  const application = await applicationOfDocuments(strapi, email, request.reference);
  if (!application) return { status: 'not-found' };
  if (!EDITABLE_STAGES.includes(application.stage)) return { status: 'read-only' };
  const existing = (await documents(strapi).findOne({
    where: { application: { id: application.id }, uploadKey: request.uploadKey },
    select: [...DOCUMENT_FIELDS],
  })) as StoredRow | null;
  if (existing) return { status: 'started', document: documentView(existing) };
  if (request.size <= 0) return { status: 'empty' };
  if (request.size > MAX_DOCUMENT_BYTES) return { status: 'too-large' };
  const held = (await documents(strapi).findMany({
    where: { application: { id: application.id } },
    select: ['kind'],
  })) as Array<{ kind: DocumentKind }>;
  if (
    held.length >= MAX_FILES_PER_APPLICATION ||
    held.filter((document) => document.kind === request.kind).length >= MAX_FILES_PER_KIND
  )
    return { status: 'too-many' };
  const created = (await documents(strapi).create({
    data: {
      application: application.id,
      kind: request.kind,
      // Its extension follows its content once checked (keep()).
      fileName: documentFileName(request.fileName, 'application/pdf').replace(/\.pdf$/, ''),
      size: request.size,
      received: 0,
      state: 'receiving',
      uploadKey: request.uploadKey,
    },
    select: [...DOCUMENT_FIELDS],
  })) as StoredRow;
  return { status: 'started', document: documentView(created) };
}

export type Received =
  | { status: 'receiving' | 'kept' | 'scanner-unavailable'; document: DocumentView }
  | { status: 'refused'; reason: Refusal }
  | { status: 'not-found' | 'read-only' | 'malformed' };

/**
 * Appends a part at `start`. A part that does not start where the file stands (sent twice, or
 * the page lost count) keeps nothing and answers where it stands. The last part checks the file.
 */
export async function receivePart(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; document: string; start: number; bytes: Uint8Array },
): Promise<Received> {
  const found = await ownDocument(strapi, email, request.reference, request.document);
  if (!found) return { status: 'not-found' };
  const { application, document } = found;
  if (!EDITABLE_STAGES.includes(application.stage)) return { status: 'read-only' };
  if (document.state === 'kept') return { status: 'kept', document: documentView(document) };
  const length = request.bytes.length;
  if (length === 0 || length > PART_BYTES || request.start + length > document.size) return { status: 'malformed' };
  if (request.start !== document.received) return settle(strapi, document);
  const added = await strapi.db.transaction(async ({ trx }) => {
    // Two copies of one part: the first moves the count on; the second changes nothing and is undone.
    const moved = await documents(strapi).updateMany({
      where: { id: document.id, received: request.start },
      data: { received: request.start + length },
    });
    if (moved.count !== 1) return false;
    await addPart(trx, document.id, request.start, request.bytes);
    return true;
  });
  const now = added ? { ...document, received: request.start + length } : await reread(strapi, document.id);
  if (!now) return { status: 'not-found' };
  return settle(strapi, now);
}

async function reread(strapi: Core.Strapi, id: number): Promise<StoredRow | null> {
  return (await documents(strapi).findOne({ where: { id }, select: ['id', ...DOCUMENT_FIELDS] })) as StoredRow | null;
}

/** Where a document stands; a whole file not yet checked (the scanner was away) is checked now. */
export async function documentStatus(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; document: string },
): Promise<Received> {
  const found = await ownDocument(strapi, email, request.reference, request.document);
  if (!found) return { status: 'not-found' };
  return settle(strapi, found.document);
}

async function settle(strapi: Core.Strapi, document: StoredRow): Promise<Received> {
  if (document.state === 'kept') return { status: 'kept', document: documentView(document) };
  if (document.received < document.size) return { status: 'receiving', document: documentView(document) };
  return keep(strapi, document);
}

/** Checks a whole file: kept with its type, pages and digest, or deleted with the reason. */
async function keep(strapi: Core.Strapi, document: StoredRow): Promise<Received> {
  const bytes = await readParts(strapi, document.id);
  const refuse = async (reason: Refusal, fields: Record<string, unknown> = {}) => {
    await deleteDocuments(strapi, [document.id]);
    log('info', 'application document refused', { reason, size: bytes.length, ...fields });
    return { status: 'refused' as const, reason };
  };
  if (bytes.length !== document.size) return refuse('unreadable');
  // The scan first: a virus is named as one (and logged), whatever else is wrong with the file.
  const scanner = cmsEnv().CLAMD_URL;
  let virusScan: 'clean' | 'not_scanned' = 'not_scanned';
  if (scanner) {
    try {
      const scan = await scanForViruses(bytes, scanner);
      documentScans.inc({ result: scan.verdict });
      if (scan.verdict === 'infected') return refuse('virus', { signature: scan.signature });
      virusScan = 'clean';
    } catch (error) {
      if (!(error instanceof ScannerUnavailable)) throw error;
      documentScans.inc({ result: 'unavailable' });
      // The file stays whole and unchecked: the page asks again, and it is checked then.
      log('error', 'virus scanner unavailable', { reason: error.message });
      return { status: 'scanner-unavailable', document: documentView(document) };
    }
  } else {
    documentScans.inc({ result: 'unconfigured' });
    log('warn', 'application document kept without a virus scan: CLAMD_URL is not set');
  }
  const checked = await checkDocument(bytes);
  if (!checked.ok) return refuse(checked.reason);
  const data = {
    state: 'kept' as const,
    contentType: checked.type,
    pages: checked.pages,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: documentFileName(document.fileName, checked.type),
    virusScan,
    keptAt: new Date(),
  };
  await documents(strapi).update({ where: { id: document.id }, data });
  return { status: 'kept', document: documentView({ ...document, ...data, keptAt: data.keptAt.toISOString() }) };
}

export type Removed = { status: 'removed' | 'not-found' | 'read-only' };

/** The applicant takes a document back (or stops its upload) while the file may still change. */
export async function removeDocument(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; document: string },
): Promise<Removed> {
  const found = await ownDocument(strapi, email, request.reference, request.document);
  if (!found) return { status: 'not-found' };
  if (!EDITABLE_STAGES.includes(found.application.stage)) return { status: 'read-only' };
  await deleteDocuments(strapi, [found.document.id]);
  return { status: 'removed' };
}

export interface DocumentContent {
  fileName: string;
  contentType: DocumentType;
  bytes: Buffer;
}

/** A kept document's bytes, for its applicant; null for another person's, an unknown or an unfinished one. */
export async function documentContent(
  strapi: Core.Strapi,
  email: string,
  request: { reference: string; document: string },
): Promise<DocumentContent | null> {
  const found = await ownDocument(strapi, email, request.reference, request.document);
  return found ? contentOf(strapi, found.document) : null;
}

/** A kept document's bytes, by the document's id alone: for an officer the caller has let in. */
export async function officerDocumentContent(strapi: Core.Strapi, documentId: string): Promise<DocumentContent | null> {
  const document = (await documents(strapi).findOne({
    where: { documentId },
    select: ['id', ...DOCUMENT_FIELDS],
  })) as StoredRow | null;
  return document ? contentOf(strapi, document) : null;
}

async function contentOf(strapi: Core.Strapi, document: StoredRow): Promise<DocumentContent | null> {
  if (document.state !== 'kept' || !document.contentType) return null;
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    bytes: await readParts(strapi, document.id),
  };
}

/** Deletes documents, by row id, with their bytes. */
export async function deleteDocuments(strapi: Core.Strapi, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteParts(strapi, ids);
  return (await documents(strapi).deleteMany({ where: { id: { $in: ids } } })).count;
}

/** Deletes the documents of these applications (`kinds`: only those kinds), with their bytes. */
export async function deleteDocumentsOf(
  strapi: Core.Strapi,
  applicationIds: number[],
  kinds?: readonly DocumentKind[],
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const rows = (await documents(strapi).findMany({
    where: { application: { id: { $in: applicationIds } }, ...(kinds ? { kind: { $in: [...kinds] } } : {}) },
    select: ['id'],
  })) as Array<{ id: number }>;
  return deleteDocuments(
    strapi,
    rows.map((row) => row.id),
  );
}

/** Uploads left unfinished for `days`: deleted by the retention job (the page that started them is long gone). */
export async function deleteAbandonedUploads(strapi: Core.Strapi, now: Date, days = 7): Promise<number> {
  const rows = (await documents(strapi).findMany({
    where: { state: 'receiving', createdAt: { $lt: new Date(now.getTime() - days * 86_400_000) } },
    select: ['id'],
    limit: 500,
  })) as Array<{ id: number }>;
  return deleteDocuments(
    strapi,
    rows.map((row) => row.id),
  );
}
