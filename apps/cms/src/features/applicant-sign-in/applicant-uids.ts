export const APPLICANT_CODE_UID = 'api::applicant-code.applicant-code';
export const APPLICANT_SESSION_UID = 'api::applicant-session.applicant-session';

export type ApplicantLanguage = 'fr' | 'en';
