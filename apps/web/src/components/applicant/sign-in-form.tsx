'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import type { SignInState } from './sign-in-actions';
import forms from '@/components/forms/lead-form.module.css';
import styles from './applicant.module.css';

type Props = {
  action: (state: SignInState, form: FormData) => Promise<SignInState>;
  initial: SignInState;
};

/**
 * The sign-in form: the address, then the 6-digit code sent to it. A plain form posted to the
 * server action (so it works without JavaScript); each step's message is announced and focused.
 */
export function SignInForm({ action, initial }: Props) {
  const t = useTranslations('applicant');
  const [state, post, pending] = useActionState(action, initial);
  const message = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // Not on the first view: the page's title is where a screen reader starts.
    if (first.current) {
      first.current = false;
      return;
    }
    if (state.error) message.current?.focus();
    else field.current?.focus();
  }, [state]);

  const error = state.error
    ? t(`errors.${state.error}`, { count: state.attemptsLeft ?? 0, minutes: state.retryAfterMinutes ?? 0 })
    : null;
  const fieldName = state.step === 'address' ? 'email' : 'code';
  const fieldError = state.error === 'email' || state.error === 'code' || state.error === 'wrong';

  return (
    <form
      action={post}
      // A second press while the first is on its way sends nothing: the code works once.
      onSubmit={(event) => pending && event.preventDefault()}
      noValidate
      className={forms.form}
    >
      {state.step === 'code' && state.sent && !state.error && (
        <p className={styles.notice} role="status">
          {t('codeSent')}
        </p>
      )}
      {error && (
        <p ref={message} tabIndex={-1} id="sign-in-error" className={`${forms.error} ${styles.summary}`} role="alert">
          {error}
        </p>
      )}
      {state.step === 'code' && <input type="hidden" name="email" value={state.email} />}
      <div className={forms.field}>
        <label htmlFor={`sign-in-${fieldName}`}>{state.step === 'address' ? t('emailLabel') : t('codeLabel')}</label>
        {state.step === 'code' && (
          <p id="sign-in-hint" className={`${forms.hint} ${styles.address}`}>
            {t('codeHint', { email: state.email })}
          </p>
        )}
        {state.step === 'address' ? (
          <input
            ref={field}
            id="sign-in-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={state.email}
            aria-invalid={fieldError || undefined}
            aria-describedby={fieldError ? 'sign-in-error' : undefined}
          />
        ) : (
          <input
            ref={field}
            key="code"
            id="sign-in-code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={9}
            required
            className={styles.code}
            aria-invalid={fieldError || undefined}
            aria-describedby={fieldError ? 'sign-in-error sign-in-hint' : 'sign-in-hint'}
          />
        )}
      </div>
      <button
        type="submit"
        name="intent"
        value={state.step === 'address' ? 'send' : 'verify'}
        className={`button accent ${forms.submit}`}
        aria-disabled={pending || undefined}
      >
        {state.step === 'address' ? t('sendCode') : t('verify')}
      </button>
      {state.step === 'code' && (
        <p className={styles.actions}>
          <button type="submit" name="intent" value="send" className="button secondary">
            {t('resend')}
          </button>
          <button type="submit" name="intent" value="change" className="button secondary">
            {t('change')}
          </button>
        </p>
      )}
    </form>
  );
}
