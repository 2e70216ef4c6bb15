import type { DocumentKind } from '@horizon/shared/application-documents';
import { clear, createStore, del, set, values, type UseStore } from 'idb-keyval';

// The documents this device is sending, with their bytes, in the browser's IndexedDB: a dropped
// connection, a reload or a phone's browser restarted resumes each from where the CMS says it
// stands. Deleted once the file is kept or refused, all of them at sign-out (a shared phone keeps
// nobody's files: components/application/forget-drafts.tsx), and any after 7 days: the CMS deletes
// an upload it has not received whole by then (docs/privacy.md), so there is nothing to resume.

export const PENDING_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface PendingUpload {
  uploadKey: string;
  reference: string;
  kind: DocumentKind;
  fileName: string;
  blob: Blob;
  /** The CMS's id for it, once started. */
  document: string | null;
  /** When this device took it (milliseconds since the epoch). */
  keptAt: number;
}

const stale = (upload: PendingUpload, now: number) =>
  typeof upload.keptAt !== 'number' || now - upload.keptAt > PENDING_LIFETIME_MS;

let store: UseStore | null = null;
const uploads = () => (store ??= createStore('horizon-uploads', 'pending'));

/** The files this device has not finished sending for an application; none when storage is refused. */
export async function pendingUploads(reference: string): Promise<PendingUpload[]> {
  await forgetStalePending();
  try {
    return ((await values(uploads())) as PendingUpload[]).filter((upload) => upload.reference === reference);
  } catch {
    return [];
  }
}

/** Deletes the files past their lifetime on this device (any applicant's). */
export async function forgetStalePending(): Promise<void> {
  try {
    const now = Date.now();
    const kept = (await values(uploads())) as PendingUpload[];
    await Promise.all(kept.filter((upload) => stale(upload, now)).map((upload) => forgetPending(upload.uploadKey)));
  } catch {
    // Storage refused: nothing is kept.
  }
}

/** Keeps (or updates) a file being sent; storage refused or full: it is sent from the page only. */
export async function keepPending(upload: PendingUpload): Promise<void> {
  await set(upload.uploadKey, upload, uploads()).catch(() => undefined);
}

export async function forgetPending(uploadKey: string): Promise<void> {
  await del(uploadKey, uploads()).catch(() => undefined);
}

/** Forgets every file this device was sending. */
export async function forgetAllPending(): Promise<void> {
  await clear(uploads()).catch(() => undefined);
}
