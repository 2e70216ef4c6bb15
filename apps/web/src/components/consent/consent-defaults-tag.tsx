'use client';

import { consentDefaultsScript } from '@/lib/consent/consent-mode';

/**
 * Consent Mode's denied defaults, inline so that they run before anything can load the tag
 * manager. A client component for the same reason as the origin script's tag
 * (components/tracking/origin-script-tag.tsx): its text is not written twice into each document.
 */
export function ConsentDefaultsTag() {
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />;
}
