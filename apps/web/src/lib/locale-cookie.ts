// The cookie that stores the visitor's language (requirements 4): set by the proxy at the root
// path (src/lib/proxy/locale-choice.ts) and by the language switch in the browser
// (src/components/layout/locale-switch-link.tsx); the front door keeps prefetches from setting it
// (server/locale-cookie.ts).
export const LOCALE_COOKIE = 'i18n_redirected';
/** A year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
