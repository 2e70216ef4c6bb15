import { DOCUMENT_KINDS } from '@horizon/shared/application-documents';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/applicant/applicant.module.css';
import forms from '@/components/forms/lead-form.module.css';
import { firstParam } from '@/lib/search-params';

const REFUSALS = new Set(['type', 'unreadable', 'encrypted', 'pages', 'pixels', 'virus']);
const FAILURES = new Set([
  'too-large',
  'empty',
  'too-many',
  'read-only',
  'not-found',
  'signed-out',
  'malformed',
  'unsupported',
]);

/**
 * What became of the last file, after the plain form sent it (without JavaScript) or a file was
 * taken back: the upload route and the action come back here with it in the address.
 */
export async function UploadNotice({ query }: { query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations('application');
  const outcome = firstParam(query.envoi);
  const reason = firstParam(query.raison);
  if (firstParam(query.retiree))
    return (
      <p className={styles.notice} role="status">
        {t('documents.removed')}
      </p>
    );
  if (firstParam(query.indisponible))
    return (
      <p className={`${forms.error} ${styles.summary}`} role="alert">
        {t('unavailable')}
      </p>
    );
  if (!outcome) return null;
  if (outcome === 'kept')
    return (
      <p className={styles.notice} role="status">
        {t('documents.keptPlain')}
      </p>
    );
  const problem =
    outcome === 'refused' && reason && REFUSALS.has(reason)
      ? t(`documents.refused.${reason as 'virus'}`)
      : FAILURES.has(outcome)
        ? t(`documents.failed.${outcome as 'empty'}`)
        : null;
  const piece = firstParam(query.piece);
  const message = !problem
    ? t('unavailable')
    : t('documents.fileProblem', {
        name:
          piece && (DOCUMENT_KINDS as readonly string[]).includes(piece) ? t(`documents.kinds.${piece as 'cv'}`) : '',
        problem,
      });
  return (
    <p className={`${forms.error} ${styles.summary}`} role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
