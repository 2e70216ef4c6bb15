import type { Locale } from '@/i18n/locales';
import type { Purpose } from '@/lib/consent/consent-mode';
import type { ConsentTexts } from '@/lib/consent/texts';

/** What the banner runs with (src/components/consent/consent-runtime.ts). */
export type ConsentOptions = { tagManagerId: string; locale: Locale; texts: ConsentTexts };

type Listener = (accepted: readonly Purpose[]) => void;

let current: readonly Purpose[] | null = null;
const listeners = new Set<Listener>();

/**
 * The purposes the visitor accepted, once the consent runtime has read or recorded the choice.
 * A plain module (not the library), so that readers such as LeadEvent stay small.
 */
export function publishConsent(accepted: readonly Purpose[]): void {
  current = accepted;
  listeners.forEach((listener) => listener(accepted));
}

/** Calls `listener` with the current choice (if known) and with every later change. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => {
    listeners.delete(listener);
  };
}

let options: ConsentOptions | null = null;

/**
 * The banner's settings, kept by ConsentManager as soon as the page runs: it starts the banner
 * only once the browser is idle, and a visitor who presses "Cookie settings" before that gets the
 * dialog all the same.
 */
export function keepConsentOptions(next: ConsentOptions): void {
  options = next;
}

export const consentOptions = (): ConsentOptions | null => options;
