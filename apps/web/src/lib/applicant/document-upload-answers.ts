import type { Received, Started } from '@/lib/cms/resources/application-documents';

// What the upload route answers the page (components/application-documents/upload-document.ts):
// the CMS's outcome as it is, under the HTTP status a browser and a log understand. The page says
// each one in the applicant's language from its `status` (and `reason`).

export type UploadAnswer =
  | Started
  | Received
  | { status: 'signed-out' | 'unavailable' | 'malformed' | 'too-large' | 'unsupported' };

const STATUS: Record<UploadAnswer['status'], number> = {
  started: 200,
  receiving: 200,
  kept: 200,
  refused: 422,
  'too-large': 413,
  empty: 422,
  'too-many': 409,
  'read-only': 409,
  'not-found': 404,
  malformed: 400,
  unsupported: 415,
  'scanner-unavailable': 503,
  unavailable: 503,
  'signed-out': 401,
};

/** The answer as JSON under its status, never cached. */
export const uploadAnswer = (answer: UploadAnswer): Response =>
  Response.json(answer, { status: STATUS[answer.status], headers: { 'cache-control': 'private, no-store' } });
