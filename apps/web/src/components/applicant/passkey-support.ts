'use client';

import { useSyncExternalStore } from 'react';
import type { PasskeyError } from './passkey-actions';

/**
 * Whether this browser has WebAuthn: passkey buttons are drawn only then, after hydration (the
 * server's page has none, so a browser without it, or without JavaScript, sees only the code).
 */
const nothingToWatch = () => () => undefined;

export function usePasskeySupport(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  );
}

/** What the browser's refusal means to the applicant (@simplewebauthn/browser keeps the DOMException's name). */
export function browserPasskeyError(error: unknown): PasskeyError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'unsupported';
  return 'failed';
}
