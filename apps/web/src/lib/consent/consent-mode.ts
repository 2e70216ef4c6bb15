/**
 * The visitor's consent, shared by the server (the inline defaults) and the browser (the banner,
 * the lead event). Purposes are the banner's categories; `necessary` is always on.
 */
export const PURPOSES = ['necessary', 'analytics', 'marketing'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const isPurpose = (value: string): value is Purpose => (PURPOSES as readonly string[]).includes(value);

/** The cookie in which vanilla-cookieconsent keeps the choice, and how long (CNIL: 6 months). */
export const CONSENT_COOKIE = 'hrzn_consent';
export const CONSENT_DAYS = 182;

type Signal = 'granted' | 'denied';

/** Google Consent Mode v2 signals that follow the visitor's choice. */
export type ConsentSignals = {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
};

/** The signals for a set of accepted purposes: audience measurement → analytics, marketing → ads. */
export function consentSignals(accepted: readonly Purpose[]): ConsentSignals {
  const signal = (purpose: Purpose): Signal => (accepted.includes(purpose) ? 'granted' : 'denied');
  return {
    analytics_storage: signal('analytics'),
    ad_storage: signal('marketing'),
    ad_user_data: signal('marketing'),
    ad_personalization: signal('marketing'),
  };
}

/** Until the visitor says yes, everything but security storage is denied. */
export const CONSENT_DEFAULTS = {
  ...consentSignals([]),
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
} as const;

/**
 * The inline script that must run before the tag manager can load: the dataLayer, the global
 * `gtag` (Consent Mode commands must be pushed as `arguments` objects) and the denied defaults.
 */
export const consentDefaultsScript = (): string =>
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}' +
  `gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});`;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}
