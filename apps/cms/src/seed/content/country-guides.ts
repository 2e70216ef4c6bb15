// The guides "how to come from your country" (requirements 10.18), one per country where the
// network has an office. Demo content: the procedure is the real shape of "Études en France" and
// of the student visa, the fees and delays are plausible, not checked with each consulate.
// The language level is never written here: the site quotes each degree level's `languageLevel`.
import { deFr } from '../lib/format';
import { t, type Bilingual } from '../bilingual';
import {
  checkSteps,
  COMMON_STEP_KEYS,
  DEFAULT_DOCUMENTS,
  DEFAULT_TIMING,
  type CommonStepKey,
  type GuideStepSeed,
  type LevelPathSeed,
  type StepDocuments,
  type StepKey,
  type StepTiming,
} from './country-guide-steps';
import { demoCalendar, type DemoCalendar } from '../lib/demo-calendar';
import { ONE_PLUS_TWO_TUITION } from './pages/international-pages';
import { DEMO_RATES, VISA_RESOURCES_A_MONTH } from './study-costs';

/** A fee stated in the country's currency, in whole euros at the demo's rate. */
function inEuros(amount: number, currency: string): number {
  const perEuro = DEMO_RATES[currency];
  if (perEuro === undefined) throw new Error(`No demo rate for ${currency}.`);
  return Math.round(amount / perEuro);
}

// The visa's monthly resources, as the study-cost entry holds them: the texts quote the same amount.
const RESOURCES_FR = `${VISA_RESOURCES_A_MONTH} €`;
const RESOURCES_EN = `€${VISA_RESOURCES_A_MONTH}`;
const RESOURCES_YEAR_FR = `${(VISA_RESOURCES_A_MONTH * 12).toLocaleString('fr-FR')} €`;
const RESOURCES_YEAR_EN = `€${(VISA_RESOURCES_A_MONTH * 12).toLocaleString('en-GB')}`;

export interface CountryGuideSeed {
  /** ISO 3166-1 alpha-2, the same as its office's. */
  countryCode: string;
  /** The country's name ("Maroc" | "Morocco"). */
  country: Bilingual<string>;
  /** The page title ("Étudier en France depuis le Maroc" | "Studying in France from Morocco"). */
  title: Bilingual<string>;
  /** The last segment of /etudier-dans-votre-pays/{slug} | /en/international-students/{slug}. */
  slug: Bilingual<string>;
  intro: Bilingual<string>;
  /** Whether the country uses the "Études en France" procedure on Campus France. */
  etudesEnFrance: boolean;
  /** The procedure in this country, in Markdown (a few short paragraphs). */
  procedure: Bilingual<string>;
  /** What the procedure costs there, in the local currency ("50 000 FCFA"). */
  procedureFee: Bilingual<string>;
  /** The country's currency, ISO 4217 (XOF), for the cost calculator. */
  currency: string;
  /** The procedure fee in euros, with its source (Campus France there), for the cost calculator. */
  procedureFeeFigure: GuideFigureSeed;
  /** A one-way flight from the country's main city to Paris, in euros, and the estimate's basis. */
  travelFigure: GuideFigureSeed;
  /** The steps every level walks, each with what it needs. */
  steps: readonly GuideStepSeed[];
  /** The path of each degree level: requirements, diploma, year of entry, its own steps. */
  levelPaths: readonly LevelPathSeed[];
  /** What changes for a school not connected to the procedure (pre-admission first). */
  otherSchools: Bilingual<string>;
  /** Diploma recognition for this country's diplomas, in Markdown. */
  recognition: Bilingual<string>;
  /** Its diplomas and transcripts are in neither French nor English: an application asks for their certified translations. */
  translationsRequired: boolean;
  /** What exempts a student from this country from a language test (the level is the degree level's). */
  languages: Bilingual<string>;
  /** The documents of the student visa application, one line each. */
  visaDocuments: readonly Bilingual<string>[];
  faqs: ReadonlyArray<{ question: Bilingual<string>; answer: Bilingual<string> | DatedText }>;
  /** Students from that country; may be empty. */
  testimonials: ReadonlyArray<{ text: Bilingual<string>; author: string; role: Bilingual<string> }>;
}

// ---------------------------------------------------------------------------------------------
// What every guide shares. Each guide gives only what differs in its country (see GuideInput);
// `guide()` writes the common paragraphs, steps, level paths and documents around it.
// ---------------------------------------------------------------------------------------------

type Faq = CountryGuideSeed['faqs'][number];

/** A text that names the demo's years (a figure's academic year): written for the calendar it is seeded with. */
export type DatedText = (calendar: DemoCalendar) => Bilingual<string>;

/** A question's answer, as seeded with `calendar`. */
export const faqAnswer = (faq: Faq, calendar: DemoCalendar): Bilingual<string> =>
  typeof faq.answer === 'function' ? faq.answer(calendar) : faq.answer;

// Any day: what the prose check reads (a language level) does not depend on the years.
const PROSE_CHECK_CALENDAR = demoCalendar(new Date(0));
type Testimonial = CountryGuideSeed['testimonials'][number];
type StepText = Pick<GuideStepSeed, 'title' | 'description'>;

interface StepsPlan {
  /** A sentence added to the first step (language test, school calendar). */
  firstStepNote?: Bilingual<string>;
  /** Moves a step where the country's calendar differs; checkSteps holds the order. */
  timing?: Partial<Record<StepKey, Partial<StepTiming>>>;
  /** What a step asks for or gives where the country's text says so (the exam its results name). */
  documents?: Partial<Record<StepKey, Partial<StepDocuments>>>;
  /** Rewrites a step where the country differs. */
  replace?: Partial<Record<StepKey, Partial<StepText>>>;
}

interface GuideInput {
  countryCode: string;
  /** Its documents are in neither French nor English (CountryGuideSeed). */
  translationsRequired?: boolean;
  country: Bilingual<string>;
  /** The country after "depuis" in the French title: "le Maroc", "la Côte d’Ivoire", "l’Inde". */
  fromFr: string;
  slug: Bilingual<string>;
  intro: Bilingual<string>;
  /** Our office there, as the texts name it: "bureau de Casablanca" | "Casablanca office". */
  office: Bilingual<string>;
  /** Where the Campus France interview takes place, read after "a lieu" | "takes place". */
  interviewAt: Bilingual<string>;
  /** Where the visa application is made, read after "déposez votre demande" | "apply". */
  visaAt: Bilingual<string>;
  /** The company that runs the visa centre, when its service fee is added to the visa fee. */
  visaProvider?: 'TLScontact' | 'VFS Global';
  /** A sentence on what is particular to the procedure in this country. */
  procedureNote: Bilingual<string>;
  /** The procedure fee in the local currency, without the hint to check it. */
  fee: Bilingual<string>;
  currency: string;
  /** The fee in euros: inEuros of the amount `fee` says, at the demo's rate (one figure). */
  feeEuros: number;
  /** A one-way flight to Paris in euros, from the city named (the office's). */
  flight: { euros: number; from: Bilingual<string> };
  steps?: StepsPlan;
  /** The secondary school diploma, with its possessive: "votre baccalauréat marocain". */
  schoolDiploma: Bilingual<string>;
  /** What else a Bachelor applicant from this country should know about that diploma. */
  schoolNote?: Bilingual<string>;
  /**
   * The Bachelor's "send your final results" step where the country's exam needs its own words
   * (an exam sat after the file and the interview, results to authenticate).
   */
  finalResults?: Bilingual<string>;
  /** How many years the Master's applicant's first degree lasts there: three unless said. */
  degreeYears?: 3 | 4;
  /** The three- or four-year degree a Master's applicant holds: "votre licence marocaine". */
  degree: Bilingual<string>;
  /** What else a Master's applicant should know (a four-year degree, a second year). */
  degreeNote?: Bilingual<string>;
  recognitionNote?: Bilingual<string>;
  /** Who is exempted from the language test, and which test the others take. */
  languageExemption: Bilingual<string>;
  /** How families from this country usually prove the €615 a month. */
  funds: Bilingual<string>;
  /** Added to the line of the Campus France file number (documents asked in that country). */
  campusFranceDocumentNote?: Bilingual<string>;
  faqs: readonly [Faq, Faq, Faq];
  testimonials?: readonly Testimonial[];
}

/**
 * An amount of a guide in euros and where it comes from, in each language. Its academic year and
 * the day its source published it follow the demo's calendar (guideFigure), as the national
 * figures' do: `kind` says which day.
 */
export interface GuideFigureSeed {
  amount: number;
  kind: 'procedureFee' | 'travel';
  source: Bilingual<string>;
  /** Where a family checks it; null for the network's own estimate. */
  sourceUrl: string | null;
}

/**
 * A guide's figure as the CMS's `costs.figure` holds it, for the calendar's figures year (the
 * national figures' too: "2026-2027" when seeded in November 2026). Campus France publishes each
 * country's procedure fee when the platform opens for the year's applications, on 1 October of
 * the year before; the network surveys the fares in June of the year's start, for the late-August
 * departures. Both days are before any day the demo can be seeded for that year (at the earliest
 * its September intake's).
 */
export function guideFigure({ kind, amount, source, sourceUrl }: GuideFigureSeed, { figuresYear }: DemoCalendar) {
  const start = Number(figuresYear.slice(0, 4));
  return {
    amount,
    academicYear: figuresYear,
    publishedOn: kind === 'procedureFee' ? `${start - 1}-10-01` : `${start}-06-15`,
    source: source.fr,
    sourceEn: source.en,
    // Empty, as the national estimates': the site reads it as no link.
    sourceUrl: sourceUrl ?? '',
  };
}

/** Campus France's site in the country: www.maroc.campusfrance.org, www.cotedivoire.campusfrance.org. */
const campusFranceSite = (slug: Bilingual<string>): string =>
  `https://www.${slug.fr.replace(/-/g, '')}.campusfrance.org`;

const capitalized = (text: Bilingual<string>): Bilingual<string> =>
  t(text.fr.charAt(0).toUpperCase() + text.fr.slice(1), text.en.charAt(0).toUpperCase() + text.en.slice(1));

function campusFranceOf(country: Bilingual<string>): Bilingual<string> {
  return t(`Campus France ${country.fr}`, `Campus France ${country.en}`);
}

function procedureOf(input: GuideInput, cf: Bilingual<string>): Bilingual<string> {
  const { interviewAt, visaAt, procedureNote } = input;
  return t(
    `Créez votre compte sur la plateforme Études en France de ${cf.fr}, complétez votre dossier (parcours, diplômes, lettres de motivation) et ajoutez les formations choisies. Une fois le dossier soumis, payez les frais de procédure pour qu’il soit examiné.

${cf.fr} vous convoque ensuite à un entretien pédagogique, qui a lieu ${interviewAt.fr}. Quand une école vous a admis et que vous avez confirmé votre choix, trouvez votre logement, puis déposez votre demande de visa long séjour « étudiant » ${visaAt.fr}. ${procedureNote.fr}`,
    `Create your account on the Études en France platform of ${cf.en}, complete your file (education history, diplomas, cover letters) and add the programmes you have chosen. Once you submit the file, pay the procedure fee so that it can be reviewed.

${cf.en} then invites you to an academic interview, which takes place ${interviewAt.en}. Once a school has admitted you and you have confirmed your choice, find your housing, then apply for the long-stay student visa ${visaAt.en}. ${procedureNote.en}`,
  );
}

