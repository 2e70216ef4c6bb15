import type { ApplicantLanguage } from './applicant-uids';

// The site's pages the CMS's e-mails and letters send an applicant to, in their language.

/** The sign-in page (a code by e-mail). */
export const SIGN_IN_PAGE: Record<ApplicantLanguage, string> = {
  fr: '/candidature/connexion',
  en: '/en/apply/sign-in',
};

/** The page the sign-in e-mail's link opens: a button signs in, opening it does not. */
export const LINK_PAGE: Record<ApplicantLanguage, string> = { fr: '/candidature/lien', en: '/en/apply/link' };
