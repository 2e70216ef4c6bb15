import { PART_BYTES } from '@horizon/shared/application-documents';
import { keepPending, type PendingUpload } from './pending-uploads';

// Sends one file to the upload route in parts of PART_BYTES, each from where the CMS says the file
// stands: a part lost with the connection is sent again, a part sent twice is kept once. While the
// connection is down it waits for it (the `online` event, or a retry that grows to 30 s) and goes
// on; it gives up only on an answer that another try would not change.

export type Refusal = 'type' | 'unreadable' | 'encrypted' | 'pages' | 'pixels' | 'virus';
export type Failure =
  | 'too-large'
  | 'empty'
  | 'too-many'
  | 'read-only'
  | 'not-found'
  | 'signed-out'
  | 'malformed'
  | 'unsupported';

export type Progress =
  | { phase: 'sending'; sent: number; size: number }
  | { phase: 'waiting'; sent: number; size: number }
  | { phase: 'checking' };

export type Outcome =
  | { outcome: 'kept'; fileName: string }
  | { outcome: 'refused'; reason: Refusal }
  | { outcome: 'failed'; failure: Failure };

type Answer =
  | {
      status: 'started' | 'receiving' | 'kept' | 'scanner-unavailable';
      document: { id: string; received: number; size: number; fileName: string };
    }
  | { status: 'refused'; reason: Refusal }
  | { status: Failure | 'unavailable' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the browser says it is online again, or after `ms`. */
const connectionBack = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });

export async function sendDocument(
  upload: PendingUpload,
  url: string,
  onProgress: (progress: Progress) => void,
): Promise<Outcome> {
  const size = upload.blob.size;
  let sent = 0;
  let wait = 2000;
  /** One request, again until it gets an answer: the connection or the CMS away is waited out. */
  const ask = async (init: () => RequestInit, query = ''): Promise<Answer> => {
    for (;;) {
      try {
        const response = await fetch(`${url}${query}`, { ...init(), credentials: 'same-origin', cache: 'no-store' });
        const answer = (await response.json().catch(() => ({ status: 'unavailable' }))) as Answer;
        if (answer.status !== 'unavailable' && answer.status !== 'scanner-unavailable') {
          wait = 2000;
          return answer;
        }
      } catch {
        // No connection: the `online` event, or the next try, says when to go on.
      }
      onProgress({ phase: 'waiting', sent, size });
      await (navigator.onLine ? pause(wait) : connectionBack(30_000));
      wait = Math.min(wait * 2, 30_000);
    }
  };
  const json = (body: unknown) => () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  let answer = upload.document
    ? await ask(json({ action: 'status', document: upload.document }))
    : await ask(
        json({ action: 'start', kind: upload.kind, fileName: upload.fileName, size, uploadKey: upload.uploadKey }),
      );
  if (answer.status === 'started') await keepPending({ ...upload, document: answer.document.id });
  for (;;) {
    if (answer.status === 'kept') return { outcome: 'kept', fileName: answer.document.fileName };
    if (answer.status === 'refused') return { outcome: 'refused', reason: answer.reason };
    if (!('document' in answer)) return { outcome: 'failed', failure: answer.status as Failure };
    const { id, received } = answer.document;
    sent = received;
    onProgress(received >= size ? { phase: 'checking' } : { phase: 'sending', sent, size });
    if (received >= size) {
      answer = await ask(json({ action: 'status', document: id }));
      continue;
    }
    const part = upload.blob.slice(received, received + PART_BYTES);
    if (received + part.size >= size) onProgress({ phase: 'checking' });
    answer = await ask(
      () => ({ method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: part }),
      `?${new URLSearchParams({ document: id, start: String(received) })}`,
    );
  }
}
