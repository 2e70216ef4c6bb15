import type { RelativeTime } from '../lib/relative-time';
import { t, type Bilingual } from '../bilingual';

export interface EventSeed {
  key: string;
  title: Bilingual<string>;
  starts: RelativeTime;
  ends: RelativeTime;
  location: Bilingual<string>;
  /** Where it is held, for the country guides: a country (ISO code), online, or France. */
  held: { country: string } | 'online' | 'france';
  /** Online: its recording is sent to those registered. */
  recorded?: boolean;
  description: Bilingual<string>;
}

// One that has ended (the site never shows it as upcoming), then the others to come over the five
// months after the seed runs. The keys name the events for good (their URL is how the seed finds
// them again), so they keep the month of the demo's first edition.
export const EVENTS: readonly EventSeed[] = [
  {
    key: 'open-day-nantes-2026-11',
    title: t('Journée portes ouvertes – Campus de Nantes', 'Open day – Nantes campus'),
    starts: { days: -12, hour: 9 },
    ends: { days: -12, hour: 16 },
    location: t(
      'Campus de Nantes, 11 boulevard Léon-Bureau, 44200 Nantes',
      'Nantes campus, 11 boulevard Léon-Bureau, 44200 Nantes',
    ),
    held: 'france',
    description: t(
      'Visite du campus, ateliers de découverte des métiers et entretiens d’admission avec les écoles présentes à Nantes.',
      'Campus tour, career discovery workshops and admission interviews with the schools based in Nantes.',
    ),
  },
  {
    key: 'open-day-paris-2026-12',
    title: t('Journée portes ouvertes – Campus de Paris', 'Open day – Paris campus'),
    starts: { days: 13, hour: 9 },
    ends: { days: 13, hour: 16 },
    location: t(
      'Campus de Paris, 42 rue de la Fontaine-au-Roi, 75011 Paris',
      'Paris campus, 42 rue de la Fontaine-au-Roi, 75011 Paris',
    ),
    held: 'france',
    description: t(
      'Visitez le campus, rencontrez les directeurs des treize écoles présentes à Paris et des étudiants internationaux, et passez un entretien d’admission sur place.',
      'Tour the campus, meet the directors of the thirteen schools based in Paris and international students, and take an admission interview on the spot.',
    ),
  },
  {
    key: 'fair-casablanca-2026-12',
    title: t('Salon des études en France – Casablanca', 'Study in France fair – Casablanca'),
    starts: { days: 20, hour: 9 },
    ends: { days: 21, hour: 17 },
    location: t('Parc des expositions, Casablanca (Maroc)', 'Exhibition centre, Casablanca (Morocco)'),
    held: { country: 'MA' },
    description: t(
      'Retrouvez l’équipe du bureau de Casablanca et des représentants des écoles sur notre stand : présentation des formations, conseils sur la procédure Études en France et pré-entretiens.',
      'Meet the Casablanca office team and school representatives at our stand: programme presentations, advice on the Études en France procedure and pre-interviews.',
    ),
  },
  {
    key: 'webinar-campus-france-2027-01',
    title: t(
      'Webinaire : réussir sa procédure Campus France',
      'Webinar: succeeding with your Campus France application',
    ),
    starts: { days: 53, hour: 17 },
    ends: { days: 53, hour: 18, minute: 15 },
    location: t('En ligne', 'Online'),
    held: 'online',
    recorded: true,
    description: t(
      'Calendrier, pièces à fournir, entretien pédagogique : nos conseillers détaillent chaque étape et répondent à vos questions en direct.',
      'Timeline, required documents, the academic interview: our advisers go through each step and answer your questions live.',
    ),
  },
  {
    key: 'open-day-lyon-2027-01',
    title: t('Journée portes ouvertes – Campus de Lyon', 'Open day – Lyon campus'),
    starts: { days: 69, hour: 9 },
    ends: { days: 69, hour: 16 },
    location: t('Campus de Lyon, 15 quai Perrache, 69002 Lyon', 'Lyon campus, 15 quai Perrache, 69002 Lyon'),
    held: 'france',
    description: t(
      'Ateliers découverte, visite du fab lab et rencontres avec les huit écoles du campus lyonnais. Entretiens d’admission possibles sur rendez-vous.',
      'Taster workshops, a tour of the fab lab and meetings with the eight schools of the Lyon campus. Admission interviews available by appointment.',
    ),
  },
  {
    key: 'fair-dakar-2027-02',
    title: t('Salon de l’étudiant international – Dakar', 'International student fair – Dakar'),
    starts: { days: 76, hour: 9 },
    ends: { days: 77, hour: 17 },
    location: t(
      'Centre international de conférences, Dakar (Sénégal)',
      'International conference centre, Dakar (Senegal)',
    ),
    held: { country: 'SN' },
    description: t(
      'Le bureau de Dakar vous accueille pour présenter les formations du réseau, les bourses disponibles et les démarches de visa.',
      'The Dakar office welcomes you to present the network’s programmes, available scholarships and visa procedures.',
    ),
  },
  {
    key: 'webinar-english-taught-2027-02',
    title: t('Webinaire : nos MSc et MBA enseignés en anglais', 'Webinar: our English-taught MSc and MBA programmes'),
    starts: { days: 88, hour: 13 },
    ends: { days: 88, hour: 14 },
    location: t('En ligne', 'Online'),
    held: 'online',
    description: t(
      'Présentation des programmes Bac+5 sans prérequis en français, témoignages d’étudiants et conditions d’admission.',
      'An introduction to our Bac+5 programmes with no French required, student testimonies and admission requirements.',
    ),
  },
  {
    key: 'fair-abidjan-2027-03',
    title: t('Salon des études supérieures – Abidjan', 'Higher education fair – Abidjan'),
    starts: { days: 111, hour: 9 },
    ends: { days: 112, hour: 17 },
    location: t('Palais de la culture, Abidjan (Côte d’Ivoire)', 'Palais de la culture, Abidjan (Côte d’Ivoire)'),
    held: { country: 'CI' },
    description: t(
      'Venez rencontrer nos conseillers et des diplômés ivoiriens du réseau. Possibilité de déposer votre dossier et de passer un pré-entretien.',
      'Come and meet our advisers and Ivorian graduates of the network. You can submit your application and take a pre-interview.',
    ),
  },
  {
    key: 'fair-ho-chi-minh-city-2027-04',
    title: t('Salon des études en France – Hô Chi Minh-Ville', 'Study in France fair – Ho Chi Minh City'),
    starts: { days: 146, hour: 2 },
    ends: { days: 146, hour: 10 },
    location: t(
      'Centre d’exposition, district 7, Hô Chi Minh-Ville (Viêt Nam)',
      'Exhibition centre, District 7, Ho Chi Minh City (Vietnam)',
    ),
    held: { country: 'VN' },
    description: t(
      'Notre équipe vietnamienne présente les formations en hôtellerie, en numérique et en commerce, ainsi que les cours de français proposés avant le départ.',
      'Our Vietnamese team presents hospitality, digital and business programmes, as well as the French classes offered before departure.',
    ),
  },
];

export function eventUrl(key: string): string {
  return `https://events.horizon.example/${key}`;
}
