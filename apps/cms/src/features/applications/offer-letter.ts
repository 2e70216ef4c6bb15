import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Core } from '@strapi/strapi';
import type { ApplicationAnswers } from '@horizon/shared/application-steps';
import { LETTER_STAGES, type ApplicationStage } from '../../admissions/application-labels';
import { ownApplication } from '../application-documents/application-documents';
import { SIGN_IN_PAGE } from '../applicant-sign-in/applicant-pages';
import { log } from '../../utils/log';
import { cmsEnv } from '../../env/cms-env';
import type { ApplicantLanguage } from '../applicant-sign-in/applicant-uids';
import { inApplicantLanguage } from '../applicant-sign-in/in-applicant-language';

// The offer letter (docs/decisions/offer-letter.md): drawn by pdfkit, already the brochures'
// library, in the applicant's language, with what a visa file needs.

const WITH_LETTER = new Set<ApplicationStage>(LETTER_STAGES);

// DejaVu Sans draws every Latin letter a name may hold (Nguyễn, Øyelaran, Şahin), which the PDF
// standard fonts (Windows-1252) cannot. Debian's fonts-dejavu-core: in the CMS's image, and on
// the machines the README lists.
let warned = false;
function fonts(): { regular: string; bold: string } {
  const dir = cmsEnv().LETTER_FONT_DIR;
  const dejaVu = { regular: `${dir}/DejaVuSans.ttf`, bold: `${dir}/DejaVuSans-Bold.ttf` };
  if (existsSync(dejaVu.regular) && existsSync(dejaVu.bold)) return dejaVu;
  if (!warned) {
    warned = true;
    log(
      'warn',
      'offer letters use Helvetica: DejaVu Sans not found, letters outside Western European ones will be wrong',
      {
        dir,
      },
    );
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
}

const WORDS = {
  fr: {
    title: 'Lettre d’admission',
    titleConditional: 'Lettre d’admission sous condition',
    reference: 'Référence du dossier',
    date: (day: string) => `Le ${day}`,
    applicant: 'Candidat·e',
    born: 'né·e le',
    nationality: 'nationalité',
    offer: (course: string, school: string) =>
      `Nous avons le plaisir de vous annoncer votre admission en ${course} (${school}).`,
    intake: (intake: string, start: string | null) =>
      start ? `${intake} : début des cours le ${start}.` : `${intake}.`,
    conditions: 'Cette admission est prononcée sous les conditions suivantes :',
    conditionsThen: 'Elle deviendra définitive lorsque vous les aurez remplies.',
    accepted: (day: string) => `Vous avez accepté cette offre le ${day}.`,
    answer: 'Acceptez ou déclinez cette offre dans votre espace candidat :',
    visa: 'Pour votre demande de visa',
    visaPlain:
      'Joignez cette lettre à votre demande de visa pour études, avec les justificatifs que demande le consulat (ressources, logement, assurance).',
    attestationTitle: 'Attestation de préinscription',
    attestationUse:
      'Attestation délivrée pour la procédure Études en France et la demande de visa, pour servir et valoir ce que de droit.',
    signature: (school: string) => `Le service des admissions — ${school}`,
  },
  en: {
    title: 'Offer of admission',
    titleConditional: 'Conditional offer of admission',
    reference: 'Application reference',
    date: (day: string) => day,
    applicant: 'Applicant',
    born: 'born',
    nationality: 'nationality',
    offer: (course: string, school: string) => `We are pleased to offer you a place on ${course} (${school}).`,
    intake: (intake: string, start: string | null) => (start ? `${intake}: classes start on ${start}.` : `${intake}.`),
    conditions: 'This offer is made on the following conditions:',
    conditionsThen: 'It becomes final once you have met them.',
    accepted: (day: string) => `You accepted this offer on ${day}.`,
    answer: 'Accept or decline this offer in your applicant space:',
    visa: 'For your visa application',
    visaPlain:
      'Attach this letter to your student visa application, with the documents the consulate asks for (funds, housing, insurance).',
    // The consulate reads the attestation in French: it stays French, with this line in English.
    attestationTitle: 'Attestation de préinscription (pre-registration certificate)',
    attestationUse:
      'Attestation délivrée pour la procédure Études en France et la demande de visa, pour servir et valoir ce que de droit. (Issued for the Études en France procedure and the visa application.)',
    signature: (school: string) => `The admissions office — ${school}`,
  },
} satisfies Record<ApplicantLanguage, object>;

/** The attestation, in French whatever the letter's language: the consulate and Campus France read it. */
const ATTESTATION = {
  text: (a: { name: string; born: string; nationality: string; course: string; school: string; intake: string }) =>
    `Nous, service des admissions de l’établissement ${a.school}, attestons que ${a.name}, né·e le ${a.born}, de nationalité ${a.nationality}, est préinscrit·e en ${a.course}${a.intake ? ` (${a.intake})` : ''}.`,
  conditional: 'Cette préinscription est soumise aux conditions indiquées ci-dessus.',
};

type Named = { documentId: string; title?: string; label?: string; name?: string; startDate?: string | null } | null;
type LetterRow = {
  reference: string;
  stage: ApplicationStage;
  language: ApplicantLanguage;
  answers: ApplicationAnswers | null;
  conditions: string | null;
  decidedAt: string | null;
  answeredAt: string | null;
  course: Named;
  intake: Named;
  school: (Named & { etudesEnFrance?: boolean | null }) | null;
};

/** What the letter says, in the applicant's language; null when there is no offer to show. */
export interface OfferLetter {
  language: ApplicantLanguage;
  reference: string;
  conditional: boolean;
  conditions: string | null;
  decidedAt: Date;
  acceptedAt: Date | null;
  applicant: { name: string; birthDate: string; nationality: string };
  course: string;
  school: string;
  intake: string;
  startDate: string | null;
  /** The Études en France attestation (in French, for the consulate): the school is on the platform and the applicant lives in a country that uses it. */
  etudesEnFrance: { course: string; school: string; intake: string; nationality: string } | null;
  signInUrl: string;
}

const day = (language: ApplicantLanguage, value: string | Date) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(value));

