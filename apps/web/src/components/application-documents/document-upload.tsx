'use client';

import type { DocumentKind } from '@horizon/shared/application-documents';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import forms from '@/components/forms/lead-form.module.css';
import styles from './documents.module.css';
import { reducedPicture } from './picture-reduction';
import { forgetPending, keepPending, pendingUploads, type PendingUpload } from './pending-uploads';
import { sendDocument, type Outcome, type Progress } from './send-document';

const ACCEPTED = 'application/pdf,image/jpeg,image/png';
const noChange = () => () => {};

type State =
  | { state: 'idle' }
  | { state: 'preparing'; fileName: string }
  | { state: 'sending'; fileName: string; progress: Progress }
  | { state: 'done'; fileName: string; outcome: Outcome };

/**
 * The form that adds one kind of document. Without JavaScript, a plain form sends the file whole
 * to the upload route. With it, "Take a photo" and "Choose a file" send it at once, in parts, a
 * picture reduced first; a file this device had not finished sending (the connection dropped, the
 * page was closed) is resumed as the page opens.
 */
export function DocumentUpload({
  reference,
  kind,
  label,
  uploadUrl,
}: {
  reference: string;
  kind: DocumentKind;
  label: string;
  uploadUrl: string;
}) {
  const t = useTranslations('application.documents');
  const router = useRouter();
  // False on the server and while hydrating (the plain form), true once the page's script runs.
  const enhanced = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const busy = status.state === 'preparing' || status.state === 'sending';

  const send = async (upload: PendingUpload) => {
    setStatus({
      state: 'sending',
      fileName: upload.fileName,
      progress: { phase: 'sending', sent: 0, size: upload.blob.size },
    });
    const outcome = await sendDocument(upload, uploadUrl, (progress) =>
      setStatus({ state: 'sending', fileName: upload.fileName, progress }),
    );
    // Kept or refused, it is over; a failure another try would not change is over too.
    await forgetPending(upload.uploadKey);
    setStatus({ state: 'done', fileName: upload.fileName, outcome });
    if (outcome.outcome === 'kept') router.refresh();
  };

  useEffect(() => {
    let current = true;
    void pendingUploads(reference).then(async (pending) => {
      const mine = pending.filter((upload) => upload.kind === kind);
      for (const upload of mine) if (current) await send(upload);
    });
    return () => {
      current = false;
    };
    // Once, as the page opens: the uploads this device left unfinished.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chosen = async (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = '';
    setStatus({ state: 'preparing', fileName: file.name });
    const { blob, name } = await reducedPicture(file);
    const upload: PendingUpload = {
      uploadKey: crypto.randomUUID(),
      reference,
      kind,
      fileName: name,
      blob,
      document: null,
      keptAt: Date.now(),
    };
    await keepPending(upload);
    await send(upload);
  };

  const percent = (progress: Progress) =>
    progress.phase === 'checking' ? 100 : Math.floor((progress.sent / Math.max(progress.size, 1)) * 100);

  return (
    <form
      method="post"
      action={uploadUrl}
      encType="multipart/form-data"
      className={styles.upload}
      onSubmit={(event) => {
        // With JavaScript the buttons send at once; a submit (Enter) sends what the chooser holds.
        event.preventDefault();
        void chosen(chooser.current);
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      {enhanced ? (
        <div className={styles.buttons}>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => camera.current?.click()}
            aria-label={t('takePhotoOf', { document: label })}
          >
            {t('takePhoto')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => chooser.current?.click()}
            aria-label={t('chooseFileOf', { document: label })}
          >
            {t('chooseFile')}
          </button>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(event) => void chosen(event.currentTarget)}
          />
          <input
            ref={chooser}
            type="file"
            accept={ACCEPTED}
            hidden
            onChange={(event) => void chosen(event.currentTarget)}
          />
        </div>
      ) : (
        <div className={forms.field}>
          <label htmlFor={`file-${kind}`}>{t('fileOf', { document: label })}</label>
          <input id={`file-${kind}`} type="file" name="file" accept={ACCEPTED} required />
          <button type="submit" className={`button secondary ${styles.send}`}>
            {t('send')}
          </button>
        </div>
      )}
      <div role="status" aria-live="polite" className={styles.progress}>
        {status.state === 'preparing' && <p>{t('preparing', { name: status.fileName })}</p>}
        {status.state === 'sending' && (
          <>
            <progress
              max={100}
              value={percent(status.progress)}
              aria-label={t('progressOf', { name: status.fileName })}
            />
            <p>
              {status.progress.phase === 'waiting'
                ? t('waiting', { name: status.fileName, percent: percent(status.progress) })
                : status.progress.phase === 'checking'
                  ? t('checking', { name: status.fileName })
                  : t('sending', { name: status.fileName, percent: percent(status.progress) })}
            </p>
          </>
        )}
        {status.state === 'done' && status.outcome.outcome === 'kept' && (
          <p>{t('kept', { name: status.outcome.fileName })}</p>
        )}
      </div>
      {status.state === 'done' && status.outcome.outcome !== 'kept' && (
        <p role="alert" className={forms.error}>
          {t('fileProblem', {
            name: status.fileName,
            problem:
              status.outcome.outcome === 'refused'
                ? t(`refused.${status.outcome.reason}`)
                : t(`failed.${status.outcome.failure}`),
          })}
        </p>
      )}
    </form>
  );
}
