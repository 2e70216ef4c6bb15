// Shared by the server and the admin bundle (so it imports nothing).

/** The audit log of exports and erasures of people's data. */
export const PRIVACY_LOG_UID = 'api::privacy-log.privacy-log';

/** A phone as the leads store it: international form (E.164), `+` and 7 to 15 digits. */
export const PHONE_PATTERN = /^\+[1-9][0-9]{6,14}$/;

/** A phone as typed (`+221 77 000 11 22`, `+33.6.12…`), written as stored. */
export const phoneAsStored = (typed: string): string => typed.replace(/[\s.-]/g, '');
