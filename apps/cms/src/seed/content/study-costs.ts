// The figures of the cost calculator (requirements 10.17): what every student pays in France, what a
// month costs in each campus's city, and each course's tuition. Plausible amounts for the demo,
// marked as such in the admin (`isDemo`): editors replace them with the school network's own.
import type { CampusKey } from './campuses';
import type { CourseSpec } from './courses/catalogue';
import { yearlyFees } from './courses/degree-rules';

export const ACADEMIC_YEAR = '2026-2027';

const figure = (amount: number, source: string, sourceUrl: string) => ({ amount, source, sourceUrl });

/** The national amounts, the same on every campus (one settings entry). */
export const NATIONAL_COSTS = {
  academicYear: ACADEMIC_YEAR,
  isDemo: true,
  cvec: figure(105, 'CVEC – Ministère de l’Enseignement supérieur', 'https://cvec.etudiant.gouv.fr'),
  // The French health insurance is free for students; a complementary cover is advised.
  healthInsurance: figure(300, 'ameli.fr – étudiants étrangers', 'https://www.ameli.fr'),
  visaFee: figure(99, 'France-Visas – visa long séjour étudiant', 'https://france-visas.gouv.fr'),
  // What the long-stay student visa asks the student to prove, a month.
  visaResources: figure(615, 'Campus France – ressources exigées', 'https://www.campusfrance.org'),
  travel: figure(700, 'Estimation du réseau (aller simple)', ''),
  setup: figure(400, 'Estimation du réseau (literie, cuisine, fournitures)', ''),
  depositMonths: 1,
  // The attestation de comparabilité for a diploma from abroad (country guides, requirements 10.18).
  diplomaRecognition: figure(
    70,
    'France Éducation international – attestation de comparabilité',
    'https://www.france-education-international.fr',
  ),
  recognitionWeeks: 16,
} as const;

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

/** What a month costs a student in the campus's city, with its source and year. */
export function livingCostsOf(campus: CampusKey) {
  return {
    ...CITY_COSTS[campus],
    academicYear: ACADEMIC_YEAR,
    source: 'Estimations du réseau d’après le CROUS et Campus France (chiffres de démonstration)',
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

/** A course's yearly tuition by fee band, its application fee and its work-study route. */
export function tuitionOf(spec: CourseSpec) {
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
    academicYear: ACADEMIC_YEAR,
    source: 'Tarifs du réseau (chiffres de démonstration)',
  };
}
