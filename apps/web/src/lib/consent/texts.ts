/** The keys of the dictionary's "consent" section: the banner's and the preferences dialog's texts. */
export const CONSENT_TEXT_KEYS = [
  'title',
  'description',
  'acceptAll',
  'rejectAll',
  'customize',
  'preferencesTitle',
  'preferencesIntro',
  'save',
  'close',
  'necessaryTitle',
  'necessaryDescription',
  'analyticsTitle',
  'analyticsDescription',
  'marketingTitle',
  'marketingDescription',
] as const;

export type ConsentTexts = Record<(typeof CONSENT_TEXT_KEYS)[number], string>;
