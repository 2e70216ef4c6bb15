import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import type { Locale } from '@/i18n/locales';
import { CONSENT_COOKIE, CONSENT_DAYS, consentSignals, isPurpose, type Purpose } from '@/lib/consent/consent-mode';
import { tagManagerScriptUrl } from '@/lib/consent/tag-manager';
import type { ConsentTexts } from '@/lib/consent/texts';
import { consentOptions, publishConsent, type ConsentOptions } from './consent-state';

// Loaded on demand by ConsentManager (and the footer's cookie-settings button): the library and
// its CSS stay out of the first-load bundle.

let running: { locale: Locale; ready: Promise<void> } | null = null;

/** Runs the banner once per page life (again only if the language changed). */
export function startConsent(options: ConsentOptions): Promise<void> {
  if (running?.locale === options.locale) return running.ready;
  if (running) CookieConsent.reset(false);
  running = { locale: options.locale, ready: CookieConsent.run(config(options)) };
  return running.ready;
}

/**
 * Opens the preferences dialog (the footer's "Cookie settings"), starting the banner first when
 * the visitor is quicker than the idle moment it waits for (ConsentManager).
 */
export async function openPreferences(): Promise<void> {
  const options = consentOptions();
  if (!running && options) await startConsent(options);
  await running?.ready;
  CookieConsent.showPreferences();
}

/** The choice as Consent Mode signals, then the tag manager if anything non-essential is accepted. */
function apply(tagManagerId: string): void {
  const accepted = CookieConsent.getUserPreferences().acceptedCategories.filter(isPurpose);
  window.gtag?.('consent', 'update', consentSignals(accepted));
  if (accepted.some((purpose) => purpose !== 'necessary')) loadTagManager(tagManagerId);
  publishConsent(accepted);
}

function loadTagManager(id: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(id);
  script.dataset.tagManager = id;
  document.head.append(script);
}

/**
 * The texts are plain text (editors can change them in the CMS) but the library writes them as
 * HTML, except a section title, which it also writes as text (the toggle's label): titles lose
 * any markup character instead of being escaped.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
const stripMarkup = (text: string) => text.replace(/[<>]/g, '');

function config({ tagManagerId, locale, texts }: ConsentOptions): CookieConsent.CookieConsentConfig {
  const text = (key: keyof ConsentTexts) => escapeHtml(texts[key]);
  const title = (key: keyof ConsentTexts) => stripMarkup(texts[key]);
  // Cookies the tag manager's tags may set; cleared (and the page reloaded, unloading the tag
  // manager) when a purpose accepted before is withdrawn.
  const clear = (...names: RegExp[]) => ({ cookies: names.map((name) => ({ name })), reloadPage: true });
  const categories: Record<Purpose, CookieConsent.Category> = {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: clear(/^_ga/, /^_gid$/) },
    marketing: { autoClear: clear(/^_gcl/, /^_fbp$/) },
  };
  return {
    mode: 'opt-in',
    revision: 0,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', path: '/' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories,
    onConsent: () => apply(tagManagerId),
    onChange: () => apply(tagManagerId),
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: text('title'),
            description: text('description'),
            acceptAllBtn: text('acceptAll'),
            acceptNecessaryBtn: text('rejectAll'),
            showPreferencesBtn: text('customize'),
          },
          preferencesModal: {
            title: text('preferencesTitle'),
            acceptAllBtn: text('acceptAll'),
            acceptNecessaryBtn: text('rejectAll'),
            savePreferencesBtn: text('save'),
            closeIconLabel: text('close'),
            sections: [
              { description: text('preferencesIntro') },
              {
                title: title('necessaryTitle'),
                description: text('necessaryDescription'),
                linkedCategory: 'necessary',
              },
              {
                title: title('analyticsTitle'),
                description: text('analyticsDescription'),
                linkedCategory: 'analytics',
              },
              {
                title: title('marketingTitle'),
                description: text('marketingDescription'),
                linkedCategory: 'marketing',
              },
            ],
          },
        },
      },
    },
  };
}
