// The figures of the cost calculator (requirements 10.17): what every student pays in France, what a
// month costs in each campus's city, and each course's tuition. Plausible amounts for the demo,
// marked as such in the admin (`isDemo`): editors replace them with the school network's own.
import { daysAfter, type DemoCalendar } from '../lib/demo-calendar';
import { t, type Bilingual } from '../bilingual';
import type { CampusKey } from './campuses';
import type { CourseSpec } from './courses/catalogue';
import { yearlyFees } from './courses/degree-rules';

/**
 * Units of each guide country's currency for one euro. The CFA francs are pegged to the euro; the
 * others are demo rates, refreshed by editors. The guides' procedure fees in euros are converted
 * with them, so that the guide's amount and the budget's are one figure. Lebanon's guide counts in
 * US dollars, as its families and Campus France Liban do: no Lebanese pound.
 */
export const DEMO_RATES: Readonly<Record<string, number>> = {
  XOF: 655.957,
  XAF: 655.957,
  MAD: 10.8,
  TND: 3.4,
  USD: 1.16,
  VND: 28500,
  CNY: 8.2,
  INR: 96.5,
  BRL: 6.3,
  MXN: 21.5,
};

/**
 * Who publishes each rate: the ECB's reference rates (which the Banque de France relays) cover the
 * dollar, the yuan, the rupee, the real and the peso, not the dirham, the dinar nor the dong, which
 * their central banks publish; the CFA francs' parity is the BCEAO's and the BEAC's. One name, a
 * proper noun, for both languages: the field is not localized.
 */
const RATE_SOURCES: Readonly<Record<string, { source: string; sourceUrl: string }>> = {
  XOF: { source: 'BCEAO', sourceUrl: 'https://www.bceao.int' },
  XAF: { source: 'BEAC', sourceUrl: 'https://www.beac.int' },
  MAD: { source: 'Bank Al-Maghrib', sourceUrl: 'https://www.bkam.ma' },
  TND: { source: 'Banque centrale de Tunisie', sourceUrl: 'https://www.bct.gov.tn' },
  VND: { source: 'State Bank of Vietnam', sourceUrl: 'https://www.sbv.gov.vn' },
};
const ECB_RATE = { source: 'Banque de France', sourceUrl: 'https://www.banque-france.fr' };

/** What the long-stay student visa asks the student to prove, a month: the guides quote it too. */
export const VISA_RESOURCES_A_MONTH = 615;

/**
 * The national amounts, the same on every campus (one settings entry). The figures are published
 * for the calendar's `figuresYear` ("2026-2027" when seeded in November 2026): a budget for its
 * September intake shows them as that year's, marked as not yet published for its own. The
 * exchange rates are dated nine days before the run, well within the age the calculator accepts.
 */
export function nationalCosts({ day, figuresYear }: DemoCalendar) {
  /**
   * A figure's source is named in both languages (the amount is entered once). `year`: the
   * academic year the amount was published for, when it is not the calendar's.
   */
  const figure = (amount: number, source: Bilingual<string>, sourceUrl: string, year: string = figuresYear) => ({
    amount,
    academicYear: year,
    source: source.fr,
    sourceEn: source.en,
    sourceUrl,
  });
  const ratesDate = daysAfter(day, -9);
  return {
    academicYear: figuresYear,
    isDemo: true,
    // The amount published for 2025-2026, the latest the demo knows: shown as that year's.
    cvec: figure(
      105,
      t('CVEC – ministère de l’Enseignement supérieur', 'CVEC – French Ministry of Higher Education'),
      'https://cvec.etudiant.gouv.fr',
      '2025-2026',
    ),
    // The French health insurance is free for students; a complementary cover is advised.
    healthInsurance: figure(
      300,
      t(
        'ameli.fr – étudiants étrangers (complémentaire santé)',
        'ameli.fr – international students (top-up health cover)',
      ),
      'https://www.ameli.fr',
    ),
    // Students pay the reduced long-stay rate (the full one is 99 €); the visa centre's service
    // fee comes on top, set by each centre (the guides say so).
    visaFee: figure(
      50,
      t(
        'France-Visas – visa long séjour étudiant, tarif réduit',
        'France-Visas – long-stay student visa, reduced rate',
      ),
      'https://france-visas.gouv.fr',
    ),
    // The VLS-TS is validated online within three months of arrival, with a tax stamp.
    visaValidation: figure(
      50,
      t('ANEF – validation du visa long séjour (timbre fiscal)', 'ANEF – long-stay visa validation (tax stamp)'),
      'https://administration-etrangers-en-france.interieur.gouv.fr',
    ),
    // What the long-stay student visa asks the student to prove, a month.
    visaResources: figure(
      VISA_RESOURCES_A_MONTH,
      t('Campus France – ressources exigées pour le visa', 'Campus France – resources required for the visa'),
      'https://www.campusfrance.org',
    ),
    // A student whose country has a guide pays that country's fare instead (country-guides.ts).
    travel: figure(700, t('Estimation du réseau (aller simple)', 'Network estimate (one-way flight)'), ''),
    setup: figure(
      400,
      t('Estimation du réseau (literie, cuisine, fournitures)', 'Network estimate (bedding, kitchen, supplies)'),
      '',
    ),
    depositMonths: 1,
    // The attestation de comparabilité for a diploma from abroad (country guides, requirements 10.18).
    diplomaRecognition: figure(
      70,
      t(
        'France Éducation international – attestation de comparabilité',
        'France Éducation international – statement of comparability',
      ),
      'https://www.france-education-international.fr',
    ),
    recognitionWeeks: 16,
    // Units of each guide country's currency for one euro. The CFA francs are pegged to the euro;
    // the others are demo rates, refreshed by editors.
    exchangeRates: Object.entries(DEMO_RATES).map(([currency, perEuro]) => rate(currency, perEuro, ratesDate)),
    exchangeRateMaxAgeDays: 45,
  } as const;
}

