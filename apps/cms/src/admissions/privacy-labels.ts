// Shared by the server and the admin bundle (so it imports nothing).

/** The audit log of exports and erasures of people's data. */
export const PRIVACY_LOG_UID = 'api::privacy-log.privacy-log';

/** A phone as the leads store it: international form (E.164), `+` and 7 to 15 digits. */
export const PHONE_PATTERN = /^\+[1-9][0-9]{6,14}$/;

/** A phone as typed (`+221 77 000 11 22`, `+33.6.12…`), written as stored. */
export const phoneAsStored = (typed: string): string => typed.replace(/[\s.-]/g, '');

/** What the privacy log records, as stored. */
export const PRIVACY_ACTIONS = ['export', 'erase', 'retention_erase', 'restore_erase', 'rectify'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/** Each action as an officer reads it in the log (the person's own copy words it for them: person-copy.ts). */
export const privacyActionLabels: Record<PrivacyAction, { fr: string; en: string }> = {
  export: { fr: 'Copie envoyée', en: 'Copy sent' },
  erase: { fr: 'Effacement demandé', en: 'Erased on request' },
  retention_erase: { fr: 'Fin de conservation', en: 'End of retention' },
  restore_erase: { fr: 'Effacement après restauration', en: 'Erased again after a restore' },
  rectify: { fr: 'Correction', en: 'Correction' },
};
