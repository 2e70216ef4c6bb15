import { listOf, yearlyFee } from '../lib/format';
import { campusByKey } from '../content/campuses';
import { COURSE_CATALOGUE } from '../content/courses/catalogue';
import { DEGREE_FACTS, LANGUAGE_TEXT, yearlyFees } from '../content/courses/degree-rules';
import type { IntakeSeed } from '../content/intakes';
import { schoolAdmissionsEmail, schoolWebsite, type SchoolSeed } from '../content/schools';
import type { Locale } from '../bilingual';

export interface BrochureCourse {
  title: string;
  /** One line: level, length, campuses, language, fees. */
  facts: string;
}

/** Everything a school's brochure says, in one language; the renderer only lays it out. */
export interface BrochureContent {
  locale: Locale;
  network: string;
  schoolName: string;
  tagline: string;
  accentColor: string;
  edition: string;
  headings: { school: string; campuses: string; courses: string; admissions: string; contact: string };
  description: string[];
  campuses: Array<{ city: string; address: string }>;
  courses: BrochureCourse[];
  admissionSteps: string[];
  contact: string[];
  footer: string;
}

const WORDS = {
  fr: {
    network: 'Horizon Écoles',
    edition: (years: string) => `Brochure · rentrées ${years}`,
    headings: {
      school: 'L’école',
      campuses: 'Nos campus',
      courses: 'Nos formations',
      admissions: 'Admission',
      contact: 'Contact admissions',
    },
    fees: '(étudiants internationaux)',
    steps: [
      'Candidature en ligne, gratuite, depuis la page de la formation.',
      'Étude du dossier : relevés de notes, CV et lettre de motivation.',
      'Entretien de motivation, sur le campus ou en visioconférence.',
      'Réponse sous deux semaines, puis réservation de votre place.',
    ],
    email: 'E-mail',
    phone: 'Téléphone',
    website: 'Site de l’école',
  },
  en: {
    network: 'Horizon Schools',
    edition: (years: string) => `Brochure · ${years} intakes`,
    headings: {
      school: 'The school',
      campuses: 'Our campuses',
      courses: 'Our programmes',
      admissions: 'Admission',
      contact: 'Admissions contact',
    },
    fees: '(international students)',
    steps: [
      'Apply online, free of charge, from the programme page.',
      'Application review: transcripts, CV and cover letter.',
      'Motivation interview, on campus or by video call.',
      'Decision within two weeks, then you book your place.',
    ],
    email: 'Email',
    phone: 'Phone',
    website: 'School website',
  },
} as const;

/** The short form of a degree's length ("3 ans", without the note on direct entry). */
function shortDuration(text: string): string {
  return text.replace(/\s*\(.*\)$/, '');
}

/** "E-mail : x" in French typography, "Email: x" in English. */
function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${locale === 'fr' ? ' : ' : ': '}${value}`;
}

/** The brochure of `school` in `locale`, naming the demo's `intakes` (their months and years). */
export function brochureContent(school: SchoolSeed, locale: Locale, intakes: readonly IntakeSeed[]): BrochureContent {
  const words = WORDS[locale];
  // "2027", or "2027-2028" when the intakes span two years.
  const years = [...new Set(intakes.map((intake) => intake.startDate.slice(0, 4)))].join('-');
  const campuses = school.campuses.map(campusByKey);
  const courses = COURSE_CATALOGUE.filter((spec) => spec.family.school === school.code).map((spec) => {
    const facts = DEGREE_FACTS[spec.offer.degree];
    const fees = yearlyFees(spec.offer.degree, spec.family.category, school.code);
    const cities = spec.campuses.map((key) => campusByKey(key).city);
    const months = intakes.filter((intake) => spec.intakes.includes(intake.key)).map((intake) => intake.month[locale]);
    return {
      title: spec.title[locale],
      facts: [
        facts.levelText[locale],
        shortDuration(facts.duration[locale]),
        listOf(cities, locale),
        LANGUAGE_TEXT[spec.language][locale],
        listOf(months, locale),
        // No-break spaces keep "12 800 € / an" on one line.
        `${yearlyFee(fees.international, locale).replace(/ /g, '\u00a0')} ${words.fees}`,
      ].join(' · '),
    };
  });
  const mainCampus = campusByKey(school.campuses[0]);
  return {
    locale,
    network: words.network,
    schoolName: school.name[locale],
    tagline: school.tagline[locale],
    accentColor: school.accentColor,
    edition: words.edition(years),
    headings: words.headings,
    description: school.description[locale].split(/\n\s*\n/).map((p) => p.trim()),
    campuses: campuses.map((campus) => ({ city: campus.city, address: campus.address.replace(/\n/g, ', ') })),
    courses,
    admissionSteps: [...words.steps],
    contact: [
      `${mainCampus.contact.name}, ${mainCampus.contact.role[locale]} (${mainCampus.city})`,
      labelled(words.email, schoolAdmissionsEmail(school.code), locale),
      labelled(words.phone, mainCampus.contact.phone, locale),
      labelled(words.website, schoolWebsite(school.code), locale),
    ],
    footer: `${school.name[locale]} — ${words.network}`,
  };
}
