// The guides "how to come from your country" (requirements 10.18), one per country where the
// network has an office. Demo content: the procedure is the real shape of "Études en France" and
// of the student visa, the fees and delays are plausible, not checked with each consulate.
import { t, type Bilingual } from '../types';
import { NATIONAL_COSTS } from './study-costs';

// The visa's monthly resources, as the study-cost entry holds them: the texts quote the same amount.
const RESOURCES_FR = `${NATIONAL_COSTS.visaResources.amount} €`;
const RESOURCES_EN = `€${NATIONAL_COSTS.visaResources.amount}`;
const RESOURCES_YEAR_FR = `${(NATIONAL_COSTS.visaResources.amount * 12).toLocaleString('fr-FR')} €`;
const RESOURCES_YEAR_EN = `€${(NATIONAL_COSTS.visaResources.amount * 12).toLocaleString('en-GB')}`;

export interface GuideStepSeed {
  title: Bilingual<string>;
  description: Bilingual<string>;
  /** How many weeks before the first day of the intake this step is usually done. */
  weeksBeforeIntake: number;
}

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
  /** In the order they are done; weeksBeforeIntake decreasing. */
  steps: readonly GuideStepSeed[];
  /** What changes for a school not connected to the procedure (pre-admission first). */
  otherSchools: Bilingual<string>;
  /** Diploma recognition for this country's diplomas, in Markdown. */
  recognition: Bilingual<string>;
  /** The level of French or English asked, and what exempts a student from this country. */
  languages: Bilingual<string>;
  /** The documents of the student visa application, one line each. */
  visaDocuments: readonly Bilingual<string>[];
  faqs: ReadonlyArray<{ question: Bilingual<string>; answer: Bilingual<string> }>;
  /** Students from that country; may be empty. */
  testimonials: ReadonlyArray<{ text: Bilingual<string>; author: string; role: Bilingual<string> }>;
}

// ---------------------------------------------------------------------------------------------
// What every guide shares. Each guide gives only what differs in its country (see GuideInput);
// `guide()` writes the common paragraphs, steps and documents around it.
// ---------------------------------------------------------------------------------------------

type Faq = CountryGuideSeed['faqs'][number];
type Testimonial = CountryGuideSeed['testimonials'][number];

/** The steps every guide shows, in this order. */
type StepKey = 'choose' | 'file' | 'interview' | 'admission' | 'visa' | 'housing' | 'arrival';

const STEP_ORDER: readonly StepKey[] = ['choose', 'file', 'interview', 'admission', 'visa', 'housing', 'arrival'];

/** For a September intake: the choice in November, the file in January, the interview in March... */
const DEFAULT_WEEKS: Record<StepKey, number> = {
  choose: 40,
  file: 32,
  interview: 24,
  admission: 18,
  visa: 12,
  housing: 6,
  arrival: 1,
};

interface StepsPlan {
  /** A sentence added to the first step (language test, school calendar). */
  firstStepNote?: Bilingual<string>;
  /** Moves a step where the country's calendar differs; the order must stay strictly decreasing. */
  weeks?: Partial<Record<StepKey, number>>;
  /** Rewrites a step where the country differs. */
  replace?: Partial<Record<StepKey, Partial<Pick<GuideStepSeed, 'title' | 'description'>>>>;
}