function commonStep(key: CommonStepKey, input: GuideInput, cf: Bilingual<string>): StepText {
  switch (key) {
    case 'choose':
      return {
        title: t('Choisir ses formations', 'Choose your programmes'),
        description: t(
          `Comparez les formations du réseau avec un conseiller du ${input.office.fr} et vérifiez le niveau d’entrée et le niveau de langue demandés.`,
          `Compare the network’s programmes with an adviser at our ${input.office.en} and check the entry level and the language level required.`,
        ),
      };
    case 'file':
      return {
        title: t('Constituer son dossier Études en France', 'Build your Études en France file'),
        description: t(
          `Créez votre compte sur la plateforme de ${cf.fr}, ajoutez vos candidatures et payez les frais de procédure. Pour une école non connectée, demandez d’abord une pré-admission.`,
          `Create your account on the ${cf.en} platform, add your applications and pay the procedure fee. For a school that is not connected, ask for pre-admission first.`,
        ),
      };
    case 'interview':
      return {
        title: t('Passer l’entretien Campus France', 'Attend the Campus France interview'),
        description: t(
          `L’entretien pédagogique a lieu ${input.interviewAt.fr}. Préparez-vous à présenter votre projet d’études et votre projet professionnel.`,
          `The academic interview takes place ${input.interviewAt.en}. Be ready to present your study plan and your career plan.`,
        ),
      };
    case 'admission':
      return {
        title: t('Accepter son admission', 'Accept your offer'),
        description: t(
          'Confirmez votre choix définitif sur la plateforme, puis versez l’acompte demandé par l’école pour recevoir votre attestation d’inscription.',
          'Confirm your final choice on the platform, then pay the deposit the school asks for to receive your enrolment certificate.',
        ),
      };
    case 'housing':
      return {
        title: t('Trouver un logement', 'Find housing'),
        description: t(
          'Réservez une chambre en résidence partenaire depuis votre espace candidat, ou obtenez une attestation d’hébergement : le dossier de visa demande ce justificatif.',
          'Book a room in a partner residence from your applicant portal, or get a letter from your host: the visa application asks for this proof.',
        ),
      };
    case 'visa':
      return {
        title: t('Demander le visa étudiant', 'Apply for the student visa'),
        description: t(
          `Prenez rendez-vous ${input.visaAt.fr} avec votre attestation d’inscription, votre justificatif de logement et un justificatif de ressources d’au moins ${RESOURCES_FR} par mois.`,
          `Book an appointment ${input.visaAt.en} and bring your enrolment certificate, your proof of housing and proof of funds of at least ${RESOURCES_EN} a month.`,
        ),
      };
    case 'flight':
      return {
        title: t('Réserver son vol', 'Book your flight'),
        description: t(
          'Achetez votre billet d’avion une fois le visa obtenu, pour arriver quelques jours avant la rentrée.',
          'Buy your plane ticket once you have the visa, to arrive a few days before classes start.',
        ),
      };
    case 'arrival':
      return {
        title: t('Arriver et valider son visa', 'Arrive and validate your visa'),
        description: t(
          'Validez votre VLS-TS en ligne dans les trois mois suivant votre arrivée et payez la CVEC avant votre inscription administrative.',
          'Validate your VLS-TS online within three months of arrival and pay the CVEC before you complete your enrolment.',
        ),
      };
  }
}

/** A step with the country's timing and words where they differ from the usual ones. */
function planned(key: StepKey, text: StepText, plan: StepsPlan): GuideStepSeed {
  const timing = { ...DEFAULT_TIMING[key], ...plan.timing?.[key] };
  const documents = { ...DEFAULT_DOCUMENTS[key], ...plan.documents?.[key] };
  const replaced = plan.replace?.[key];
  return {
    key,
    title: replaced?.title ?? text.title,
    description: replaced?.description ?? text.description,
    needs: timing.needs,
    asks: documents.asks,
    produces: documents.produces,
    weeksBeforeIntake: timing.weeks,
    ...(timing.day ? { onDay: timing.day } : {}),
    ...(timing.deadline === undefined ? {} : { deadlineWeeksBeforeIntake: timing.deadline }),
  };
}

function stepsOf(input: GuideInput, cf: Bilingual<string>): GuideStepSeed[] {
  const plan = input.steps ?? {};
  return COMMON_STEP_KEYS.map((key) => {
    const common = commonStep(key, input, cf);
    const note = key === 'choose' ? plan.firstStepNote : undefined;
    const text = note
      ? { ...common, description: t(`${common.description.fr} ${note.fr}`, `${common.description.en} ${note.en}`) }
      : common;
    return planned(key, text, plan);
  });
}

/** The Bachelor's path: after secondary school, or into a later year with credits. */
function bachelorPath(input: GuideInput): LevelPathSeed {
  const { schoolDiploma: diploma, schoolNote: note } = input;
  return {
    level: 'bac3',
    requirements: t(
      `${capitalized(diploma).fr}. En dernière année de lycée, vous candidatez avec vos bulletins et l’admission reste conditionnelle jusqu’aux résultats.${note ? ` ${note.fr}` : ''}`,
      `${capitalized(diploma).en}. In your final year of secondary school, you apply with your report cards and admission stays conditional until the results.${note ? ` ${note.en}` : ''}`,
    ),
    diploma: capitalized(diploma),
    entryYear: t(
      'En 1re année de Bachelor après le lycée ; en 2e ou 3e année si vous avez validé une ou deux années d’études supérieures (60 ou 120 crédits ECTS), après étude du dossier.',
      'Year 1 of the Bachelor after secondary school; year 2 or 3 if you have completed one or two years of higher education (60 or 120 ECTS credits), after a review of your file.',
    ),
    steps: [
      planned(
        'results',
        {
          title: t('Envoyer ses résultats de fin d’études', 'Send your final school results'),
          description:
            input.finalResults ??
            t(
              'Dès la publication des résultats, envoyez votre relevé de notes aux écoles où vous candidatez : avec lui, votre admission est définitive, ce que le dossier de visa demande.',
              'As soon as the results are out, send your transcript to the schools you apply to: with it, your admission is final, which the visa application asks for.',
            ),
        },
        input.steps ?? {},
      ),
    ],
  };
}

/** The Master's path: into the 4th year (Master 1) after a three-year degree. */
function masterPath(input: GuideInput): LevelPathSeed {
  const { degree, degreeNote: note } = input;
  const years = input.degreeYears === 4 ? t('quatre', 'four') : t('trois', 'three');
  const credits = input.degreeYears === 4 ? 240 : 180;
  return {
    level: 'bac5',
    requirements: t(
      `${capitalized(degree).fr}, soit ${years.fr} années d’études supérieures (${credits} crédits ECTS ou l’équivalent), dans un domaine proche du programme. En dernière année, vous candidatez avec vos relevés de notes et l’admission reste conditionnelle jusqu’au diplôme.`,
      `${capitalized(degree).en}, that is ${years.en} years of higher education (${credits} ECTS credits or the equivalent), in a field close to the programme. In your final year, you apply with your transcripts and admission stays conditional until you graduate.`,
    ),
    diploma: capitalized(degree),
    entryYear: t(
      `En 1re année de Mastère (Master 1, la 4e année d’études supérieures) après un diplôme en trois ans ; en 2e année (Master 2) avec quatre années validées dans un domaine proche, après étude du dossier.${note ? ` ${note.fr}` : ''}`,
      `Year 1 of the Master’s (Master 1, the 4th year of higher education) after a three-year degree; year 2 (Master 2) with four years completed in a related field, after a review of your file.${note ? ` ${note.en}` : ''}`,
    ),
    steps: [
      planned(
        'degree',
        {
          title: t('Réunir ses documents universitaires', 'Gather your university documents'),
          description: t(
            'Demandez à votre université votre diplôme, ou une attestation d’inscription en dernière année, et les relevés de notes de chaque année : le dossier Études en France les demande.',
            'Ask your university for your degree certificate, or a certificate of enrolment in your final year, and the transcripts of every year: the Études en France file asks for them.',
          ),
        },
        input.steps ?? {},
      ),
      // A final-year student's admission is conditional until the degree: the visa needs it final.
      // Dated on the day universities publish (by 5 July, DEFAULT_TIMING), not on the country's
      // school exam's: the plan's timing and documents of `results` are the Bachelor's.
      planned(
        'results',
        {
          title: t('Envoyer ses résultats de dernière année', 'Send your final-year results'),
          description: t(
            'En dernière année, dès que votre université publie vos résultats, envoyez à l’école votre relevé de notes et votre attestation de réussite (le diplôme suit souvent plus tard) : avec eux, votre admission est définitive, ce que le dossier de visa demande. Diplômé, vous n’avez rien à envoyer de plus.',
            'In your final year, as soon as your university publishes your results, send the school your transcript and your certificate of completion (the degree certificate often comes later): with them, your admission is final, which the visa application asks for. Already a graduate, you have nothing more to send.',
          ),
        },
        { documents: { results: { produces: ['degree-results', 'final-admission'] } } },
      ),
    ],
  };
}

function otherSchoolsOf(cf: Bilingual<string>): Bilingual<string> {
  return t(
    `Si l’école du réseau qui vous intéresse n’est pas connectée à Études en France, candidatez d’abord directement auprès d’elle pour obtenir une pré-admission. Ajoutez ensuite cette acceptation à votre dossier Études en France : ${cf.fr} organise l’entretien, puis vous demandez le visa.`,
    `If the network school you are interested in is not connected to Études en France, apply to it directly first to obtain pre-admission. Then add this acceptance to your Études en France file: ${cf.en} arranges the interview, and you then apply for the visa.`,
  );
}

function recognitionOf(input: GuideInput): Bilingual<string> {
  const note = input.recognitionNote;
  return t(
    `Nos écoles évaluent directement votre diplôme pour l’admission (celui de votre parcours, ci-dessus) : vous n’avez aucune démarche de reconnaissance à faire pour candidater.${note ? ` ${note.fr}` : ''}

Pour un emploi ou un contrat d’alternance, demandez l’**attestation de comparabilité** de France Éducation international (ENIC-NARIC France). La demande se fait en ligne, sur le site de France Éducation international.`,
    `Our schools assess your diploma directly for admission (the one of your path, above): you do not need any recognition procedure to apply.${note ? ` ${note.en}` : ''}

For a job or a work-study contract, request the **statement of comparability** from France Éducation international (ENIC-NARIC France). You apply online, on France Éducation international’s website.`,
  );
}

function languagesOf(exemption: Bilingual<string>): Bilingual<string> {
  return t(
    `Le niveau demandé dépend de votre niveau d’études et de la langue du programme : il figure dans votre parcours et dans le tableau ci-dessous. ${exemption.fr}`,
    `The level required depends on your degree level and the programme’s language: it is given in your path and in the table below. ${exemption.en}`,
  );
}

