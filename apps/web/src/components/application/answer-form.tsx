'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import type { AnswerState } from './application-actions';
import forms from '@/components/forms/lead-form.module.css';
import styles from '@/components/applicant/applicant.module.css';

/**
 * The applicant's answer to an offer: accept in one press; decline once the box confirming it is
 * ticked (it is final). Plain forms: it works without JavaScript.
 */
export function AnswerForm({ action }: { action: (state: AnswerState, form: FormData) => Promise<AnswerState> }) {
  const t = useTranslations('application');
  const [state, post, pending] = useActionState(action, {});
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.error) message.current?.focus();
  }, [state]);
  const guard = (event: React.FormEvent) => pending && event.preventDefault();
  return (
    <section aria-labelledby="answer-title" className={styles.answer}>
      <h2 id="answer-title">{t('answerTitle')}</h2>
      {state.error && (
        <p id="answer-error" ref={message} tabIndex={-1} role="alert" className={`${forms.error} ${styles.summary}`}>
          {state.error === 'unavailable' ? t('unavailable') : t('confirmDeclineMissing')}
        </p>
      )}
      <form action={post} onSubmit={guard}>
        <input type="hidden" name="answer" value="accept" />
        <button type="submit" className={`button accent ${forms.submit}`} aria-disabled={pending || undefined}>
          {t('accept')}
        </button>
      </form>
      <form action={post} onSubmit={guard} className={styles.decline}>
        <input type="hidden" name="answer" value="decline" />
        <label className={styles.confirm}>
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            aria-invalid={state.error === 'confirmDecline' || undefined}
            aria-describedby={state.error === 'confirmDecline' ? 'answer-error' : undefined}
          />
          {t('confirmDecline')}
        </label>
        <button type="submit" className="button secondary" aria-disabled={pending || undefined}>
          {t('decline')}
        </button>
      </form>
    </section>
  );
}