interface GuideInput {
  countryCode: string;
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
  steps?: StepsPlan;
  /** The diploma our schools assess, with its possessive: "votre baccalauréat marocain". */
  diploma: Bilingual<string>;
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

function campusFranceOf(country: Bilingual<string>): Bilingual<string> {
  return t(`Campus France ${country.fr}`, `Campus France ${country.en}`);
}

function procedureOf(input: GuideInput, cf: Bilingual<string>): Bilingual<string> {
  const { interviewAt, visaAt, procedureNote } = input;
  return t(
    `Créez votre compte sur la plateforme Études en France de ${cf.fr}, complétez votre dossier (parcours, diplômes, lettres de motivation) et ajoutez les formations choisies. Une fois le dossier soumis, payez les frais de procédure pour qu’il soit examiné.

${cf.fr} vous convoque ensuite à un entretien pédagogique, qui a lieu ${interviewAt.fr}. Quand une école vous a admis et que vous avez confirmé votre choix, déposez votre demande de visa long séjour « étudiant » ${visaAt.fr}. ${procedureNote.fr}`,
    `Create your account on the Études en France platform of ${cf.en}, complete your file (education history, diplomas, cover letters) and add the programmes you have chosen. Once you submit the file, pay the procedure fee so that it can be reviewed.

${cf.en} then invites you to an academic interview, which takes place ${interviewAt.en}. Once a school has admitted you and you have confirmed your choice, apply for the long-stay student visa ${visaAt.en}. ${procedureNote.en}`,
  );
}

function commonStep(
  key: StepKey,
  input: GuideInput,
  cf: Bilingual<string>,
): Pick<GuideStepSeed, 'title' | 'description'> {
  switch (key) {
    case 'choose':
      return {
        title: t('Choisir ses formations', 'Choose your programmes'),
        description: t(
          `Comparez les formations du réseau avec un conseiller du ${input.office.fr} et vérifiez le niveau d’entrée demandé.`,
          `Compare the network’s programmes with an adviser at our ${input.office.en} and check the entry level required.`,
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
    case 'visa':
      return {
        title: t('Demander le visa étudiant', 'Apply for the student visa'),
        description: t(
          `Prenez rendez-vous ${input.visaAt.fr} et préparez un justificatif de ressources d’au moins ${RESOURCES_FR} par mois.`,
          `Book an appointment ${input.visaAt.en} and bring proof of funds of at least ${RESOURCES_EN} a month.`,
        ),
      };
    case 'housing':
      return {
        title: t('Trouver un logement et réserver son vol', 'Find housing and book your flight'),
        description: t(
          'Réservez une chambre en résidence partenaire depuis votre espace candidat. Achetez votre billet d’avion une fois le visa obtenu.',
          'Book a room in a partner residence from your applicant portal. Buy your plane ticket once you have the visa.',
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

function stepsOf(input: GuideInput, cf: Bilingual<string>): GuideStepSeed[] {
  const plan = input.steps ?? {};
  return STEP_ORDER.map((key) => {
    const common = commonStep(key, input, cf);
    const replaced = plan.replace?.[key];
    let description = replaced?.description ?? common.description;
    if (key === 'choose' && plan.firstStepNote)
      description = t(`${description.fr} ${plan.firstStepNote.fr}`, `${description.en} ${plan.firstStepNote.en}`);
    return {
      title: replaced?.title ?? common.title,
      description,
      weeksBeforeIntake: plan.weeks?.[key] ?? DEFAULT_WEEKS[key],
    };
  });
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
    `Nos écoles évaluent directement ${input.diploma.fr} pour l’admission : vous n’avez aucune démarche de reconnaissance à faire pour candidater.${note ? ` ${note.fr}` : ''}

Pour un emploi ou un contrat d’alternance, demandez l’**attestation de comparabilité** de France Éducation international (ENIC-NARIC France). La demande se fait en ligne, sur le site de France Éducation international.`,
    `Our schools assess ${input.diploma.en} directly for admission: you do not need any recognition procedure to apply.${note ? ` ${note.en}` : ''}

For a job or a work-study contract, request the **attestation de comparabilité** (statement of comparability) from France Éducation international (ENIC-NARIC France). You apply online, on France Éducation international’s website.`,
  );
}

function languagesOf(exemption: Bilingual<string>): Bilingual<string> {
  return t(
    `Les formations en français demandent un niveau B2 (TCF ou DELF), celles en anglais un niveau B2 (IELTS 6.0 ou TOEFL iBT 80). ${exemption.fr}`,
    `French-taught programmes require level B2 (TCF or DELF), English-taught ones level B2 (IELTS 6.0 or TOEFL iBT 80). ${exemption.en}`,
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

function check(guide: CountryGuideSeed): void {
  const { countryCode, steps, intro } = guide;
  if (steps.length < 6 || steps.length > 7) throw new Error(`Country guide ${countryCode} needs 6 or 7 steps.`);
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (step.weeksBeforeIntake < 1 || step.weeksBeforeIntake > 52)
      throw new Error(`Country guide ${countryCode}: a step is out of the 1–52 weeks range.`);
    if (previous && previous.weeksBeforeIntake <= step.weeksBeforeIntake)
      throw new Error(`Country guide ${countryCode}: the steps' weeks must strictly decrease.`);
    if (step.title.fr.length >= 60 || step.title.en.length >= 60)
      throw new Error(`Country guide ${countryCode}: a step title is too long.`);
  });
  if (intro.fr.length >= 200 || intro.en.length >= 200)
    throw new Error(`Country guide ${countryCode}: intro too long.`);
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
    procedure: procedureOf(input, cf),
    procedureFee: t(`${input.fee.fr} (à vérifier auprès de ${cf.fr})`, `${input.fee.en} (check with ${cf.en})`),
    steps: stepsOf(input, cf),
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
    answer: t(
      `Vous suivez la première année du Bachelor chez notre partenaire de ${city.fr}, avec le même programme et les mêmes examens qu’en France, et 150 heures de français (3 900 € cette année-là). Vous faites la procédure Études en France pendant cette année pour rejoindre un campus français en deuxième année.`,
      `You take the first year of the Bachelor at our partner institution in ${city.en}, with the same syllabus and exams as in France, plus 150 hours of French (€3,900 for that year). You complete the Études en France procedure during that year to join a French campus in the second year.`,
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
    diploma: t('votre baccalauréat marocain', 'your Moroccan baccalauréat'),
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
    diploma: t('votre baccalauréat sénégalais', 'your Senegalese baccalauréat'),
    recognitionNote: t(
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
    steps: {
      weeks: { admission: 10, visa: 8, housing: 4 },
      replace: {
        admission: {
          title: t('Confirmer son admission définitive', 'Confirm your final admission'),
          description: t(
            'Si votre admission dépend du bac, envoyez votre relevé dès sa publication. Versez ensuite l’acompte pour recevoir votre attestation d’inscription.',
            'If your admission depends on the baccalauréat, send your results as soon as they are out. Then pay the deposit to receive your enrolment certificate.',
          ),
        },
      },
    },
    diploma: t('votre baccalauréat ivoirien', 'your Ivorian baccalauréat'),
    recognitionNote: t(
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
      'au centre de visa de Yaoundé ou de Douala, selon votre lieu de résidence',
      'at the visa centre in Yaoundé or Douala, depending on where you live',
    ),
    procedureNote: t(
      'Apportez à l’entretien les originaux de vos diplômes et relevés de notes, avec des copies certifiées.',
      'Bring the originals of your diplomas and transcripts to the interview, with certified copies.',
    ),
    fee: CFA_FEE,
    diploma: t(
      'votre baccalauréat camerounais ou votre GCE Advanced Level',
      'your Cameroonian baccalauréat or your GCE Advanced Level',
    ),
    recognitionNote: t(
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
          'Toutes les formations enseignées en anglais ou bilingues, surtout en MSc et en MBA, avec votre GCE et votre diplôme universitaire. Pour une formation en français, il faut le TCF au niveau B2 ; les écoles proposent des cours de français à l’arrivée.',
          'All English-taught and bilingual programmes, mostly MSc and MBA, with your GCE and your university degree. For a French-taught programme, you need the TCF at B2; the schools offer French classes when you arrive.',
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
    steps: {
      firstStepNote: t(
        'Pour un Mastère, vérifiez que votre licence donne accès à la première ou à la deuxième année.',
        'For an MSc, check whether your licence gives access to the first or the second year.',
      ),
    },
    diploma: t(
      'votre baccalauréat tunisien et, le cas échéant, votre licence ou votre diplôme d’ingénieur',
      'your Tunisian baccalauréat and, where relevant, your licence or engineering degree',
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
    steps: {
      firstStepNote: t(
        'Si vous demandez une bourse, montez ce dossier en parallèle.',
        'If you are applying for a scholarship, prepare that file at the same time.',
      ),
    },
    diploma: t('votre baccalauréat gabonais', 'your Gabonese baccalauréat'),
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
    diploma: t('votre baccalauréat béninois', 'your Beninese baccalauréat'),
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
      'Vos diplômes, relevés et actes d’état civil doivent souvent être légalisés : prévoyez ce délai avant l’entretien.',
      'Your diplomas, transcripts and civil status records often need to be certified: allow time for this before the interview.',
    ),
    fee: CFA_FEE,
    diploma: t('votre baccalauréat deuxième partie (BAC II)', 'your baccalauréat part two (BAC II)'),
    recognitionNote: t(
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
    diploma: t(
      'votre baccalauréat libanais, ou votre baccalauréat français si vous l’avez passé dans un lycée homologué',
      'your Lebanese baccalauréat, or your French baccalauréat if you took it at an accredited French school',
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
    steps: {
      weeks: { choose: 48, file: 36, interview: 28 },
      firstStepNote: t(
        'Commencez le français ou l’anglais dès maintenant : atteindre le B2 prend souvent plusieurs mois.',
        'Start French or English now: reaching B2 often takes several months.',
      ),
    },
    diploma: t(
      'votre diplôme vietnamien de fin d’études secondaires',
      'your Vietnamese national high school graduation certificate',
    ),
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
          'Notre bureau propose des cours de français avant le départ. Comptez plusieurs mois pour passer d’un niveau A2 au B2, puis inscrivez-vous au TCF via Campus France.',
          'Our office offers French classes before departure. Allow several months to go from A2 to B2, then register for the TCF through Campus France.',
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
    steps: {
      weeks: { choose: 48, file: 36, interview: 28 },
      firstStepNote: t(
        'Inscrivez-vous tôt au TCF ou à l’IELTS : les sessions sont vite complètes.',
        'Register early for the TCF or IELTS: sessions fill up quickly.',
      ),
      replace: {
        file: {
          description: t(
            'Faites authentifier vos diplômes chinois, puis créez votre compte Campus France Chine, ajoutez vos candidatures et payez les frais.',
            'Have your Chinese diplomas authenticated, then create your Campus France China account, add your applications and pay the fee.',
          ),
        },
      },
    },
    diploma: t(
      'votre diplôme de fin d’études secondaires et vos résultats au gaokao',
      'your senior high school diploma and your gaokao results',
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
          'Oui. Campus France Chine demande l’authentification officielle de vos diplômes chinois et de vos résultats au gaokao avant l’entretien. Comptez plusieurs semaines : lancez-la dès l’automne.',
          'Yes. Campus France China asks for the official authentication of your Chinese diplomas and gaokao results before the interview. It takes several weeks: start in the autumn.',
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
          'Oui, en MSc ou en MBA, avec un IELTS 6.0 ou un TOEFL iBT 80. Des bases de français restent utiles pour le stage et la vie quotidienne : les écoles proposent des cours.',
          'Yes, in an MSc or MBA, with IELTS 6.0 or TOEFL iBT 80. Some French is still useful for your internship and daily life: the schools offer classes.',
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
    steps: {
      weeks: { choose: 44 },
      firstStepNote: t(
        'Réservez votre date d’IELTS ou de TOEFL pour avoir les résultats avant le dossier.',
        'Book your IELTS or TOEFL date so you have the results before you submit your file.',
      ),
    },
    diploma: t(
      'votre Class XII (CBSE, CISCE ou board de votre État) et, pour un MSc ou un MBA, votre Bachelor indien',
      'your Class XII certificate (CBSE, CISCE or state board) and, for an MSc or MBA, your Indian Bachelor’s degree',
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
          'Non pour l’admission. Mais un niveau A2 facilite le stage et la vie quotidienne : les écoles incluent des cours de français dans le programme.',
          'Not for admission. But an A2 level makes your internship and daily life easier: the schools include French classes in the programme.',
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
    steps: {
      weeks: { choose: 44 },
      firstStepNote: t(
        'Passez le TCF ou l’IELTS pendant votre dernière année d’Ensino Médio.',
        'Take the TCF or IELTS during your final year of Ensino Médio.',
      ),
    },
    diploma: t(
      'votre certificat de fin d’Ensino Médio et, si vous l’avez passé, vos résultats à l’ENEM',
      'your Ensino Médio completion certificate and, if you took it, your ENEM results',
    ),
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
          'Vous pouvez viser la rentrée de septembre suivante, en mettant les mois intermédiaires à profit pour le français, ou une rentrée de janvier ou février, proposée par plusieurs Bachelors et Mastères.',
          'You can aim for the following September intake, using the months in between for French, or a January or February intake, which several Bachelor and MSc programmes offer.',
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
    country: t('Mexique', 'Mexico'),
    fromFr: 'le Mexique',
    slug: t('mexique', 'mexico'),
    intro: t(
      'Du test de langue au visa, voici comment rejoindre un campus en France depuis le Mexique, avec notre bureau de Mexico.',
      'From the language test to the visa, here is how to join a campus in France from Mexico, with our Mexico City office.',
    ),
    office: t('bureau de Mexico', 'Mexico City office'),
    interviewAt: t('à l’Espace Campus France de Mexico', 'at the Campus France office in Mexico City'),
    visaAt: t('au centre de visa de Mexico, sur rendez-vous', 'at the visa centre in Mexico City, by appointment'),
    procedureNote: t(
      'Vos documents en espagnol doivent être traduits en français par un traducteur agréé (perito traductor).',
      'Your documents in Spanish must be translated into French by a certified translator (perito traductor).',
    ),
    fee: t('Environ 2 500 MXN', 'About MXN 2,500'),
    steps: {
      weeks: { choose: 44 },
      firstStepNote: t(
        'Passez le TCF ou l’IELTS assez tôt pour joindre le résultat à votre dossier.',
        'Take the TCF or IELTS early enough to add the result to your file.',
      ),
    },
    diploma: t('votre certificat de bachillerato (preparatoria)', 'your bachillerato (preparatoria) certificate'),
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
