import { escapeHtml } from '../../utils/escape-html';
import type { LabelLocale, LeadType } from '../../admissions/lead-labels';
import type { LeadEmailContext } from './lead-email-context';
import { oneLine, type LeadEmail } from './lead-email';

interface Copy {
  subject: (school: string) => string;
  /** What the visitor asked for, with the course or school when there is one. */
  request: (what: string | null) => string;
  next: string;
}

const NETWORK: Record<LabelLocale, string> = { fr: 'Horizon Écoles', en: 'Horizon Schools' };

const COPY: Record<LabelLocale, Record<LeadType, Copy>> = {
  fr: {
    brochure: {
      subject: (school) => `Votre brochure ${school}`,
      request: (what) => `Merci de votre intérêt${what ? ` pour ${what}` : ''} : vous avez demandé notre brochure.`,
      next: 'Un conseiller des admissions pourra vous contacter pour répondre à vos questions sur les programmes, l’admission et la vie étudiante en France.',
    },
    contact: {
      subject: () => 'Nous avons bien reçu votre message',
      request: (what) => `Nous avons bien reçu votre message${what ? ` au sujet de ${what}` : ''}.`,
      next: 'Un conseiller vous répond sous 48 heures ouvrées, par e-mail ou par téléphone.',
    },
    registration: {
      subject: () => 'Votre inscription est enregistrée',
      request: (what) => `Nous avons bien reçu votre demande d’inscription${what ? ` pour ${what}` : ''}.`,
      next: 'Le service des admissions vous contacte sous 48 heures ouvrées pour la confirmer et vous indiquer les prochaines étapes.',
    },
    application: {
      subject: () => 'Nous avons bien reçu votre candidature',
      request: (what) => `Nous avons bien reçu votre candidature${what ? ` pour ${what}` : ''}.`,
      next: 'Le service des admissions étudie votre dossier et vous contacte sous 5 jours ouvrés pour la suite de la procédure (entretien, pièces complémentaires).',
    },
  },
  en: {
    brochure: {
      subject: (school) => `Your ${school} brochure`,
      request: (what) => `Thank you for your interest${what ? ` in ${what}` : ''}: you asked for our brochure.`,
      next: 'An admissions adviser may contact you to answer your questions about programmes, admission and student life in France.',
    },
    contact: {
      subject: () => 'We have received your message',
      request: (what) => `We have received your message${what ? ` about ${what}` : ''}.`,
      next: 'An adviser will reply within 48 working hours, by email or by phone.',
    },
    registration: {
      subject: () => 'Your registration has been recorded',
      request: (what) => `We have received your registration${what ? ` for ${what}` : ''}.`,
      next: 'The admissions office will contact you within 48 working hours to confirm it and explain the next steps.',
    },
    application: {
      subject: () => 'We have received your application',
      request: (what) => `We have received your application${what ? ` for ${what}` : ''}.`,
      next: 'The admissions office will review your application and contact you within 5 working days about the next steps (interview, further documents).',
    },
  },
};

const WORDS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    at: (course: string, school: string) => `${course} (${school})`,
    brochure: 'Téléchargez votre brochure (PDF) :',
    brochureLater: 'Un conseiller vous l’envoie par e-mail sous 48 heures ouvrées.',
    nextTitle: 'Et maintenant ?',
    intake: (label: string) => `Vous souhaitez commencer à la ${label.charAt(0).toLowerCase()}${label.slice(1)}.`,
    reply: 'Vous pouvez répondre à cet e-mail pour écrire au service des admissions.',
    notYou: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez simplement ce message.',
    optOut: 'Ne plus recevoir nos communications marketing, en un clic :',
    signature: (school: string) => `Le service des admissions — ${school}`,
  },
  en: {
    hello: (name: string) => `Dear ${name},`,
    at: (course: string, school: string) => `${course} (${school})`,
    brochure: 'Download your brochure (PDF):',
    brochureLater: 'An adviser will email it to you within 48 working hours.',
    nextTitle: 'What happens next?',
    intake: (label: string) => `You would like to start with the ${label}.`,
    reply: 'You can reply to this email to write to the admissions office.',
    notYou: 'Did not make this request? Simply ignore this message.',
    optOut: 'Stop our marketing emails, in one click:',
    signature: (school: string) => `The admissions office — ${school}`,
  },
} satisfies Record<LabelLocale, object>;

/** The message to the visitor, in the language of the page they sent the form from. */
export function visitorConfirmation({ lead, admissionsEmail, visitor }: LeadEmailContext): LeadEmail {
  const { locale, titles, brochureUrl, optOutUrl } = visitor;
  const copy = COPY[locale][lead.type] ?? COPY[locale].contact;
  const words = WORDS[locale];
  const school = titles.school ?? NETWORK[locale];
  const what = titles.course ? (titles.school ? words.at(titles.course, titles.school) : titles.course) : titles.school;

  const paragraphs: Array<{ text: string; link?: string }> = [
    { text: words.hello(oneLine(lead.firstName)) },
    { text: copy.request(what) },
  ];
  if (lead.type === 'brochure')
    paragraphs.push(brochureUrl ? { text: words.brochure, link: brochureUrl } : { text: words.brochureLater });
  paragraphs.push({ text: `${words.nextTitle}\n${copy.next}` });
  if (titles.intake) paragraphs.push({ text: words.intake(titles.intake) });
  paragraphs.push({ text: words.reply }, { text: words.notYou }, { text: words.signature(school) });
  if (optOutUrl) paragraphs.push({ text: words.optOut, link: optOutUrl });

  const text = paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
${paragraphs
  .map(
    (p) =>
      `<p style="white-space:pre-line">${escapeHtml(p.text)}${p.link ? `<br><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>` : ''}</p>`,
  )
  .join('\n')}
</body></html>`;
  return {
    to: lead.email,
    replyTo: admissionsEmail,
    subject: oneLine(copy.subject(school)),
    text,
    html,
    // Mail clients show their own unsubscribe button, which posts to the same link (RFC 8058).
    ...(optOutUrl
      ? { headers: { 'List-Unsubscribe': `<${optOutUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
