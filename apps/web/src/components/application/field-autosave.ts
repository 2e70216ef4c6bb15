'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, writeDraft, type SentAnswer } from '@/lib/applicant/application-drafts';
import type { AutosaveResult } from './application-actions';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'signed-out' };

// Tried again this long after a failed send, besides when the browser says it is back online.
const RETRY_MS = 15_000;

/**
 * Each answer saved as it is left: written to the device at once, sent to the CMS when the field
 * loses the focus, and, without a connection, kept on the device and sent when it comes back (the
 * browser's `online` event, a retry, the next field left, or the page opened again). What the CMS
 * already holds is not sent again.
 *
 * A page reloaded the moment an answer is sent may be read before the CMS saves it, and the old
 * page may hear the save succeed before it goes: the answer is then in neither the new page nor
 * its unsent answers. So a sent answer stays on the device with the CMS's `savedAt` of its save,
 * and a page read before that save (its own `savedAt` is older) shows it from there.
 */
export function useFieldAutosave(
  reference: string,
  step: string,
  saved: Readonly<Record<string, string>>,
  /** When the CMS last saved the application, as the page read it. */
  savedAt: string | null,
  send: (values: Record<string, string>) => Promise<AutosaveResult>,
  /** Puts back into the page what this device kept of an earlier visit. */
  restore: (values: Record<string, string>) => void,
) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const pending = useRef<Record<string, string>>({});
  // What the CMS holds as far as this page knows: what it was read with, then each answer saved.
  const held = useRef<Record<string, string>>({});
  const sent = useRef<Record<string, SentAnswer>>({});
  const sending = useRef(false);
  // A field left while the previous answer is still on its way: sent as soon as that one is.
  const queued = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const again = useRef<() => void>(() => undefined);

  const flush = useCallback(async () => {
    const values = { ...pending.current };
    if (Object.keys(values).length === 0) return;
    if (sending.current) {
      queued.current = true;
      return;
    }
    if (!navigator.onLine) return setStatus({ kind: 'offline' });
    sending.current = true;
    setStatus({ kind: 'saving' });
    try {
      const result = await send(values);
      if (result.status === 'signed-out') return setStatus({ kind: 'signed-out' });
      if (result.status === 'unavailable') throw new Error('the CMS did not answer');
      // What was sent and not changed since is the CMS's now; a refused answer is not sent again
      // either (the step's button shows why), and the CMS keeps nothing for its field, not even
      // what it held. What was typed meanwhile waits for the next send.
      const { savedAt, refused } = result.status === 'saved' ? result : { savedAt: null, refused: [] as string[] };
      for (const [name, value] of Object.entries(values)) {
        if (pending.current[name] === value) delete pending.current[name];
        if (refused.includes(name)) {
          delete held.current[name];
          continue;
        }
        held.current[name] = value;
        if (savedAt) sent.current[name] = { value, savedAt };
      }
      writeDraft(reference, step, { values: pending.current, sent: sent.current });
      setStatus({ kind: 'saved', at: new Date() });
    } catch {
      setStatus({ kind: 'offline' });
      if (retry.current) clearTimeout(retry.current);
      retry.current = setTimeout(() => again.current(), RETRY_MS);
    } finally {
      sending.current = false;
    }
    if (queued.current) {
      queued.current = false;
      void again.current();
    }
  }, [reference, step, send]);

  useEffect(() => {
    again.current = () => void flush();
  }, [flush]);

  /** A field's new value: kept on the device at once. */
  const record = useCallback(
    (name: string, value: string) => {
      if (held.current[name] === value && !(name in pending.current)) return;
      pending.current = { ...pending.current, [name]: value };
      writeDraft(reference, step, { values: pending.current, sent: sent.current });
    },
    [reference, step],
  );

  // Opened again: what this device kept and the page was not read with is put back; what the CMS
  // does not hold is sent.
  const restoreInto = useRef(restore);
  useEffect(() => {
    restoreInto.current = restore;
  }, [restore]);
  useEffect(() => {
    const draft = readDraft(reference, step);
    const readAt = savedAt === null ? -Infinity : Date.parse(savedAt);
    const unseen = Object.fromEntries(
      Object.entries(draft.sent).filter(
        ([name, answer]) => Date.parse(answer.savedAt) > readAt && saved[name] !== answer.value,
      ),
    );
    held.current = { ...saved, ...valuesOf(unseen) };
    const unsent = Object.fromEntries(
      Object.entries(draft.values).filter(([name, value]) => held.current[name] !== value),
    );
    sent.current = unseen;
    pending.current = unsent;
    writeDraft(reference, step, { values: unsent, sent: unseen });
    restoreInto.current({ ...valuesOf(unseen), ...unsent });
    // Sent once the page has drawn: the status it shows is a render of its own.
    const first = setTimeout(() => again.current(), 0);
    const online = () => again.current();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', online);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [reference, step, saved, savedAt]);

  return { status, record, flush };
}

const valuesOf = (answers: Record<string, SentAnswer>) =>
  Object.fromEntries(Object.entries(answers).map(([name, { value }]) => [name, value]));
