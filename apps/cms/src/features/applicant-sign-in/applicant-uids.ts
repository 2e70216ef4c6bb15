export const APPLICANT_CODE_UID = 'api::applicant-code.applicant-code';
export const APPLICANT_SESSION_UID = 'api::applicant-session.applicant-session';

export type ApplicantLanguage = 'fr' | 'en';
export const APPLICANT_PASSKEY_UID = 'api::applicant-passkey.applicant-passkey';
export const APPLICANT_PASSKEY_CHALLENGE_UID = 'api::applicant-passkey-challenge.applicant-passkey-challenge';