/** The letter of one of the applicant's applications, or null (another person's, no offer). */
export async function offerLetterOf(
  strapi: Core.Strapi,
  email: string,
  reference: string,
  siteUrl: string,
): Promise<OfferLetter | null> {
  const row = await ownApplication<LetterRow>(strapi, email, reference, {
    populate: {
      // Both versions are linked (drafts and publication): the published one is the offer's.
      course: { select: ['documentId', 'title', 'locale'], where: { publishedAt: { $notNull: true } } },
      intake: { select: ['documentId', 'label', 'startDate', 'locale'], where: { publishedAt: { $notNull: true } } },
      school: {
        select: ['documentId', 'name', 'etudesEnFrance', 'locale'],
        where: { publishedAt: { $notNull: true } },
      },
    },
  });
  if (!row || !WITH_LETTER.has(row.stage)) return null;
  const language = row.language;
  const [course, intake, school] = await Promise.all([
    inApplicantLanguage(strapi, 'api::course.course', row.course, language),
    inApplicantLanguage(strapi, 'api::entry-year.entry-year', row.intake, language),
    inApplicantLanguage(strapi, 'api::school.school', row.school, language),
  ]);
  const identity = row.answers?.identity ?? {};
  const residence = identity.residence ?? '';
  const guide = residence
    ? ((await strapi.db.query('api::country-guide.country-guide').findOne({
        where: { countryCode: residence, etudesEnFrance: true, publishedAt: { $notNull: true } },
        select: ['id'],
      })) as { id: number } | null)
    : null;
  const countryName = (lang: ApplicantLanguage, code: string | undefined) =>
    code ? (new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code) : '';
  return {
    language,
    reference: row.reference,
    conditional: row.stage === 'admitted_on_condition' || Boolean(row.conditions?.trim()),
    conditions: row.conditions?.trim() || null,
    decidedAt: new Date(row.decidedAt ?? Date.now()),
    acceptedAt: row.stage === 'accepted' && row.answeredAt ? new Date(row.answeredAt) : null,
    applicant: {
      name: `${identity.firstName ?? ''} ${(identity.lastName ?? '').toUpperCase()}`.trim(),
      birthDate: identity.birthDate ?? '',
      nationality: countryName(language, identity.nationality),
    },
    course: course?.title ?? '',
    school: school?.name ?? '',
    intake: intake?.label ?? '',
    startDate: intake?.startDate ?? null,
    etudesEnFrance:
      row.school?.etudesEnFrance && guide
        ? {
            course: row.course?.title ?? '',
            school: row.school.name ?? '',
            intake: row.intake?.label ?? '',
            nationality: countryName('fr', identity.nationality),
          }
        : null,
    signInUrl: `${siteUrl}${SIGN_IN_PAGE[language]}`,
  };
}

