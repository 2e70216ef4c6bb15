'use client';

import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { PasskeyFailure, PasskeyResult, PasskeyStart } from './passkey-actions';
import { browserPasskeyError, usePasskeySupport } from './passkey-support';
import forms from '@/components/forms/lead-form.module.css';
import styles from './applicant.module.css';

type Props = {
  start: () => Promise<PasskeyStart>;
  finish: (answer: unknown) => Promise<PasskeyResult>;
};

/**
 * Beside the code's form: signs in with a passkey of this device, no address typed (the device
 * offers the passkeys it holds for this site). Drawn only where the browser has WebAuthn.
 */
export function PasskeySignIn({ start, finish }: Props) {
  const t = useTranslations('applicant.passkeys');
  const supported = usePasskeySupport();
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const [pending, startTransition] = useTransition();
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (failure) message.current?.focus();
  }, [failure]);

  if (!supported) return null;

  const signIn = async () => {
    setFailure(null);
    const begun = await start();
    if ('error' in begun) return setFailure(begun);
    let answer;
    try {
      answer = await startAuthentication({
        optionsJSON: begun.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
    } catch (refusal) {
      return setFailure({ error: browserPasskeyError(refusal) });
    }
    // On success the action opens the applicant's space.
    const result = await finish(answer);
    if (result.error) setFailure({ error: result.error });
  };

  return (
    <section className={styles.passkey} aria-labelledby="passkey-sign-in">
      <p id="passkey-sign-in">{t('orPasskey')}</p>
      {failure && (
        <p ref={message} tabIndex={-1} className={`${forms.error} ${styles.summary}`} role="alert">
          {t(`errors.${failure.error}`, { minutes: failure.retryAfterMinutes ?? 0 })}
        </p>
      )}
      <button
        type="button"
        className="button secondary"
        aria-disabled={pending || undefined}
        onClick={() => !pending && startTransition(signIn)}
      >
        {pending ? t('working') : t('signInWithPasskey')}
      </button>
    </section>
  );
}
