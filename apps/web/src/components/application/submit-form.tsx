'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import type { SubmitState } from './application-actions';
import forms from '@/components/forms/lead-form.module.css';
import styles from '@/components/applicant/applicant.module.css';

/** The review's button: sends the application (again, once completed at the school's request), or says how many answers are missing. */
export function SubmitForm({
  action,
  again = false,
}: {
  action: (state: SubmitState, form: FormData) => Promise<SubmitState>;
  again?: boolean;
}) {
  const t = useTranslations('application');
  const [state, post, pending] = useActionState(action, {});
  const message = useRef<HTMLParagraphElement>(null);
  const refused = Boolean(state.missing || state.missingDocuments || state.uploading || state.unavailable);
  useEffect(() => {
    if (refused) message.current?.focus();
  }, [state, refused]);
  return (
    <form action={post} onSubmit={(event) => pending && event.preventDefault()} className={forms.form}>
      {refused && (
        <p ref={message} tabIndex={-1} role="alert" className={`${forms.error} ${styles.summary}`}>
          {state.unavailable
            ? t('unavailable')
            : [
                state.missing ? t('incomplete', { count: state.missing }) : null,
                state.missingDocuments ? t('documents.incomplete', { count: state.missingDocuments }) : null,
                state.uploading ? t('documents.stillUploading') : null,
              ]
                .filter(Boolean)
                .join(' ')}
        </p>
      )}
      <button type="submit" className={`button accent ${forms.submit}`} aria-disabled={pending || undefined}>
        {again ? t('resubmit') : t('submit')}
      </button>
    </form>
  );
}
