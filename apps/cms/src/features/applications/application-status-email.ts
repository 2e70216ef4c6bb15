import type { Core } from '@strapi/strapi';
import { siteUrl } from '../../env/site-url';
import { errorText } from '../../utils/error-text';
import { escapeHtml } from '../../utils/escape-html';
import { log } from '../../utils/log';
import type { LeadEmail } from '../leads/lead-email';
import type { ApplicantLanguage } from '../applicant-sign-in/applicant-uids';
import { SIGN_IN_PAGE } from '../applicant-sign-in/applicant-pages';

// A change of an application's stage, told to the applicant by e-mail: that something changed and
// where to read it, nothing more. A mailbox is read by others, forwarded, kept for years: the
// decision, the course and the documents asked for are read after signing in.

const WORDS = {
  fr: {
    subject: (reference: string) => `Du nouveau sur votre candidature ${reference}`,
    changed: (reference: string) => `Votre candidature ${reference} a été mise à jour par le service des admissions.`,
    signIn: 'Connectez-vous à votre espace candidat pour lire ce qui a changé :',
    why: 'Pour protéger vos données, ce message ne dit rien d’autre.',
    signature: 'Le service des admissions — Horizon Écoles',
  },
  en: {
    subject: (reference: string) => `An update on your application ${reference}`,
    changed: (reference: string) => `The admissions office has updated your application ${reference}.`,
    signIn: 'Sign in to your applicant space to read what changed:',
    why: 'To protect your data, this message says nothing more.',
    signature: 'The admissions office — Horizon Schools',
  },
} satisfies Record<ApplicantLanguage, object>;

interface EmailService {
  send(message: LeadEmail): Promise<unknown>;
}

/** The message, in the applicant's language: the reference and a link to sign in. */
export function statusEmail(to: string, reference: string, language: ApplicantLanguage, url: string): LeadEmail {
  const words = WORDS[language];
  const paragraphs = [words.changed(reference), `${words.signIn}\n${url}`, words.why, words.signature];
  return {
    to,
    subject: words.subject(reference),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>${escapeHtml(words.changed(reference))}</p>
<p>${escapeHtml(words.signIn)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(words.why)}</p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`,
  };
}

/**
 * Sends it once the change is saved. A mail server that fails is logged without the address: the
 * change stands, and the applicant reads it at their next sign-in.
 */
export async function sendStatusEmail(
  strapi: Core.Strapi,
  application: { applicantEmail: string; reference: string; language: ApplicantLanguage },
): Promise<void> {
  const url = `${siteUrl()}${SIGN_IN_PAGE[application.language]}`;
  try {
    await (strapi.plugin('email').service('email') as EmailService).send(
      statusEmail(application.applicantEmail, application.reference, application.language, url),
    );
  } catch (error) {
    log('error', 'application status e-mail not sent', { reference: application.reference, error: errorText(error) });
  }
}
