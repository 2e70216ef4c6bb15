'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { keepConsentOptions, type ConsentOptions } from './consent-state';

/**
 * Starts the consent banner once the page has loaded and the browser is idle: the library and its
 * CSS are a separate chunk fetched here (their size: docs/decisions/consent-and-tag-manager.md), so
 * they add nothing to the page's first-load JavaScript and never compete with the page's first
 * paint. Starting again with the same language does nothing, so new props (after a refresh) are
 * harmless.
 */
export function ConsentManager({ tagManagerId, locale, texts }: ConsentOptions) {
  useEffect(() => {
    const options = { tagManagerId, locale, texts };
    keepConsentOptions(options);
    return whenIdle(() => {
      import('./consent-runtime')
        .then((runtime) => runtime.startConsent(options))
        .catch((error: unknown) => console.warn('consent banner not loaded', error));
    });
  }, [tagManagerId, locale, texts]);
  return null;
}