function rate(currency: string, perEuro: number, date: string) {
  return { currency, perEuro, date, ...(RATE_SOURCES[currency] ?? ECB_RATE) };
}

type LivingCosts = {
  housingResidence: number;
  housingStudio: number;
  housingShared: number;
  food: number;
  transport: number;
  phone: number;
};

const city = (
  housingResidence: number,
  housingStudio: number,
  housingShared: number,
  food: number,
  transport: number,
): LivingCosts => ({ housingResidence, housingStudio, housingShared, food, transport, phone: 15 });

// A month, in euros: a room in a student residence, a studio, a room in a shared flat; food;
// the student's public transport pass (Montpellier's network is free for its residents).
const CITY_COSTS: Record<CampusKey, LivingCosts> = {
  paris: city(550, 950, 750, 320, 38),
  lyon: city(450, 650, 520, 280, 25),
  marseille: city(420, 600, 480, 270, 10),
  bordeaux: city(430, 620, 500, 270, 30),
  toulouse: city(400, 560, 450, 260, 10),
  lille: city(400, 560, 450, 260, 30),
  nantes: city(420, 580, 470, 260, 31),
  montpellier: city(400, 560, 450, 260, 0),
  rennes: city(400, 540, 440, 255, 30),
  strasbourg: city(400, 560, 460, 265, 28),
  nice: city(480, 700, 560, 290, 20),
};

/** What a month costs a student in the campus's city, with its source and year (nationalCosts). */
export function livingCostsOf(campus: CampusKey, academicYear: string) {
  return {
    ...CITY_COSTS[campus],
    academicYear,
    source: 'Estimations du réseau d’après le CROUS et Campus France (chiffres de démonstration)',
    sourceEn: 'Network estimates based on CROUS and Campus France (demo figures)',
    sourceUrl: 'https://www.campusfrance.org',
    isDemo: true,
  };
}

// An apprentice's gross monthly pay (a share of the minimum wage by age and year), by level.
const SALARY_RANGE: Record<CourseSpec['level'], [number, number]> = {
  bac2: [790, 1260],
  bac3: [970, 1420],
  bac5: [1100, 1800],
};

/** A course's yearly tuition by fee band, its application fee and its work-study route, for `academicYear`. */
export function tuitionOf(spec: CourseSpec, academicYear: string) {
  const fees = yearlyFees(spec.offer.degree, spec.family.category, spec.family.school);
  // The hospitality Bachelor alternates semesters with internships, without a work-study route.
  const workStudy = !(spec.offer.degree === 'bachelor' && spec.family.category === 'hospitality');
  const [salaryMin, salaryMax] = SALARY_RANGE[spec.level];
  return {
    eu: fees.eu,
    nonEu: fees.international,
    applicationFee: 90,
    workStudy,
    ...(workStudy ? { salaryMin, salaryMax } : {}),
    academicYear,
    source: 'Tarifs du réseau (chiffres de démonstration)',
    sourceEn: 'Network fees (demo figures)',
  };
}
