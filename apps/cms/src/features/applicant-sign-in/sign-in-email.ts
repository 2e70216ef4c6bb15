import type { Core } from '@strapi/strapi';
import { siteUrl } from '../../env/site-url';
import { errorText } from '../../utils/error-text';
import { escapeHtml } from '../../utils/escape-html';
import { log } from '../../utils/log';
import type { LeadEmail } from '../leads/lead-email';
import type { ApplicantLanguage } from './applicant-uids';
import { LINK_PAGE } from './applicant-pages';

const WORDS = {
  fr: {
    subject: (code: string) => `${code} est votre code de connexion`,
    code: 'Votre code pour accéder à votre espace candidat :',
    typeIt: 'Saisissez-le sur la page où vous l’avez demandé. Il est valable 10 minutes et ne sert qu’une fois.',
    orLink: 'Ou ouvrez ce lien sur l’appareil où vous candidatez, puis appuyez sur « Me connecter » :',
    notYou: 'Vous n’avez rien demandé ? Ignorez ce message : personne ne peut se connecter sans ce code.',
    signature: 'Le service des admissions — Horizon Écoles',
  },
  en: {
    subject: (code: string) => `${code} is your sign-in code`,
    code: 'Your code to open your applicant space:',
    typeIt: 'Type it on the page where you asked for it. It is valid for 10 minutes and works once.',
    orLink: 'Or open this link on the device you apply from, then press “Sign me in”:',
    notYou: 'Did not ask for it? Ignore this message: nobody can sign in without this code.',
    signature: 'The admissions office — Horizon Schools',
  },
} satisfies Record<ApplicantLanguage, object>;

interface EmailService {
  send(message: LeadEmail): Promise<unknown>;
}

/** The message with a code and its link, in the applicant's language; nothing else about them. */
export function signInEmail(to: string, code: string, linkUrl: string, language: ApplicantLanguage): LeadEmail {
  const words = WORDS[language];
  const paragraphs = [words.code, code, words.typeIt, `${words.orLink}\n${linkUrl}`, words.notYou, words.signature];
  return {
    to,
    subject: words.subject(code),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>${escapeHtml(words.code)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>${escapeHtml(words.typeIt)}</p>
<p>${escapeHtml(words.orLink)}<br><a href="${escapeHtml(linkUrl)}">${escapeHtml(linkUrl)}</a></p>
<p>${escapeHtml(words.notYou)}</p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`,
  };
}

/** Sends it; a mail server that fails is logged without the address, and the applicant may ask again. */
export async function sendSignInEmail(
  strapi: Core.Strapi,
  message: { to: string; code: string; link: string; language: ApplicantLanguage },
): Promise<void> {
  const url = `${siteUrl()}${LINK_PAGE[message.language]}?t=${message.link}`;
  try {
    await (strapi.plugin('email').service('email') as EmailService).send(
      signInEmail(message.to, message.code, url, message.language),
    );
  } catch (error) {
    log('error', 'applicant code e-mail not sent', { error: errorText(error) });
  }
}
