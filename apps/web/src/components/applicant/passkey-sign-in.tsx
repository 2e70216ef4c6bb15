'use client';

import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { PasskeyError, PasskeyResult, PasskeyStart } from './passkey-actions';
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
  const [error, setError] = useState<PasskeyError | null>(null);
  const [pending, startTransition] = useTransition();
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) message.current?.focus();
  }, [error]);

  if (!supported) return null;

  const signIn = async () => {
    setError(null);
    const begun = await start();
    if ('error' in begun) return setError(begun.error);
    let answer;
    try {
      answer = await startAuthentication({
        optionsJSON: begun.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
    } catch (refusal) {
      return setError(browserPasskeyError(refusal));
    }
    // On success the action opens the applicant's space.
    const result = await finish(answer);
    if (result.error) setError(result.error);
  };

  return (
    <section className={styles.passkey} aria-labelledby="passkey-sign-in">
      <p id="passkey-sign-in">{t('orPasskey')}</p>
      {error && (
        <p ref={message} tabIndex={-1} className={`${forms.error} ${styles.summary}`} role="alert">
          {t(`errors.${error}`)}
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