function visaDocumentsOf(input: GuideInput, cf: Bilingual<string>): Bilingual<string>[] {
  const note = input.campusFranceDocumentNote;
  const provider = input.visaProvider;
  return [
    t(
      'Passeport valide pendant toute la durée du séjour, avec sa copie',
      'Passport valid for the whole stay, with a copy',
    ),
    t(
      'Attestation d’inscription ou lettre d’admission définitive de l’école',
      'The school’s enrolment certificate or final admission letter',
    ),
    t(
      `Justificatif de ressources d’au moins ${RESOURCES_FR} par mois : ${input.funds.fr}`,
      `Proof of funds of at least ${RESOURCES_EN} a month: ${input.funds.en}`,
    ),
    t(
      'Justificatif de logement pour les premiers mois (réservation en résidence ou attestation d’hébergement)',
      'Proof of accommodation for the first months (residence booking or a letter from your host)',
    ),
    t(
      `Numéro de dossier Études en France, après l’entretien avec ${cf.fr}${note ? `, ${note.fr}` : ''}`,
      `Your Études en France file number, after the interview with ${cf.en}${note ? `, ${note.en}` : ''}`,
    ),
    t(
      'Réservation de vol (le billet s’achète une fois le visa obtenu)',
      'Flight reservation (buy the ticket once the visa is granted)',
    ),
    t('Deux photos d’identité récentes, aux normes', 'Two recent passport photos that meet the standards'),
    t(
      `Formulaire France-Visas signé et reçu des frais de visa${provider ? ` et des frais de service ${provider}` : ''}`,
      `Signed France-Visas form and receipt for the visa fee${provider ? ` and the ${provider} service fee` : ''}`,
    ),
  ];
}

/** Throws on a guide the site could not show right (see also checkSteps). */
function check(guide: CountryGuideSeed): void {
  const { countryCode, intro } = guide;
  checkSteps(countryCode, guide.steps, guide.levelPaths);
  if (intro.fr.length >= 200 || intro.en.length >= 200)
    throw new Error(`Country guide ${countryCode}: intro too long.`);
  if (!/^[A-Z]{3}$/.test(guide.currency)) throw new Error(`Country guide ${countryCode}: currency is not ISO 4217.`);
  if (!(guide.procedureFeeFigure.amount >= 0 && guide.travelFigure.amount >= 0))
    throw new Error(`Country guide ${countryCode}: an amount is negative.`);
  // One source per fact: the language level is the degree level's, quoted by the site.
  const prose = [
    guide.intro,
    guide.languages,
    guide.procedure,
    ...guide.faqs.map((faq) => faqAnswer(faq, PROSE_CHECK_CALENDAR)),
  ];
  if (prose.some((text) => /IELTS \d|TOEFL iBT \d|\b[ABC][12]\b/.test(`${text.fr} ${text.en}`)))
    throw new Error(`Country guide ${countryCode}: a language level is written in the prose.`);
}

function guide(input: GuideInput): CountryGuideSeed {
  const cf = campusFranceOf(input.country);
  const seed: CountryGuideSeed = {
    countryCode: input.countryCode,
    country: input.country,
    title: t(`Étudier en France depuis ${input.fromFr}`, `Studying in France from ${input.country.en}`),
    slug: input.slug,
    intro: input.intro,
    etudesEnFrance: true,
    translationsRequired: input.translationsRequired ?? false,
    procedure: procedureOf(input, cf),
    procedureFee: t(`${input.fee.fr} (à vérifier auprès de ${cf.fr})`, `${input.fee.en} (check with ${cf.en})`),
    currency: input.currency,
    procedureFeeFigure: {
      amount: input.feeEuros,
      kind: 'procedureFee',
      source: t(`${cf.fr} – frais de procédure Études en France`, `${cf.en} – Études en France procedure fee`),
      sourceUrl: campusFranceSite(input.slug),
    },
    travelFigure: {
      amount: input.flight.euros,
      kind: 'travel',
      source: t(
        `Estimation du réseau : prix moyen d’un aller simple ${input.flight.from.fr}–Paris en classe économique, relevé en juin pour un départ fin août`,
        `Network estimate: average one-way economy fare ${input.flight.from.en}–Paris, surveyed in June for a late-August departure`,
      ),
      sourceUrl: null,
    },
    steps: stepsOf(input, cf),
    levelPaths: [bachelorPath(input), masterPath(input)],
    otherSchools: otherSchoolsOf(cf),
    recognition: recognitionOf(input),
    languages: languagesOf(input.languageExemption),
    visaDocuments: visaDocumentsOf(input, cf),
    faqs: input.faqs,
    testimonials: input.testimonials ?? [],
  };
  check(seed);
  return seed;
}

/** The network's "1 + 2" pathway (see the international pages), offered in four cities. */
function onePlusTwoFaq(city: Bilingual<string>): Faq {
  return {
    question: t(
      `Comment fonctionne le parcours « 1 + 2 » à ${city.fr} ?`,
      `How does the “1 + 2” pathway in ${city.en} work?`,
    ),
    // The year's fee is the pathway page's figure, said with its academic year and where it is
    // published, as every figure a family checks (issue 56): the network's tuition of the
    // calendar's figures year, as the courses' own.
    answer: ({ figuresYear }) =>
      t(
        `Vous suivez la première année du Bachelor chez notre partenaire ${deFr(city.fr)}, avec le même programme et les mêmes examens qu’en France, et 150 heures de français. Ses frais de scolarité sont de ${ONE_PLUS_TWO_TUITION.firstYear.toLocaleString('fr-FR')} € (tarif ${figuresYear} du réseau, donné sur notre page « Nos programmes internationaux »). Pendant cette année, vous faites la procédure Études en France pour rejoindre un campus français en deuxième année.`,
        `You take the first year of the Bachelor at our partner institution in ${city.en}, with the same syllabus and exams as in France, plus 150 hours of French. Its tuition is €${ONE_PLUS_TWO_TUITION.firstYear.toLocaleString('en-GB')} (the network’s ${figuresYear} fee, given on our “Our programmes abroad” page). During that year, you complete the Études en France procedure to join a French campus in the second year.`,
      ),
  };
}

function campusRole(programme: Bilingual<string>, city: string): Bilingual<string> {
  return t(`${programme.fr}, campus de ${city}`, `${programme.en}, ${city} campus`);
}

/** How families in the CFA franc countries usually prove the student's resources. */
const CFA_FUNDS = t(
  'attestation de prise en charge légalisée et relevés bancaires du garant, ou attestation de bourse',
  'a certified sponsorship letter with the sponsor’s bank statements, or a scholarship award letter',
);

const CFA_FEE = t('50 000 FCFA', '50,000 CFA francs');

/** For countries where French is the language of school: no test for French-taught programmes. */
const FRENCH_SCHOOLING = t(
  'Votre scolarité en français vous dispense en général de test pour les formations en français ; pour une formation en anglais, un test d’anglais reste demandé.',
  'Having been schooled in French usually exempts you from a test for French-taught programmes; for an English-taught programme, an English test is still required.',
);

const TEST_REQUIRED = t(
  'Un test est nécessaire : le TCF, passé via Campus France, pour une formation en français, l’IELTS ou le TOEFL pour une formation en anglais.',
  'A test is required: the TCF, taken through Campus France, for a French-taught programme, and IELTS or TOEFL for an English-taught one.',
);

// ---------------------------------------------------------------------------------------------
// The guides, in the order of the offices.
// ---------------------------------------------------------------------------------------------

