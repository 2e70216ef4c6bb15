'use client';

import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { PasskeyFailure, PasskeyResult, PasskeyStart } from './passkey-actions';
import { browserPasskeyError, usePasskeySupport } from './passkey-support';
import forms from '@/components/forms/lead-form.module.css';
import styles from './applicant.module.css';

type Props = {
  start: () => Promise<PasskeyStart>;
  finish: (answer: unknown) => Promise<PasskeyResult>;
};

/** In the applicant's space: adds a passkey on this device, then shows it in the list. Only where the browser has WebAuthn. */
export function AddPasskey({ start, finish }: Props) {
  const t = useTranslations('applicant.passkeys');
  const supported = usePasskeySupport();
  const router = useRouter();
  const [outcome, setOutcome] = useState<PasskeyFailure | { added: true } | null>(null);
  const [pending, startTransition] = useTransition();
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  if (!supported) return null;

  const add = async () => {
    setOutcome(null);
    const begun = await start();
    if ('error' in begun) return setOutcome(begun);
    let answer;
    try {
      answer = await startRegistration({
        optionsJSON: begun.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
    } catch (refusal) {
      return setOutcome({ error: browserPasskeyError(refusal) });
    }
    const result = await finish(answer);
    if (result.error) return setOutcome({ error: result.error });
    // The message and the list with the new passkey, drawn together once the page is read again.
    startTransition(() => {
      setOutcome({ added: true });
      router.refresh();
    });
  };

  return (
    <div className={styles.passkeyAdd}>
      {outcome && 'error' in outcome && (
        <p ref={message} tabIndex={-1} className={`${forms.error} ${styles.summary}`} role="alert">
          {t(`errors.${outcome.error}`, { minutes: outcome.retryAfterMinutes ?? 0 })}
        </p>
      )}
      {outcome && 'added' in outcome && (
        <p ref={message} tabIndex={-1} className={styles.notice} role="status">
          {t('added')}
        </p>
      )}
      <button
        type="button"
        className="button accent"
        aria-disabled={pending || undefined}
        onClick={() => !pending && startTransition(add)}
      >
        {pending ? t('working') : t('add')}
      </button>
    </div>
  );
}
