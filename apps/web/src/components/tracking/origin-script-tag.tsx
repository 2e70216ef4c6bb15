'use client';

import { ORIGIN_SCRIPT } from '@/lib/tracking/origin-script';

/**
 * The origin script's tag (lib/tracking/record-origin.ts). A client component for its bytes
 * only: a server component's inline script is written into every document twice (the tag and the
 * flight data React hydrates from); from here the flight data names this component, and the text
 * is in the shared JavaScript, which a browser caches. React neither runs it again when hydrating
 * nor on a client-side navigation.
 */
export function OriginScriptTag({ host }: { host: string }) {
  return <script data-site-host={host} dangerouslySetInnerHTML={{ __html: ORIGIN_SCRIPT }} />;
}