/** The letter as a PDF (A4), every word in the applicant's language but the attestation's. */
export function renderOfferLetter(letter: OfferLetter): Promise<Buffer> {
  const words = WORDS[letter.language];
  const font = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: { Title: `${words.title} ${letter.reference}`, Author: letter.school, Subject: letter.course },
    lang: letter.language,
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options: { bold?: boolean; size?: number; gap?: number } = {}) => {
    doc
      .font(options.bold ? font.bold : font.regular)
      .fontSize(options.size ?? 11)
      .fillColor('#1f2937')
      .text(value, { lineGap: 2 });
    doc.moveDown(options.gap ?? 0.6);
  };
  const born = letter.applicant.birthDate ? day(letter.language, letter.applicant.birthDate) : '';
  const start = letter.startDate ? day(letter.language, letter.startDate) : null;

  text(letter.school.toUpperCase(), { bold: true, size: 10, gap: 0.2 });
  text(words.date(day(letter.language, letter.decidedAt)), { size: 10, gap: 1.5 });
  text(letter.conditional ? words.titleConditional : words.title, { bold: true, size: 18, gap: 1 });
  text(`${words.reference} : ${letter.reference}`.replace(' : ', letter.language === 'fr' ? ' : ' : ': '), {
    size: 10,
  });
  text(
    `${words.applicant}${letter.language === 'fr' ? ' : ' : ': '}${letter.applicant.name}, ${words.born} ${born}, ${words.nationality} ${letter.applicant.nationality}`,
    { size: 10, gap: 1.2 },
  );
  text(words.offer(letter.course, letter.school));
  // An application may leave the intake open: the letter then names none.
  if (letter.intake) text(words.intake(letter.intake, start), { gap: 1 });
  else doc.moveDown(0.4);
  if (letter.conditions) {
    text(words.conditions, { bold: true });
    text(letter.conditions);
    text(words.conditionsThen, { gap: 1 });
  }
  if (letter.acceptedAt) text(words.accepted(day(letter.language, letter.acceptedAt)), { bold: true, gap: 1 });
  else text(`${words.answer} ${letter.signInUrl}`, { gap: 1 });

  if (letter.etudesEnFrance) {
    text(words.attestationTitle, { bold: true, size: 13 });
    text(
      ATTESTATION.text({
        ...letter.etudesEnFrance,
        name: letter.applicant.name,
        born: letter.applicant.birthDate ? day('fr', letter.applicant.birthDate) : '',
      }),
    );
    if (letter.conditions) text(ATTESTATION.conditional);
    text(words.attestationUse, { gap: 1 });
  } else {
    text(words.visa, { bold: true, size: 13 });
    text(words.visaPlain, { gap: 1 });
  }
  text(words.signature(letter.school), { bold: true });
  doc.end();
  return done;
}