export const COUNTRY_GUIDES: readonly CountryGuideSeed[] = [
  guide({
    countryCode: 'MA',
    country: t('Maroc', 'Morocco'),
    fromFr: 'le Maroc',
    slug: t('maroc', 'morocco'),
    intro: t(
      'Du choix de la formation au visa, voici les étapes pour rejoindre un campus en France depuis le Maroc, avec l’appui de notre bureau de Casablanca.',
      'From choosing a programme to getting your visa, here are the steps to join a campus in France from Morocco, with support from our Casablanca office.',
    ),
    office: t('bureau de Casablanca', 'Casablanca office'),
    interviewAt: t(
      'à l’Espace Campus France de Casablanca, Rabat, Fès, Marrakech, Tanger ou Agadir, selon votre ville',
      'at the Campus France office in Casablanca, Rabat, Fès, Marrakech, Tangier or Agadir, depending on where you live',
    ),
    visaAt: t('au centre TLScontact le plus proche de chez vous', 'at the TLScontact centre nearest to you'),
    visaProvider: 'TLScontact',
    procedureNote: t(
      'Les rendez-vous TLScontact sont très demandés de juin à août : réservez dès que vous avez votre attestation d’inscription.',
      'TLScontact appointments are in high demand from June to August: book as soon as you have your enrolment certificate.',
    ),
    fee: t('Environ 1 900 MAD', 'About MAD 1,900'),
    currency: 'MAD',
    feeEuros: inEuros(1_900, 'MAD'),
    flight: { euros: 150, from: t('Casablanca', 'Casablanca') },
    schoolDiploma: t('votre baccalauréat marocain', 'your Moroccan baccalauréat'),
    degree: t(
      'votre licence marocaine (licence d’études fondamentales ou professionnelle)',
      'your Moroccan licence (general or professional)',
    ),
    languageExemption: t(
      'Si vous avez suivi une filière en français (option internationale française du baccalauréat marocain, lycée français ou études supérieures en français), l’école peut vous dispenser de test ; sinon, passez le TCF via Campus France Maroc.',
      'If you studied in French (the French international option of the Moroccan baccalauréat, a French school or higher education in French), the school may exempt you from a test; otherwise, take the TCF through Campus France Morocco.',
    ),
    funds: t(
      'relevés bancaires et attestation de prise en charge des parents, ou attestation de bourse',
      'your parents’ bank statements and sponsorship letter, or a scholarship award letter',
    ),
    faqs: [
      onePlusTwoFaq(t('Casablanca', 'Casablanca')),
      {
        question: t(
          'Comment mes parents peuvent-ils m’envoyer de l’argent en France ?',
          'How can my parents send me money in France?',
        ),
        answer: t(
          'La réglementation des changes marocaine autorise des transferts pour les frais de scolarité et de séjour à l’étranger. Votre banque les effectue sur présentation de l’attestation d’inscription ; demandez-lui aussi une attestation pour le dossier de visa.',
          'Moroccan exchange regulations allow transfers for tuition and living costs abroad. Your bank makes them on presentation of your enrolment certificate; also ask it for a statement for your visa file.',
        ),
      },
      {
        question: t('Quand faut-il commencer ?', 'When should I start?'),
        answer: t(
          'La plateforme ouvre en général à l’automne. Pour une rentrée en septembre, soumettez votre dossier avant la fin janvier : les entretiens sont les plus nombreux de février à avril.',
          'The platform usually opens in the autumn. For a September intake, submit your file before the end of January: most interviews take place between February and April.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai fait ma première année de Bachelor à Casablanca dans le cadre du parcours 1 + 2, puis j’ai rejoint Lyon en deuxième année. Le bureau a relu tout mon dossier Études en France avant l’entretien. En arrivant, je connaissais déjà le programme et plusieurs camarades de promotion.',
          'I took the first year of my Bachelor in Casablanca through the 1 + 2 pathway, then joined Lyon in the second year. The office reviewed my whole Études en France file before the interview. When I arrived, I already knew the syllabus and several classmates.',
        ),
        author: 'Yasmine B.',
        role: campusRole(t('Bachelor Commerce international', 'Bachelor in International Business'), 'Lyon'),
      },
    ],
  }),

  guide({
    countryCode: 'SN',
    country: t('Sénégal', 'Senegal'),
    fromFr: 'le Sénégal',
    slug: t('senegal', 'senegal'),
    intro: t(
      'Lycéen ou étudiant au Sénégal ? Voici le calendrier et les démarches pour étudier en France, avec l’équipe de notre bureau de Dakar.',
      'At school or university in Senegal? Here are the timeline and the steps to study in France, with the team at our Dakar office.',
    ),
    office: t('bureau de Dakar', 'Dakar office'),
    interviewAt: t(
      'à l’Espace Campus France de Dakar ou à son antenne de Saint-Louis',
      'at the Campus France office in Dakar or its branch in Saint-Louis',
    ),
    visaAt: t(
      'au centre de visa indiqué par le consulat général de France à Dakar',
      'at the visa centre designated by the French Consulate General in Dakar',
    ),
    procedureNote: t(
      'Les entretiens ont surtout lieu entre janvier et avril ; notre bureau de Dakar organise des simulations pour vous y préparer.',
      'Interviews mostly take place between January and April; our Dakar office runs mock interviews to help you prepare.',
    ),
    fee: CFA_FEE,
    currency: 'XOF',
    feeEuros: 76,
    flight: { euros: 450, from: t('Dakar', 'Dakar') },
    schoolDiploma: t('votre baccalauréat sénégalais', 'your Senegalese baccalauréat'),
    degree: t('votre licence sénégalaise (système LMD)', 'your Senegalese licence (LMD system)'),
    schoolNote: t(
      'Le BFEM, qui termine le collège, ne donne pas accès à l’enseignement supérieur : c’est le baccalauréat qui compte.',
      'The BFEM, taken at the end of lower secondary school, does not give access to higher education: the baccalauréat is what counts.',
    ),
    languageExemption: FRENCH_SCHOOLING,
    funds: CFA_FUNDS,
    faqs: [
      onePlusTwoFaq(t('Dakar', 'Dakar')),
      {
        question: t('Mes parents peuvent-ils être mes garants ?', 'Can my parents be my sponsors?'),
        answer: t(
          `Oui. Un parent signe une attestation de prise en charge légalisée et joint ses relevés bancaires et ses justificatifs de revenus. Le consulat vérifie que le total couvre au moins ${RESOURCES_FR} par mois.`,
          `Yes. A parent signs a certified sponsorship letter and attaches their bank statements and proof of income. The consulate checks that the total covers at least ${RESOURCES_EN} a month.`,
        ),
      },
      {
        question: t('Puis-je candidater avant d’avoir mon bac ?', 'Can I apply before I have my baccalauréat?'),
        answer: t(
          'Oui. En terminale, vous candidatez avec vos bulletins de première et de terminale. L’admission est alors conditionnelle : vous envoyez votre relevé du bac dès sa publication.',
          'Yes. In your final year, you apply with your report cards from the last two years. Admission is then conditional: you send your baccalauréat results as soon as they are published.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai préparé l’entretien Campus France avec l’équipe de Dakar : après deux simulations, j’étais à l’aise pour parler de mon projet. À Lille, j’ai trouvé mon stage de première année dans un entrepôt de la métropole. Le plus difficile a été l’hiver, pas les cours.',
          'I prepared for the Campus France interview with the Dakar team: after two mock interviews, I was comfortable talking about my plans. In Lille, I found my first-year internship in a warehouse near the city. The hardest part was the winter, not the classes.',
        ),
        author: 'Moussa D.',
        role: campusRole(t('Bachelor Supply chain et logistique', 'Bachelor in Supply Chain and Logistics'), 'Lille'),
      },
    ],
  }),

  guide({
    countryCode: 'CI',
    country: t('Côte d’Ivoire', 'Côte d’Ivoire'),
    fromFr: 'la Côte d’Ivoire',
    slug: t('cote-divoire', 'cote-divoire'),
    intro: t(
      'Les démarches pour rejoindre une école du réseau depuis la Côte d’Ivoire, de la candidature à l’installation, avec notre bureau d’Abidjan.',
      'How to join one of the network’s schools from Côte d’Ivoire, from application to settling in, with our Abidjan office.',
    ),
    office: t('bureau d’Abidjan', 'Abidjan office'),
    interviewAt: t('à l’Espace Campus France d’Abidjan', 'at the Campus France office in Abidjan'),
    visaAt: t(
      'au centre de visa indiqué par le consulat général de France à Abidjan',
      'at the visa centre designated by the French Consulate General in Abidjan',
    ),
    procedureNote: t(
      'Si vous passez le bac cette année, votre admission reste conditionnelle jusqu’aux résultats, publiés en général en juillet : le visa se demande ensuite.',
      'If you are taking the baccalauréat this year, your admission stays conditional until the results, usually published in July: you apply for the visa after that.',
    ),
    fee: CFA_FEE,
    currency: 'XOF',
    feeEuros: 76,
    flight: { euros: 550, from: t('Abidjan', 'Abidjan') },
    steps: {
      // The baccalauréat results come out in July (sent by 12 July, whatever the intake): the visa
      // is asked for after them.
      timing: {
        admission: { weeks: 14 },
        housing: { weeks: 11 },
        results: { weeks: 9, day: '07-12' },
        visa: { weeks: 7 },
      },
    },
    schoolDiploma: t('votre baccalauréat ivoirien', 'your Ivorian baccalauréat'),
    degree: t('votre licence ivoirienne (système LMD)', 'your Ivorian licence (LMD system)'),
    schoolNote: t(
      'Le BEPC seul ne permet pas d’entrer en première année.',
      'The BEPC alone does not give access to the first year.',
    ),
    languageExemption: FRENCH_SCHOOLING,
    funds: CFA_FUNDS,
    faqs: [
      onePlusTwoFaq(t('Abidjan', 'Abidjan')),
      {
        question: t(
          'Une bourse ivoirienne suffit-elle comme justificatif de ressources ?',
          'Is an Ivorian scholarship enough as proof of funds?',
        ),
        answer: t(
          `Oui, si la décision d’attribution indique un montant mensuel d’au moins ${RESOURCES_FR}. Sinon, complétez-la avec une attestation de prise en charge d’un parent.`,
          `Yes, if the award letter states a monthly amount of at least ${RESOURCES_EN}. Otherwise, add a sponsorship letter from a parent.`,
        ),
      },
      {
        question: t('Où puis-je rencontrer les écoles à Abidjan ?', 'Where can I meet the schools in Abidjan?'),
        answer: t(
          'Notre bureau de Cocody organise deux journées d’admission par an avec les directeurs des écoles. Vous pouvez aussi y prendre rendez-vous toute l’année.',
          'Our Cocody office hosts two admission days a year with the school directors. You can also book an appointment there all year round.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai candidaté en Mastère après ma licence obtenue à Abidjan. L’entretien Campus France portait surtout sur la cohérence de mon projet, et le bureau de Cocody m’avait aidée à le préparer. Le plus long a été de réunir les justificatifs de ressources : commencez tôt.',
          'I applied for the MSc after completing my licence in Abidjan. The Campus France interview was mostly about how consistent my plans were, and the Cocody office had helped me prepare. Gathering the proof of funds took the longest: start early.',
        ),
        author: 'Aïcha K.',
        role: campusRole(t('Mastère Audit et contrôle de gestion', 'MSc in Audit and Management Control'), 'Paris'),
      },
    ],
  }),

  guide({
    countryCode: 'CM',
    country: t('Cameroun', 'Cameroon'),
    fromFr: 'le Cameroun',
    slug: t('cameroun', 'cameroon'),
    intro: t(
      'Francophone ou anglophone, voici comment préparer vos études en France depuis le Cameroun, avec notre bureau de Douala.',
      'Whether you are French- or English-speaking, here is how to prepare your studies in France from Cameroon, with our Douala office.',
    ),
    office: t('bureau de Douala', 'Douala office'),
    interviewAt: t(
      'à l’Espace Campus France de Yaoundé ou de Douala',
      'at the Campus France office in Yaoundé or Douala',
    ),
    visaAt: t(
      'au centre de visa de Yaoundé ou de Douala (celui de votre région)',
      'at the visa centre in Yaoundé or Douala (the one for your region)',
    ),
    procedureNote: t(
      'Apportez à l’entretien les originaux des diplômes et relevés de notes que vous avez déjà, avec des copies certifiées ; en terminale, vos bulletins : le baccalauréat ou le GCE s’ajoutent à l’été, à leurs résultats.',
      'Bring the originals of the diplomas and transcripts you already hold to the interview, with certified copies; in your final year, your report cards: the baccalauréat or the GCE is added in the summer, when its results are out.',
    ),
    fee: CFA_FEE,
    currency: 'XAF',
    feeEuros: inEuros(50_000, 'XAF'),
    flight: { euros: 600, from: t('Douala', 'Douala') },
    steps: {
      // The baccalauréat results come out in July, the GCE's late in July (24 July 2024): sent by
      // 26 July, whatever the intake; the visa after them.
      timing: { results: { weeks: 7, day: '07-26' }, visa: { weeks: 6 } },
      // The originals of what the student holds are shown at the interview; the exam's come after.
      documents: {
        interview: { asks: ['school-records'] },
        results: { produces: ['bac-or-gce-results', 'final-admission'] },
      },
    },
    finalResults: t(
      'Les résultats du baccalauréat paraissent en juillet, ceux du GCE Advanced Level fin juillet : envoyez aussitôt votre relevé à l’école. Avec lui, votre admission est définitive, ce que le dossier de visa demande.',
      'The baccalauréat results come out in July, the GCE Advanced Level’s in late July: send your results slip to the school at once. With it, your admission is final, which the visa application asks for.',
    ),
    schoolDiploma: t(
      'votre baccalauréat camerounais ou votre GCE Advanced Level',
      'your Cameroonian baccalauréat or your GCE Advanced Level',
    ),
    degree: t(
      'votre licence camerounaise, ou votre Bachelor du sous-système anglophone',
      'your Cameroonian licence, or your Bachelor’s degree from the English-speaking subsystem',
    ),
    schoolNote: t(
      'Pour le GCE, nous demandons au moins deux matières validées au niveau Advanced.',
      'For the GCE, we ask for at least two subjects passed at Advanced Level.',
    ),
    languageExemption: t(
      'Les élèves du sous-système francophone sont dispensés pour les formations en français ; ceux du sous-système anglophone le sont pour les formations en anglais et passent le TCF pour une formation en français.',
      'Students from the French-speaking subsystem are exempted for French-taught programmes; those from the English-speaking subsystem are exempted for English-taught programmes and take the TCF for a French-taught one.',
    ),
    funds: CFA_FUNDS,
    faqs: [
      {
        question: t(
          'Je suis anglophone : quelles formations puis-je suivre ?',
          'I am English-speaking: which programmes can I take?',
        ),
        answer: t(
          'Toutes les formations enseignées en anglais ou bilingues, surtout en MSc et en MBA, avec votre GCE et votre diplôme universitaire. Pour une formation en français, il faut le TCF au niveau que demande votre niveau d’études ; les écoles proposent des cours de français à l’arrivée.',
          'All English-taught and bilingual programmes, mostly MSc and MBA, with your GCE and your university degree. For a French-taught programme, you need the TCF at the level your degree level requires; the schools offer French classes when you arrive.',
        ),
      },
      {
        question: t('Faut-il ouvrir un compte bloqué ?', 'Do I need to open a blocked account?'),
        answer: t(
          'Non, la France n’en demande pas. Les relevés bancaires de votre garant avec une attestation de prise en charge, ou une attestation de bourse, suffisent.',
          'No, France does not ask for one. Your sponsor’s bank statements with a sponsorship letter, or a scholarship award letter, are enough.',
        ),
      },
      {
        question: t(
          'Dois-je déposer mon visa à Douala ou à Yaoundé ?',
          'Do I apply for the visa in Douala or in Yaoundé?',
        ),
        answer: t(
          'Cela dépend de votre région de résidence. Le site de prise de rendez-vous vous oriente vers le bon centre ; en cas de doute, demandez à notre bureau de Douala.',
          'It depends on the region where you live. The appointment website directs you to the right centre; if in doubt, ask our Douala office.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'Je viens de Bamenda et j’ai fait toute ma scolarité en anglais. J’ai choisi un MSc enseigné en anglais à Paris et je suis des cours de français à l’école en parallèle. Le bureau de Douala m’a aidé à bien présenter mon GCE A-Level dans le dossier Études en France.',
          'I come from Bamenda and was schooled entirely in English. I chose an English-taught MSc in Paris and take French classes at the school alongside it. The Douala office helped me present my GCE A-Levels properly in the Études en France file.',
        ),
        author: 'Emmanuel N.',
        role: campusRole(
          t('Mastère Data science et intelligence artificielle', 'MSc in Data Science and Artificial Intelligence'),
          'Paris',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'TN',
    country: t('Tunisie', 'Tunisia'),
    fromFr: 'la Tunisie',
    slug: t('tunisie', 'tunisia'),
    intro: t(
      'Bachelier ou diplômé d’une licence, voici les étapes pour poursuivre vos études en France depuis la Tunisie, avec notre bureau de Tunis.',
      'Whether you hold the baccalauréat or a licence, here are the steps to continue your studies in France from Tunisia, with our Tunis office.',
    ),
    office: t('bureau de Tunis', 'Tunis office'),
    interviewAt: t(
      'à l’Espace Campus France de Tunis ou dans l’une de ses antennes régionales',
      'at the Campus France office in Tunis or one of its regional branches',
    ),
    visaAt: t('au centre TLScontact le plus proche de chez vous', 'at the TLScontact centre nearest to you'),
    visaProvider: 'TLScontact',
    procedureNote: t(
      'Pour un Mastère, apportez à l’entretien vos relevés de notes de licence ou du cycle d’ingénieur.',
      'For an MSc, bring your licence or engineering degree transcripts to the interview.',
    ),
    fee: t('Environ 350 TND', 'About TND 350'),
    currency: 'TND',
    feeEuros: inEuros(350, 'TND'),
    flight: { euros: 180, from: t('Tunis', 'Tunis') },
    schoolDiploma: t('votre baccalauréat tunisien', 'your Tunisian baccalauréat'),
    degree: t(
      'votre licence tunisienne, ou votre diplôme d’ingénieur',
      'your Tunisian licence, or your engineering degree',
    ),
    degreeNote: t(
      'Avec un master ou un diplôme d’ingénieur tunisien, demandez l’étude d’une entrée en 2e année.',
      'With a Tunisian master’s or engineering degree, ask for a review for entry into year 2.',
    ),
    languageExemption: t(
      'Les bacheliers tunisiens sont souvent dispensés pour les formations en français au vu de leurs notes ; en cas de doute, l’école demande le TCF, que notre bureau de Tunis aide à préparer.',
      'Tunisian baccalauréat holders are often exempted for French-taught programmes based on their grades; if in doubt, the school asks for the TCF, which our Tunis office helps you prepare.',
    ),
    funds: t(
      'attestation de prise en charge des parents avec leurs relevés bancaires, ou attestation de bourse',
      'your parents’ sponsorship letter with their bank statements, or a scholarship award letter',
    ),
    faqs: [
      {
        question: t('Quand ont lieu les entretiens ?', 'When do the interviews take place?'),
        answer: t(
          'Surtout entre février et avril pour une rentrée en septembre. Réservez votre créneau dès que votre dossier est validé : les dates partent vite.',
          'Mostly between February and April for a September intake. Book your slot as soon as your file is approved: dates fill up quickly.',
        ),
      },
      {
        question: t('Comment transférer l’argent depuis la Tunisie ?', 'How do I transfer money from Tunisia?'),
        answer: t(
          'La réglementation des changes encadre les transferts pour études : ouvrez un dossier auprès de votre banque avec l’attestation d’inscription. Gardez les attestations de virement pour le visa et le renouvellement du titre de séjour.',
          'Exchange regulations govern transfers for studies: open a file with your bank using your enrolment certificate. Keep the transfer statements for the visa and for renewing your residence permit.',
        ),
      },
      {
        question: t(
          'Avec une licence tunisienne, puis-je entrer directement en Mastère ?',
          'With a Tunisian licence, can I enter an MSc directly?',
        ),
        answer: t(
          'Oui, une licence (Bac+3) donne accès à la première année de Mastère. Avec un master ou un diplôme d’ingénieur, une entrée en deuxième année est possible après étude du dossier.',
          'Yes, a licence (three years after the baccalauréat) gives access to the first year of an MSc. With a master’s or an engineering degree, entry into the second year is possible after a review of your file.',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'GA',
    country: t('Gabon', 'Gabon'),
    fromFr: 'le Gabon',
    slug: t('gabon', 'gabon'),
    intro: t(
      'Les démarches, le calendrier et le financement pour étudier en France depuis le Gabon, avec les conseillers de notre bureau de Libreville.',
      'The procedure, the timeline and funding for studying in France from Gabon, with the advisers at our Libreville office.',
    ),
    office: t('bureau de Libreville', 'Libreville office'),
    interviewAt: t('à l’Espace Campus France de Libreville', 'at the Campus France office in Libreville'),
    visaAt: t(
      'au centre de visa indiqué par le consulat général de France à Libreville',
      'at the visa centre designated by the French Consulate General in Libreville',
    ),
    procedureNote: t(
      'Si vous êtes boursier de l’État gabonais, joignez la décision d’attribution à votre dossier dès que vous l’avez.',
      'If you hold a Gabonese government scholarship, add the award letter to your file as soon as you receive it.',
    ),
    fee: CFA_FEE,
    currency: 'XAF',
    feeEuros: 76,
    flight: { euros: 650, from: t('Libreville', 'Libreville') },
    steps: {
      firstStepNote: t(
        'Si vous demandez une bourse, montez ce dossier en parallèle.',
        'If you are applying for a scholarship, prepare that file at the same time.',
      ),
    },
    schoolDiploma: t('votre baccalauréat gabonais', 'your Gabonese baccalauréat'),
    degree: t('votre licence gabonaise (système LMD)', 'your Gabonese licence (LMD system)'),
    languageExemption: FRENCH_SCHOOLING,
    funds: CFA_FUNDS,
    faqs: [
      {
        question: t(
          'Une bourse de l’État gabonais suffit-elle pour le visa ?',
          'Is a Gabonese government scholarship enough for the visa?',
        ),
        answer: t(
          `Oui, si la décision d’attribution indique un montant d’au moins ${RESOURCES_FR} par mois. Les premiers versements peuvent arriver tard : prévoyez de quoi couvrir les deux premiers mois.`,
          `Yes, if the award letter states at least ${RESOURCES_EN} a month. The first payments can arrive late: plan enough money to cover the first two months.`,
        ),
      },
      {
        question: t(
          'Le bureau de Libreville peut-il relire mon dossier ?',
          'Can the Libreville office review my file?',
        ),
        answer: t(
          'Oui, gratuitement et sur rendez-vous. Les conseillers vérifient vos lettres de motivation et la liste de vos justificatifs avant la soumission.',
          'Yes, free of charge and by appointment. The advisers check your cover letters and your list of documents before you submit.',
        ),
      },
      {
        question: t('Puis-je travailler pour compléter ma bourse ?', 'Can I work to top up my scholarship?'),
        answer: t(
          'Oui, le titre de séjour étudiant autorise jusqu’à 964 heures de travail par an. Vérifiez toutefois que les conditions de votre bourse ne l’interdisent pas.',
          'Yes, the student residence permit allows up to 964 hours of work a year. Check, however, that the terms of your scholarship do not forbid it.',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'BJ',
    country: t('Bénin', 'Benin'),
    fromFr: 'le Bénin',
    slug: t('benin', 'benin'),
    intro: t(
      'Les étapes pour rejoindre un campus en France depuis le Bénin, de la plateforme Études en France à votre arrivée, avec notre bureau de Cotonou.',
      'The steps to join a campus in France from Benin, from the Études en France platform to your arrival, with our Cotonou office.',
    ),
    office: t('bureau de Cotonou', 'Cotonou office'),
    interviewAt: t('à l’Espace Campus France de Cotonou', 'at the Campus France office in Cotonou'),
    visaAt: t(
      'au centre de visa indiqué par l’ambassade de France à Cotonou',
      'at the visa centre designated by the French Embassy in Cotonou',
    ),
    procedureNote: t(
      'Les dates d’entretien sont publiées dès l’ouverture de la plateforme : réservez la vôtre tôt.',
      'Interview dates are published when the platform opens: book yours early.',
    ),
    fee: CFA_FEE,
    currency: 'XOF',
    feeEuros: 76,
    flight: { euros: 550, from: t('Cotonou', 'Cotonou') },
    schoolDiploma: t('votre baccalauréat béninois', 'your Beninese baccalauréat'),
    degree: t('votre licence béninoise (système LMD)', 'your Beninese licence (LMD system)'),
    languageExemption: FRENCH_SCHOOLING,
    funds: CFA_FUNDS,
    faqs: [
      {
        question: t('Mes parents peuvent-ils être mes garants ?', 'Can my parents be my sponsors?'),
        answer: t(
          'Oui. L’attestation de prise en charge doit être légalisée, et accompagnée des relevés bancaires et des justificatifs de revenus du parent.',
          'Yes. The sponsorship letter must be certified and come with the parent’s bank statements and proof of income.',
        ),
      },
      {
        question: t(
          'J’ai obtenu mon bac il y a deux ans. Est-ce un problème ?',
          'I got my baccalauréat two years ago. Is that a problem?',
        ),
        answer: t(
          'Non, mais expliquez ces deux années dans votre lettre de motivation (études, emploi, projet). Campus France s’intéresse surtout à la cohérence de votre parcours.',
          'No, but explain those two years in your cover letter (studies, work, plans). Campus France mainly looks at how consistent your path is.',
        ),
      },
      {
        question: t('Puis-je rencontrer des anciens étudiants béninois ?', 'Can I meet former students from Benin?'),
        answer: t(
          'Oui. Le bureau de Cotonou organise des rencontres avec des diplômés béninois du réseau, qui racontent leur installation et leur recherche de stage.',
          'Yes. The Cotonou office organises meetings with Beninese graduates of the network, who talk about settling in and finding an internship.',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'TG',
    country: t('Togo', 'Togo'),
    fromFr: 'le Togo',
    slug: t('togo', 'togo'),
    intro: t(
      'Comment préparer vos études en France depuis le Togo, du choix de la formation au visa, avec l’équipe de notre bureau de Lomé.',
      'How to prepare your studies in France from Togo, from choosing a programme to the visa, with the team at our Lomé office.',
    ),
    office: t('bureau de Lomé', 'Lomé office'),
    interviewAt: t('à l’Espace Campus France de Lomé', 'at the Campus France office in Lomé'),
    visaAt: t(
      'au centre de visa indiqué par l’ambassade de France à Lomé',
      'at the visa centre designated by the French Embassy in Lomé',
    ),
    procedureNote: t(
      'Les diplômes et relevés que vous avez déjà (en terminale : vos bulletins et le relevé du BAC I) et vos actes d’état civil doivent souvent être légalisés : prévoyez ce délai avant l’entretien. Le BAC II se légalise à ses résultats, en été.',
      'The diplomas and transcripts you already hold (in your final year: your report cards and your BAC I results) and your civil status records often need to be certified: allow time for this before the interview. The BAC II is certified when its results come out, in the summer.',
    ),
    fee: CFA_FEE,
    currency: 'XOF',
    feeEuros: 76,
    flight: { euros: 550, from: t('Lomé', 'Lomé') },
    // What the student holds is certified before the interview; the BAC II when its results are out.
    steps: { documents: { interview: { asks: ['school-records'] } } },
    schoolDiploma: t('votre baccalauréat deuxième partie (BAC II)', 'your baccalauréat part two (BAC II)'),
    degree: t('votre licence togolaise (système LMD)', 'your Togolese licence (LMD system)'),
    schoolNote: t(
      'Le BAC I, passé en fin de première, ne suffit pas pour entrer en première année.',
      'The BAC I, taken at the end of the penultimate year, is not enough to enter the first year.',
    ),
    languageExemption: FRENCH_SCHOOLING,
    funds: CFA_FUNDS,
    faqs: [
      {
        question: t('Puis-je candidater avec le BAC I seulement ?', 'Can I apply with the BAC I only?'),
        answer: t(
          'Vous pouvez candidater en terminale avec vos bulletins et votre relevé du BAC I. L’admission reste conditionnelle jusqu’à l’obtention du BAC II.',
          'You can apply in your final year with your report cards and your BAC I results. Admission stays conditional until you pass the BAC II.',
        ),
      },
      {
        question: t('Mes parents peuvent-ils être mes garants ?', 'Can my parents be my sponsors?'),
        answer: t(
          'Oui, avec une attestation de prise en charge légalisée, leurs relevés bancaires et leurs justificatifs de revenus. Un autre membre de la famille peut aussi se porter garant.',
          'Yes, with a certified sponsorship letter, their bank statements and proof of income. Another family member can also be your sponsor.',
        ),
      },
      {
        question: t(
          'Le bureau de Lomé m’aide-t-il après mon arrivée ?',
          'Does the Lomé office help me after I arrive?',
        ),
        answer: t(
          'Il vous accompagne jusqu’à votre arrivée, puis passe le relais au service international de votre campus, qui vous accueille dès la première semaine.',
          'It supports you until you arrive, then hands over to your campus’s international office, which welcomes you from the first week.',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'LB',
    country: t('Liban', 'Lebanon'),
    fromFr: 'le Liban',
    slug: t('liban', 'lebanon'),
    intro: t(
      'Les étapes pour étudier en France depuis le Liban, en français ou en anglais, avec les conseillers de notre bureau de Beyrouth.',
      'The steps to study in France from Lebanon, in French or in English, with the advisers at our Beirut office.',
    ),
    office: t('bureau de Beyrouth', 'Beirut office'),
    interviewAt: t(
      'à l’Espace Campus France de Beyrouth ou dans l’une de ses antennes régionales',
      'at the Campus France office in Beirut or one of its regional branches',
    ),
    visaAt: t('au centre TLScontact de Beyrouth', 'at the TLScontact centre in Beirut'),
    visaProvider: 'TLScontact',
    procedureNote: t(
      'Les titulaires d’un baccalauréat français passé dans un lycée homologué suivent la même procédure pour nos écoles.',
      'Holders of a French baccalauréat from an accredited French school follow the same procedure for our schools.',
    ),
    fee: t('Environ 150 USD', 'About USD 150'),
    currency: 'USD',
    feeEuros: inEuros(150, 'USD'),
    flight: { euros: 250, from: t('Beyrouth', 'Beirut') },
    steps: {
      // The official exams are sat from mid-June; their results take some weeks (late July in 2024):
      // sent by 26 July, whatever the intake.
      timing: { results: { weeks: 7, day: '07-26' }, visa: { weeks: 6 } },
      documents: { results: { produces: ['official-exam-results', 'final-admission'] } },
    },
    finalResults: t(
      'Les résultats des examens officiels paraissent en général en juillet (ceux du baccalauréat français début juillet) : envoyez aussitôt votre relevé à l’école. Avec lui, votre admission est définitive, ce que le dossier de visa demande.',
      'The official exam results usually come out in July (the French baccalauréat’s in early July): send your results slip to the school at once. With it, your admission is final, which the visa application asks for.',
    ),
    schoolDiploma: t(
      'votre baccalauréat libanais, ou votre baccalauréat français si vous l’avez passé dans un lycée homologué',
      'your Lebanese baccalauréat, or your French baccalauréat if you took it at an accredited French school',
    ),
    degree: t(
      'votre licence libanaise, ou votre Bachelor d’une université anglophone',
      'your Lebanese licence, or your Bachelor’s degree from an English-speaking university',
    ),
    recognitionNote: t(
      'Un baccalauréat français n’a pas besoin de l’attestation décrite ci-dessous.',
      'A French baccalauréat does not need the statement described below.',
    ),
    languageExemption: t(
      'Une scolarité en français ou en anglais vous dispense du test dans la langue correspondante : c’est le cas de la plupart des bacheliers libanais.',
      'Schooling in French or in English exempts you from the test in that language, which is the case for most Lebanese baccalauréat holders.',
    ),
    funds: t(
      'relevés d’un compte alimenté en « fresh dollars » ou d’un compte hors du Liban, ou prise en charge par un garant',
      'statements from an account funded in “fresh dollars” or held outside Lebanon, or a sponsorship letter',
    ),
    faqs: [
      {
        question: t(
          'L’épargne de ma famille est dans une banque libanaise. Est-ce accepté ?',
          'My family’s savings are in a Lebanese bank. Is that accepted?',
        ),
        answer: t(
          'Les soldes bloqués depuis 2019 ne suffisent souvent pas seuls. Présentez plutôt un compte alimenté en « fresh dollars », un virement vers un compte ouvert en France, ou la prise en charge d’un proche vivant à l’étranger.',
          'Balances frozen since 2019 are often not enough on their own. Show instead an account funded in “fresh dollars”, a transfer to an account opened in France, or sponsorship from a relative living abroad.',
        ),
      },
      {
        question: t(
          'J’ai le bac français. Ma candidature est-elle différente ?',
          'I have the French baccalauréat. Is my application different?',
        ),
        answer: t(
          'Non, vous passez par la même procédure Études en France. Votre diplôme est directement reconnu : aucune attestation de comparabilité n’est nécessaire.',
          'No, you go through the same Études en France procedure. Your diploma is directly recognised: no statement of comparability is needed.',
        ),
      },
      {
        question: t('Puis-je suivre une formation bilingue ?', 'Can I take a bilingual programme?'),
        answer: t(
          'Oui, c’est souvent le meilleur choix pour les étudiants libanais trilingues. Les cours alternent entre le français et l’anglais, sans test si votre scolarité s’est faite dans ces deux langues.',
          'Yes, it is often the best choice for trilingual Lebanese students. Classes alternate between French and English, with no test if you were schooled in both languages.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'L’épargne de mes parents était bloquée dans une banque libanaise, et le bureau de Beyrouth nous a conseillé de passer par mon oncle, qui vit à Dubaï, comme garant. Mon visa a été accordé sans difficulté. À Paris, les cours en français et en anglais me permettent d’utiliser mes trois langues.',
          'My parents’ savings were frozen in a Lebanese bank, and the Beirut office advised us to use my uncle, who lives in Dubai, as my sponsor. My visa was granted without any difficulty. In Paris, classes in French and English let me use all three of my languages.',
        ),
        author: 'Nour H.',
        role: campusRole(t('Mastère Marché de l’art', 'MSc in Art Market'), 'Paris'),
      },
    ],
  }),

  guide({
    countryCode: 'VN',
    translationsRequired: true,
    country: t('Vietnam', 'Vietnam'),
    fromFr: 'le Vietnam',
    slug: t('vietnam', 'vietnam'),
    intro: t(
      'Du premier cours de français au visa, voici comment rejoindre un campus en France depuis le Vietnam, avec notre bureau de Hô Chi Minh-Ville.',
      'From your first French class to your visa, here is how to join a campus in France from Vietnam, with our Ho Chi Minh City office.',
    ),
    office: t('bureau de Hô Chi Minh-Ville', 'Ho Chi Minh City office'),
    interviewAt: t(
      'à l’Espace Campus France de Hô Chi Minh-Ville, de Hanoï ou de Da Nang',
      'at the Campus France office in Ho Chi Minh City, Hanoi or Da Nang',
    ),
    visaAt: t(
      'au centre TLScontact de Hô Chi Minh-Ville ou de Hanoï',
      'at the TLScontact centre in Ho Chi Minh City or Hanoi',
    ),
    visaProvider: 'TLScontact',
    procedureNote: t(
      'L’entretien vérifie aussi votre niveau de langue : apportez votre attestation de TCF ou d’IELTS.',
      'The interview also checks your language level: bring your TCF or IELTS certificate.',
    ),
    fee: t('Environ 3 500 000 VND', 'About VND 3,500,000'),
    currency: 'VND',
    feeEuros: inEuros(3_500_000, 'VND'),
    flight: { euros: 650, from: t('Hô Chi Minh-Ville', 'Ho Chi Minh City') },
    steps: {
      // The national graduation exam is sat in late June, its results published in mid-July (sent
      // by 19 July, whatever the intake).
      timing: {
        choose: { weeks: 48 },
        degree: { weeks: 40 },
        file: { weeks: 36 },
        interview: { weeks: 28 },
        results: { weeks: 8, day: '07-19' },
        visa: { weeks: 7 },
      },
      documents: { results: { produces: ['graduation-exam-results', 'final-admission'] } },
      firstStepNote: t(
        'Commencez le français ou l’anglais dès maintenant : atteindre le niveau demandé prend souvent plusieurs mois.',
        'Start French or English now: reaching the level required often takes several months.',
      ),
    },
    schoolDiploma: t(
      'votre diplôme vietnamien de fin d’études secondaires',
      'your Vietnamese national high school graduation certificate',
    ),
    finalResults: t(
      'Les résultats de l’examen national de fin d’études secondaires paraissent mi-juillet : envoyez aussitôt votre relevé de notes à l’école, puis votre certificat provisoire de réussite. Avec eux, votre admission est définitive, ce que le dossier de visa demande.',
      'The national high school graduation exam results come out in mid-July: send your score report to the school at once, then your provisional graduation certificate. With them, your admission is final, which the visa application asks for.',
    ),
    degree: t('votre diplôme de licence vietnamien (cử nhân)', 'your Vietnamese bachelor’s degree (cử nhân)'),
    degreeNote: t(
      'Une licence vietnamienne en quatre ans donne accès à la 1re année, et parfois à la 2e après étude du dossier.',
      'A four-year Vietnamese bachelor’s degree gives access to year 1, and sometimes to year 2 after a review of your file.',
    ),
    degreeYears: 4,
    languageExemption: TEST_REQUIRED,
    funds: t(
      'certificat d’épargne bancaire et attestation de prise en charge des parents, avec leurs justificatifs de revenus',
      'a bank savings certificate and your parents’ sponsorship letter, with their proof of income',
    ),
    faqs: [
      onePlusTwoFaq(t('Hô Chi Minh-Ville', 'Ho Chi Minh City')),
      {
        question: t('Comment préparer le TCF ?', 'How do I prepare for the TCF?'),
        answer: t(
          'Notre bureau propose des cours de français avant le départ. Comptez plusieurs mois de cours pour atteindre le niveau que demande votre formation, puis inscrivez-vous au TCF via Campus France.',
          'Our office offers French classes before departure. Allow several months of classes to reach the level your programme requires, then register for the TCF through Campus France.',
        ),
      },
      {
        question: t(
          'Quelles formations choisissent les étudiants vietnamiens ?',
          'Which programmes do Vietnamese students choose?',
        ),
        answer: t(
          'Surtout l’hôtellerie, le numérique et le commerce. Plusieurs Bachelors et MSc sont bilingues ou enseignés en anglais, ce qui laisse le temps de progresser en français sur place.',
          'Mostly hospitality, digital and business. Several Bachelors and MSc programmes are bilingual or taught in English, which gives you time to improve your French once you are there.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai commencé mon Bachelor à Hô Chi Minh-Ville avec le parcours 1 + 2. Les 150 heures de français m’ont permis d’atteindre le B2 avant le départ. À Bordeaux, j’ai fait mon stage dans un hôtel du centre-ville.',
          'I started my Bachelor in Ho Chi Minh City through the 1 + 2 pathway. The 150 hours of French helped me reach B2 before I left. In Bordeaux, I did my internship in a city-centre hotel.',
        ),
        author: 'Linh T.',
        role: campusRole(
          t('Bachelor Management de l’hôtellerie internationale', 'Bachelor in International Hospitality Management'),
          'Bordeaux',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'CN',
    translationsRequired: true,
    country: t('Chine', 'China'),
    fromFr: 'la Chine',
    slug: t('chine', 'china'),
    intro: t(
      'Authentification des diplômes, test de langue, entretien et visa : les étapes pour étudier en France depuis la Chine, avec notre bureau de Shanghai.',
      'Diploma authentication, language test, interview and visa: the steps to study in France from China, with our Shanghai office.',
    ),
    office: t('bureau de Shanghai', 'Shanghai office'),
    interviewAt: t(
      'dans l’un des espaces Campus France de Chine, notamment à Pékin, Shanghai, Canton, Chengdu et Wuhan',
      'at one of the Campus France offices in China, including Beijing, Shanghai, Guangzhou, Chengdu and Wuhan',
    ),
    visaAt: t(
      'au centre TLScontact de votre circonscription consulaire',
      'at the TLScontact centre for your consular district',
    ),
    visaProvider: 'TLScontact',
    procedureNote: t(
      'L’authentification officielle de vos diplômes et votre niveau de langue sont vérifiés avant l’entretien : anticipez ces deux démarches.',
      'The official authentication of your diplomas and your language level are checked before the interview: start on both early.',
    ),
    fee: t('Environ 1 500 CNY', 'About CNY 1,500'),
    currency: 'CNY',
    feeEuros: inEuros(1_500, 'CNY'),
    flight: { euros: 600, from: t('Shanghai', 'Shanghai') },
    steps: {
      timing: { choose: { weeks: 48 }, degree: { weeks: 40 }, file: { weeks: 36 }, interview: { weeks: 28 } },
      // The file and the interview take the authenticated records; the gaokao's results come in June.
      documents: {
        interview: { asks: ['school-records'] },
        results: { produces: ['gaokao-results', 'final-admission'] },
      },
      firstStepNote: t(
        'Inscrivez-vous tôt au TCF ou à l’IELTS : les sessions sont vite complètes.',
        'Register early for the TCF or IELTS: sessions fill up quickly.',
      ),
      replace: {
        file: {
          description: t(
            'Faites authentifier les diplômes et relevés que vous avez déjà (en dernière année : vos bulletins et vos résultats aux examens de niveau du lycée, le huikao, ou vos relevés de licence), puis créez votre compte Campus France Chine, ajoutez vos candidatures et payez les frais.',
            'Have the diplomas and transcripts you already hold authenticated (in your final year: your report cards and your high school academic proficiency test results, the huikao, or your university transcripts), then create your Campus France China account, add your applications and pay the fee.',
          ),
        },
      },
    },
    schoolDiploma: t(
      'votre diplôme de fin d’études secondaires et vos résultats au gaokao',
      'your senior high school diploma and your gaokao results',
    ),
    schoolNote: t(
      'En dernière année, le dossier se fait avec vos bulletins authentifiés : le gaokao, passé du 7 au 10 juin, vient après, et ses résultats (fin juin) s’ajoutent dès leur parution, pour une rentrée en septembre comme pour celle de janvier qui suit.',
      'In your final year, the file is done with your authenticated report cards: the gaokao, sat from 7 to 10 June, comes after it, and its results (late June) are added as soon as they are out, for a September intake as for the January one after it.',
    ),
    finalResults: t(
      'Les résultats du gaokao paraissent fin juin : faites-les authentifier (CHESICC) et envoyez-les à l’école aussitôt, avec votre diplôme de fin d’études secondaires. Avec eux, votre admission est définitive, ce que le dossier de visa demande.',
      'The gaokao results come out in late June: have them authenticated (CHESICC) and send them to the school at once, with your senior high school diploma. With them, your admission is final, which the visa application asks for.',
    ),
    degreeYears: 4,
    degree: t(
      'votre diplôme de licence chinois (xueshi), authentifié',
      'your Chinese bachelor’s degree (xueshi), authenticated',
    ),
    degreeNote: t(
      'Une licence chinoise en quatre ans donne accès à la 1re année, et parfois à la 2e après étude du dossier.',
      'A four-year Chinese bachelor’s degree gives access to year 1, and sometimes to year 2 after a review of your file.',
    ),
    languageExemption: TEST_REQUIRED,
    funds: t(
      'certificat de dépôt bancaire au nom de l’étudiant ou des parents, avec une attestation de prise en charge',
      'a bank deposit certificate in the student’s or the parents’ name, with a sponsorship letter',
    ),
    campusFranceDocumentNote: t(
      'et certificats d’authentification des diplômes',
      'and the diploma authentication certificates',
    ),
    faqs: [
      {
        question: t('Faut-il faire authentifier mes diplômes ?', 'Do I need to have my diplomas authenticated?'),
        answer: t(
          'Oui. Campus France Chine demande l’authentification officielle des diplômes et relevés que vous avez avant l’entretien (en dernière année de lycée : vos bulletins ; le gaokao, passé en juin, est authentifié à ses résultats, fin juin). Comptez plusieurs semaines : lancez-la dès l’automne.',
          'Yes. Campus France China asks for the official authentication of the diplomas and transcripts you hold before the interview (in your final year of high school: your report cards; the gaokao, sat in June, is authenticated when its results come out in late June). It takes several weeks: start in the autumn.',
        ),
      },
      {
        question: t(
          'Quel montant doit figurer sur le certificat de dépôt ?',
          'What amount should the deposit certificate show?',
        ),
        answer: t(
          `Au moins ${RESOURCES_FR} par mois pour l’année, soit ${RESOURCES_YEAR_FR}, en yuans ou en euros. Le dépôt doit être disponible au moment de la demande de visa.`,
          `At least ${RESOURCES_EN} a month for the year, ${RESOURCES_YEAR_EN}, in yuan or in euros. The deposit must be available when you apply for the visa.`,
        ),
      },
      {
        question: t('Puis-je étudier entièrement en anglais ?', 'Can I study entirely in English?'),
        answer: t(
          'Oui, en MSc ou en MBA, avec le score d’IELTS ou de TOEFL que demande le niveau Mastère (voir « Le niveau de langue demandé »). Des bases de français restent utiles pour le stage et la vie quotidienne : les écoles proposent des cours.',
          'Yes, in an MSc or MBA, with the IELTS or TOEFL score the Master’s level requires (see “The language level asked”). Some French is still useful for your internship and daily life: the schools offer classes.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai fait authentifier mes diplômes dès l’automne, ce qui m’a évité de rater la période d’entretiens. Le MBA est entièrement en anglais, mais j’apprends le français pour travailler ensuite dans une maison parisienne. Le bureau de Shanghai m’a aussi aidée à trouver une résidence avant le départ.',
          'I had my diplomas authenticated in the autumn, so I did not miss the interview period. The MBA is entirely in English, but I am learning French so that I can work for a Paris fashion house afterwards. The Shanghai office also helped me find a residence before I left.',
        ),
        author: 'Yiran W.',
        role: campusRole(t('MBA Management des marques de luxe', 'MBA in Luxury Brand Management'), 'Paris'),
      },
    ],
  }),

  guide({
    countryCode: 'IN',
    country: t('Inde', 'India'),
    fromFr: 'l’Inde',
    slug: t('inde', 'india'),
    intro: t(
      'MSc, MBA ou Bachelor : les étapes pour étudier en France depuis l’Inde, du test d’anglais au visa, avec notre bureau de New Delhi.',
      'MSc, MBA or Bachelor: the steps to study in France from India, from the English test to the visa, with our New Delhi office.',
    ),
    office: t('bureau de New Delhi', 'New Delhi office'),
    interviewAt: t(
      'dans l’un des bureaux Campus France d’Inde, notamment à New Delhi, Mumbai, Bangalore et Chennai',
      'at one of the Campus France offices in India, including New Delhi, Mumbai, Bengaluru and Chennai',
    ),
    visaAt: t('dans un centre VFS Global', 'at a VFS Global centre'),
    visaProvider: 'VFS Global',
    procedureNote: t(
      'Les MSc et MBA enseignés en anglais suivent la même procédure, et l’entretien peut se dérouler en anglais.',
      'English-taught MSc and MBA programmes follow the same procedure, and the interview can be held in English.',
    ),
    fee: t('Environ 10 000 INR', 'About INR 10,000'),
    currency: 'INR',
    feeEuros: inEuros(10_000, 'INR'),
    flight: { euros: 500, from: t('New Delhi', 'New Delhi') },
    steps: {
      // Class XII results come out in May: sent by 24 May, whatever the intake.
      timing: { choose: { weeks: 44 }, results: { weeks: 16, day: '05-24' } },
      firstStepNote: t(
        'Réservez votre date d’IELTS ou de TOEFL pour avoir les résultats avant le dossier.',
        'Book your IELTS or TOEFL date so you have the results before you submit your file.',
      ),
    },
    schoolDiploma: t(
      'votre Class XII (CBSE, CISCE ou board de votre État)',
      'your Class XII certificate (CBSE, CISCE or state board)',
    ),
    degree: t(
      'votre Bachelor indien (B.A., B.Com, B.Sc., BBA ou B.Tech)',
      'your Indian Bachelor’s degree (B.A., B.Com, B.Sc., BBA or B.Tech)',
    ),
    degreeNote: t(
      'Un B.Tech ou un autre diplôme indien en quatre ans peut donner accès à la 2e année après étude du dossier.',
      'A B.Tech or another four-year Indian degree may give access to year 2 after a review of your file.',
    ),
    languageExemption: t(
      'Un test est nécessaire. La plupart des étudiants indiens choisissent un MSc ou un MBA en anglais avec l’IELTS ou le TOEFL ; pour une formation en français, le TCF se passe via Campus France.',
      'A test is required. Most Indian students choose an English-taught MSc or MBA with IELTS or TOEFL; for a French-taught programme, the TCF is taken through Campus France.',
    ),
    funds: t(
      'relevés bancaires, lettre d’accord d’un prêt étudiant ou attestation de bourse',
      'bank statements, an education loan sanction letter or a scholarship award letter',
    ),
    faqs: [
      {
        question: t(
          'Un prêt étudiant peut-il servir de justificatif de ressources ?',
          'Can an education loan serve as proof of funds?',
        ),
        answer: t(
          `Oui. La lettre d’accord de la banque doit indiquer le montant, la durée et le versement des frais de vie, au moins ${RESOURCES_FR} par mois.`,
          `Yes. The bank’s sanction letter must show the amount, the duration and the payment of living costs, at least ${RESOURCES_EN} a month.`,
        ),
      },
      {
        question: t('Puis-je rester en France après mon MSc ?', 'Can I stay in France after my MSc?'),
        answer: t(
          'Oui. Après un diplôme de niveau master, vous pouvez demander un titre de séjour d’un an pour chercher un emploi ou créer une entreprise. Les diplômés indiens d’un master en France peuvent aussi obtenir un visa Schengen de court séjour de cinq ans.',
          'Yes. After a master’s-level degree, you can apply for a one-year residence permit to look for a job or start a business. Indian graduates of a master’s in France can also obtain a five-year short-stay Schengen visa.',
        ),
      },
      {
        question: t('Dois-je parler français pour un MSc en anglais ?', 'Do I need French for an English-taught MSc?'),
        answer: t(
          'Non pour l’admission. Mais des bases de français facilitent le stage et la vie quotidienne : les écoles incluent des cours de français dans le programme.',
          'Not for admission. But some basic French makes your internship and daily life easier: the schools include French classes in the programme.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai financé mes études avec un prêt étudiant, et la lettre d’accord de la banque a suffi comme justificatif de ressources pour le visa. À Toulouse, le coût de la vie est bien plus bas qu’à Paris. Je prends des cours de français pour préparer mon stage de fin d’études.',
          'I funded my studies with an education loan, and the bank’s sanction letter was enough as proof of funds for the visa. In Toulouse, the cost of living is much lower than in Paris. I am taking French classes to prepare for my final internship.',
        ),
        author: 'Arjun S.',
        role: campusRole(
          t('Mastère Cybersécurité et gouvernance des risques', 'MSc in Cybersecurity and Risk Governance'),
          'Toulouse',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'BR',
    translationsRequired: true,
    country: t('Brésil', 'Brazil'),
    fromFr: 'le Brésil',
    slug: t('bresil', 'brazil'),
    intro: t(
      'Les étapes pour étudier en France depuis le Brésil, en tenant compte de votre calendrier scolaire, avec l’appui de notre bureau de São Paulo.',
      'The steps to study in France from Brazil, taking your school calendar into account, with support from our São Paulo office.',
    ),
    office: t('bureau de São Paulo', 'São Paulo office'),
    interviewAt: t(
      'dans l’un des espaces Campus France du Brésil, notamment à São Paulo, Rio de Janeiro et Brasília',
      'at one of the Campus France offices in Brazil, including São Paulo, Rio de Janeiro and Brasília',
    ),
    visaAt: t('au centre de visa de votre circonscription consulaire', 'at the visa centre for your consular district'),
    procedureNote: t(
      'Prévoyez la traduction assermentée en français de vos diplômes et relevés de notes.',
      'Plan for a sworn translation into French of your diplomas and transcripts.',
    ),
    fee: t('Environ 600 BRL', 'About BRL 600'),
    currency: 'BRL',
    feeEuros: inEuros(600, 'BRL'),
    flight: { euros: 700, from: t('São Paulo', 'São Paulo') },
    steps: {
      // The certificate comes in December; a January or February intake is the year after's (the
      // FAQ says so): dated by its weeks, not on a day of the year.
      timing: { choose: { weeks: 44 }, results: { weeks: 38, needs: ['choose'], day: null } },
      // The school year ends in December: the file takes the certificate, and the admission it
      // brings is final from the start (no step makes it so later).
      documents: {
        file: { asks: ['school-records', 'university-transcripts', 'ensino-medio-certificate'] },
        results: { produces: ['ensino-medio-certificate'] },
      },
      firstStepNote: t(
        'Passez le TCF ou l’IELTS assez tôt pour joindre le résultat à votre dossier.',
        'Take the TCF or IELTS early enough to add the result to your file.',
      ),
      replace: {
        results: {
          title: t('Envoyer son certificat d’Ensino Médio', 'Send your Ensino Médio certificate'),
          description: t(
            'L’Ensino Médio se termine en décembre : envoyez votre certificado de conclusão et votre histórico escolar dès que vous les avez, avant le dossier Études en France.',
            'Ensino Médio ends in December: send your certificado de conclusão and your histórico escolar as soon as you have them, before the Études en France file.',
          ),
        },
      },
    },
    schoolDiploma: t(
      'votre certificat de fin d’Ensino Médio et, si vous l’avez passé, vos résultats à l’ENEM',
      'your Ensino Médio completion certificate and, if you took it, your ENEM results',
    ),
    degree: t(
      'votre diplôme de bacharelado ou de licenciatura, avec votre histórico escolar',
      'your bacharelado or licenciatura diploma, with your histórico escolar',
    ),
    degreeNote: t(
      'Un bacharelado en quatre ou cinq ans peut donner accès à la 2e année après étude du dossier.',
      'A four- or five-year bacharelado may give access to year 2 after a review of your file.',
    ),
    degreeYears: 4,
    languageExemption: TEST_REQUIRED,
    funds: t(
      'relevés bancaires des trois derniers mois, lettre de prise en charge des parents ou attestation de bourse',
      'bank statements for the last three months, your parents’ sponsorship letter or a scholarship award letter',
    ),
    faqs: [
      {
        question: t(
          'Je termine l’Ensino Médio en décembre. Quand partir ?',
          'I finish Ensino Médio in December. When should I go?',
        ),
        answer: t(
          'Visez la rentrée de septembre suivante, en mettant les mois intermédiaires à profit pour le français. Les rentrées de janvier et février qui suivent la fin de l’Ensino Médio ne sont pas possibles : le dossier Études en France se clôt en septembre ou octobre et le visa demande votre certificat ; celles de l’année d’après le sont, pour plusieurs Bachelors et Mastères.',
          'Aim for the following September intake, using the months in between for French. The January and February intakes right after you finish Ensino Médio cannot be made: the Études en France file closes in September or October and the visa asks for your certificate; those of the year after can, for several Bachelor and MSc programmes.',
        ),
      },
      {
        question: t(
          'J’ai aussi la nationalité italienne ou portugaise. Dois-je faire la procédure ?',
          'I also hold Italian or Portuguese citizenship. Do I need the procedure?',
        ),
        answer: t(
          'Non. Comme citoyen européen, vous n’avez besoin ni de visa ni d’Études en France : vous candidatez directement auprès de l’école, et les frais de scolarité européens s’appliquent.',
          'No. As an EU citizen, you need neither a visa nor Études en France: you apply directly to the school, and EU tuition fees apply.',
        ),
      },
      {
        question: t('L’ENEM est-il obligatoire ?', 'Is the ENEM compulsory?'),
        answer: t(
          'Non. Nos écoles étudient vos résultats de l’Ensino Médio ; un bon score à l’ENEM renforce toutefois votre dossier.',
          'No. Our schools review your Ensino Médio results; a good ENEM score does, however, strengthen your application.',
        ),
      },
    ],
  }),

  guide({
    countryCode: 'MX',
    translationsRequired: true,
    country: t('Mexique', 'Mexico'),
    fromFr: 'le Mexique',
    slug: t('mexique', 'mexico'),
    intro: t(
      'Du test de langue au visa, voici comment rejoindre un campus en France depuis le Mexique, avec notre bureau de Mexico.',
      'From the language test to the visa, here is how to join a campus in France from Mexico, with our Mexico City office.',
    ),
    office: t('bureau de Mexico', 'Mexico City office'),
    interviewAt: t('à l’Espace Campus France de Mexico', 'at the Campus France office in Mexico City'),
    visaAt: t('au centre de visa de Mexico', 'at the visa centre in Mexico City'),
    procedureNote: t(
      'Vos documents en espagnol doivent être traduits en français par un traducteur agréé (perito traductor).',
      'Your documents in Spanish must be translated into French by a certified translator (perito traductor).',
    ),
    fee: t('Environ 2 500 MXN', 'About MXN 2,500'),
    currency: 'MXN',
    feeEuros: inEuros(2_500, 'MXN'),
    flight: { euros: 750, from: t('Mexico', 'Mexico City') },
    steps: {
      timing: { choose: { weeks: 44 } },
      firstStepNote: t(
        'Passez le TCF ou l’IELTS assez tôt pour joindre le résultat à votre dossier.',
        'Take the TCF or IELTS early enough to add the result to your file.',
      ),
    },
    schoolDiploma: t('votre certificat de bachillerato (preparatoria)', 'your bachillerato (preparatoria) certificate'),
    degree: t(
      'votre título de licenciatura, avec votre certificado de estudios',
      'your título de licenciatura, with your certificado de estudios',
    ),
    degreeNote: t(
      'Une licenciatura en quatre ans peut donner accès à la 2e année après étude du dossier.',
      'A four-year licenciatura may give access to year 2 after a review of your file.',
    ),
    degreeYears: 4,
    languageExemption: TEST_REQUIRED,
    funds: t(
      'relevés bancaires des trois derniers mois, lettre de prise en charge des parents ou attestation de bourse',
      'bank statements for the last three months, your parents’ sponsorship letter or a scholarship award letter',
    ),
    faqs: [
      {
        question: t(
          'Mon année scolaire finit en juin. Est-ce trop tard pour septembre ?',
          'My school year ends in June. Is that too late for September?',
        ),
        answer: t(
          'Non, si vous candidatez pendant votre dernière année avec vos relevés de notes. L’admission est conditionnelle jusqu’à l’obtention du bachillerato, puis vous demandez le visa en juillet.',
          'No, if you apply during your final year with your transcripts. Admission is conditional until you obtain the bachillerato, then you apply for the visa in July.',
        ),
      },
      {
        question: t('Quelles formations sont proposées en anglais ?', 'Which programmes are taught in English?'),
        answer: t(
          'Surtout des MSc et des MBA, par exemple en supply chain ou en hôtellerie de luxe. Les Bachelors sont pour la plupart en français ou bilingues.',
          'Mainly MSc and MBA programmes, for example in supply chain or luxury hospitality. Most Bachelors are taught in French or bilingually.',
        ),
      },
      {
        question: t('Mes parents peuvent-ils être mes garants ?', 'Can my parents be my sponsors?'),
        answer: t(
          'Oui. Joignez leur lettre de prise en charge, leurs relevés bancaires des trois derniers mois et un justificatif de revenus, traduits en français.',
          'Yes. Attach their sponsorship letter, their bank statements for the last three months and proof of income, translated into French.',
        ),
      },
    ],
    testimonials: [
      {
        text: t(
          'J’ai appris le français pendant un an à Mexico avant d’obtenir le B2 au TCF. Le bureau m’a préparée à l’entretien Campus France, qui portait surtout sur mon projet professionnel. À Bordeaux, je travaille sur un projet de tourisme durable avec une collectivité de Gironde.',
          'I studied French for a year in Mexico City before reaching B2 in the TCF. The office prepared me for the Campus France interview, which was mostly about my career plans. In Bordeaux, I am working on a sustainable tourism project with a local authority in the Gironde.',
        ),
        author: 'Valeria G.',
        role: campusRole(
          t(
            'Mastère Tourisme durable et développement des territoires',
            'MSc in Sustainable Tourism and Destination Development',
          ),
          'Bordeaux',
        ),
      },
    ],
  }),
];
