import type { DemoCalendar } from '../lib/demo-calendar';
import type { RelativeTime } from '../lib/relative-time';
import { t, type Bilingual } from '../bilingual';

export type LiveSeries = 'admissions' | 'study-in-france' | 'schools';

export interface LiveSeed {
  key: string;
  series: LiveSeries;
  when: RelativeTime;
  durationMinutes: number;
  title: Bilingual<string>;
  description: Bilingual<string>;
}

// Seven sessions before the day the seed runs (replays) and three to come, the next within a week.
// The keys name each session's video and registration pages, after the month of its first edition;
// a title that names the coming September intake names the calendar's.
export const demoLives = ({ septemberYear }: DemoCalendar): readonly LiveSeed[] => [
  {
    key: 'admissions-2026-06',
    series: 'admissions',
    when: { days: -164, hour: 16 },
    durationMinutes: 60,
    title: t('Admissions : comment se déroule l’entretien ?', 'Admissions: what happens at the interview?'),
    description: t(
      'Deux responsables des admissions expliquent ce que le jury attend et simulent un entretien avec une candidate.',
      'Two admissions officers explain what the panel expects and run a mock interview with an applicant.',
    ),
  },
  {
    key: 'housing-2026-07',
    series: 'study-in-france',
    when: { days: -143, hour: 16 },
    durationMinutes: 45,
    title: t('Trouver un logement étudiant depuis l’étranger', 'Finding student housing from abroad'),
    description: t(
      'Résidences, colocations, aides au logement et garant : toutes les solutions pour arriver en France avec un toit.',
      'Residences, flat shares, housing benefit and guarantors: all the options to arrive in France with a roof over your head.',
    ),
  },
  {
    key: 'schools-digital-2026-09',
    series: 'schools',
    when: { days: -73, hour: 16 },
    durationMinutes: 50,
    title: t('Découvrir l’Institut Kerlys du numérique', 'Discover Kerlys Digital Institute'),
    description: t(
      'Visite virtuelle des laboratoires, présentation des Bachelors et Mastères et questions aux étudiants en cybersécurité et en data.',
      'A virtual tour of the labs, an overview of the Bachelors and Master’s programmes and questions to cybersecurity and data students.',
    ),
  },
  {
    key: 'first-weeks-2026-09',
    series: 'study-in-france',
    when: { days: -59, hour: 16 },
    durationMinutes: 45,
    title: t(
      'Vos premières semaines en France : les démarches essentielles',
      'Your first weeks in France: the essential steps',
    ),
    description: t(
      'Validation du visa, sécurité sociale, compte bancaire, transports : le bon ordre pour tout faire sans stress.',
      'Validating your visa, social security, bank account, transport: the right order to get everything done without stress.',
    ),
  },
  {
    key: 'schools-hospitality-2026-10',
    series: 'schools',
    when: { days: -45, hour: 16 },
    durationMinutes: 55,
    title: t('Les métiers de l’hôtellerie avec l’Institut Vauclair', 'Hospitality careers with Vauclair Institute'),
    description: t(
      'En direct du restaurant d’application de Nice, étudiants et enseignants présentent les formations et les stages à l’international.',
      'Live from the Nice training restaurant, students and lecturers present the programmes and international internships.',
    ),
  },
  {
    key: 'fees-scholarships-2026-10',
    series: 'admissions',
    when: { days: -31, hour: 16 },
    durationMinutes: 60,
    title: t(
      'Frais de scolarité, bourses et alternance : financer ses études',
      'Tuition fees, scholarships and work-study: funding your studies',
    ),
    description: t(
      'Échéanciers de paiement, bourses du réseau, aides publiques et contrats d’apprentissage : comment construire votre budget.',
      'Payment plans, network scholarships, public support and apprenticeship contracts: how to build your budget.',
    ),
  },
  {
    key: 'english-taught-2026-11',
    series: 'admissions',
    when: { days: -10, hour: 14 },
    durationMinutes: 50,
    title: t(
      'Étudier en anglais en France : nos MSc et MBA',
      'Studying in English in France: our MSc and MBA programmes',
    ),
    description: t(
      'Programmes, niveau d’anglais requis et vie en France sans parler français : questions-réponses avec des étudiants indiens et libanais.',
      'Programmes, required English level and life in France without speaking French: Q&A with students from India and Lebanon.',
    ),
  },
  {
    key: 'admissions-september-2027',
    series: 'admissions',
    when: { days: 4, hour: 16 },
    durationMinutes: 60,
    title: t(
      `Rentrée de septembre ${septemberYear} : tout savoir sur les candidatures`,
      `September ${septemberYear} intake: everything about applying`,
    ),
    description: t(
      'Calendrier, dossier, entretien et procédure Études en France : nos conseillers répondent à toutes vos questions en direct.',
      'Timeline, application file, interview and the Études en France procedure: our advisers answer all your questions live.',
    ),
  },
  {
    key: 'latin-america-alumni-2026-12',
    series: 'schools',
    when: { days: 12, hour: 23 },
    durationMinutes: 45,
    title: t('Rencontre avec nos diplômés d’Amérique latine', 'Meet our graduates from Latin America'),
    description: t(
      'Pour le premier anniversaire du bureau de Mexico, des diplômés mexicains, brésiliens et colombiens racontent leur parcours en France.',
      'For the first anniversary of the Mexico City office, graduates from Mexico, Brazil and Colombia talk about their journey in France.',
    ),
  },
  {
    key: 'visa-housing-2027-01',
    series: 'study-in-france',
    when: { days: 60, hour: 16 },
    durationMinutes: 50,
    title: t('Visa et logement : préparer la rentrée de septembre', 'Visa and housing: getting ready for September'),
    description: t(
      'Les étapes à lancer dès l’hiver pour obtenir son visa à temps et réserver un logement avant l’été.',
      'The steps to start in winter to get your visa in time and book accommodation before the summer.',
    ),
  },
];

export function liveVideoUrl(key: string): string {
  return `https://video.horizon.example/lives/${key}`;
}

export function liveRegistrationUrl(key: string): string {
  return `https://events.horizon.example/lives/${key}/register`;
}
