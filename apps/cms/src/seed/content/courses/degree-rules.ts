import { t, type Bilingual } from '../../bilingual';
import type { CategoryKey } from '../program-categories';
import type { DegreeKind, TeachingLanguage } from './family';

// Facts that follow from the degree (length, credits, RNCP level, recognition, rhythm, fees).

export interface DegreeFacts {
  prefix: Bilingual<string>;
  /** Title pattern in English ("Bachelor in", "MSc in"). */
  englishTitlePrefix: string;
  levelText: Bilingual<string>;
  ects: number;
  rncpLevel: number;
  recognition: Bilingual<string>;
  duration: Bilingual<string>;
  rhythm: Bilingual<string>;
  semesters: number;
}

export const DEGREE_FACTS: Record<DegreeKind, DegreeFacts> = {
  bts: {
    prefix: t('BTS', 'BTS'),
    englishTitlePrefix: 'BTS in',
    levelText: t('Bac+2 – BTS', '2-year undergraduate (Bac+2) – BTS'),
    ects: 120,
    rncpLevel: 5,
    recognition: t('Diplôme d’État (BTS) de niveau 5', 'French State diploma (BTS), level 5'),
    duration: t('2 ans', '2 years'),
    rhythm: t(
      'Temps plein avec 12 à 16 semaines de stage, ou alternance (2 jours à l’école, 3 jours en entreprise)',
      'Full-time with 12 to 16 weeks of internship, or work-study (2 days at school, 3 days at work)',
    ),
    semesters: 4,
  },
  bachelor: {
    prefix: t('Bachelor', 'Bachelor'),
    englishTitlePrefix: 'Bachelor in',
    levelText: t('Bac+3 – Bachelor', "Bachelor's level (Bac+3)"),
    ects: 180,
    rncpLevel: 6,
    recognition: t(
      'Titre RNCP de niveau 6 reconnu par l’État',
      'Level 6 RNCP certification recognised by the French State',
    ),
    duration: t('3 ans (admission possible en 2e ou 3e année)', '3 years (direct entry into year 2 or 3 possible)'),
    rhythm: t(
      'Temps plein avec un stage chaque année ; alternance possible dès la 2e année (1 semaine à l’école, 2 semaines en entreprise)',
      'Full-time with an internship every year; work-study possible from year 2 (1 week at school, 2 weeks at work)',
    ),
    semesters: 6,
  },
  mastere: {
    prefix: t('Mastère', 'MSc'),
    englishTitlePrefix: 'MSc in',
    levelText: t('Bac+5 – Mastère', "Master's level (Bac+5) – MSc"),
    ects: 120,
    rncpLevel: 7,
    recognition: t(
      'Titre RNCP de niveau 7 reconnu par l’État',
      'Level 7 RNCP certification recognised by the French State',
    ),
    duration: t(
      '2 ans (admission possible en 2e année après un Bac+4)',
      '2 years (direct entry into year 2 after a Bac+4)',
    ),
    rhythm: t(
      'Temps plein avec un stage de 6 mois, ou alternance (1 semaine à l’école, 3 semaines en entreprise)',
      'Full-time with a 6-month internship, or work-study (1 week at school, 3 weeks at work)',
    ),
    semesters: 4,
  },
  mba: {
    prefix: t('MBA', 'MBA'),
    englishTitlePrefix: 'MBA in',
    levelText: t('Bac+5 – MBA', "Master's level (Bac+5) – MBA"),
    ects: 120,
    rncpLevel: 7,
    recognition: t(
      'Titre RNCP de niveau 7 reconnu par l’État',
      'Level 7 RNCP certification recognised by the French State',
    ),
    duration: t(
      '2 ans (admission possible en 2e année après un Bac+4)',
      '2 years (direct entry into year 2 after a Bac+4)',
    ),
    rhythm: t(
      'Temps plein avec une mission de conseil et un stage de 6 mois, ou alternance (1 semaine à l’école, 3 semaines en entreprise)',
      'Full-time with a consulting project and a 6-month internship, or work-study (1 week at school, 3 weeks at work)',
    ),
    semesters: 4,
  },
};

// Hospitality schools alternate whole semesters of classes and long internships.
const HOSPITALITY_BACHELOR_RHYTHM = t(
  'Semestres de cours en alternance avec deux stages de 4 à 6 mois en France ou à l’étranger',
  'Semesters of classes alternating with two 4-to-6-month internships in France or abroad',
);

export function rhythmFor(degree: DegreeKind, category: CategoryKey): Bilingual<string> {
  if (degree === 'bachelor' && category === 'hospitality') return HOSPITALITY_BACHELOR_RHYTHM;
  return DEGREE_FACTS[degree].rhythm;
}

export const LANGUAGE_TEXT: Record<TeachingLanguage, Bilingual<string>> = {
  fr: t('Français', 'French'),
  en: t('Anglais', 'English'),
  bilingual: t('Français et anglais', 'French and English'),
};

const BASE_FEES: Record<DegreeKind, { eu: number; international: number }> = {
  bts: { eu: 6900, international: 7900 },
  bachelor: { eu: 8900, international: 9900 },
  mastere: { eu: 10500, international: 12500 },
  mba: { eu: 12900, international: 14900 },
};

// Programmes with heavy equipment (hangars, kitchens, studios) or small luxury classes cost more.
const CATEGORY_SURCHARGE: Record<CategoryKey, number> = {
  business: 0,
  marketing: 300,
  digital: 400,
  design: 600,
  hospitality: 800,
  health: -300,
  engineering: 300,
  'finance-law': 0,
  logistics: 200,
};

const SCHOOL_SURCHARGE: Partial<Record<string, number>> = { ALT: 1500, CLV: 1500 };

export function yearlyFees(
  degree: DegreeKind,
  category: CategoryKey,
  schoolCode: string,
): { eu: number; international: number } {
  const extra = CATEGORY_SURCHARGE[category] + (SCHOOL_SURCHARGE[schoolCode] ?? 0);
  const base = BASE_FEES[degree];
  return { eu: base.eu + extra, international: base.international + extra };
}
