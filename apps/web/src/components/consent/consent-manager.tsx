'use client';

import { useEffect } from 'react';
import type { ConsentOptions } from './consent-runtime';

/**
 * Starts the consent banner after hydration. The library (and its CSS) is a separate chunk
 * fetched here, so it adds nothing to the page's first-load JavaScript. Starting again with the
 * same language does nothing, so new props (after a refresh) are harmless.
 */
export function ConsentManager({ tagManagerId, locale, texts }: ConsentOptions) {
  useEffect(() => {
    import('./consent-runtime')
      .then((runtime) => runtime.startConsent({ tagManagerId, locale, texts }))
      .catch((error: unknown) => console.warn('consent banner not loaded', error));
  }, [tagManagerId, locale, texts]);
  return null;
}
