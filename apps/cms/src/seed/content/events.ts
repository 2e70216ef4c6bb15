import { t, type Bilingual } from '../types';

export interface EventSeed {
  key: string;
  title: Bilingual<string>;
  dateStart: string;
  dateEnd: string;
  location: Bilingual<string>;
  description: Bilingual<string>;
}

export const EVENTS: readonly EventSeed[] = [
  {
    key: 'open-day-paris-2026-12',
    title: t('Journée portes ouvertes – Campus de Paris', 'Open day – Paris campus'),
    dateStart: '2026-12-05T09:00:00.000Z',
    dateEnd: '2026-12-05T16:00:00.000Z',
    location: t(
      'Campus de Paris, 42 rue de la Fontaine-au-Roi, 75011 Paris',
      'Paris campus, 42 rue de la Fontaine-au-Roi, 75011 Paris',
    ),
    description: t(
      'Visitez le campus, rencontrez les directeurs des treize écoles présentes à Paris et des étudiants internationaux, et passez un entretien d’admission sur place.',
      'Tour the campus, meet the directors of the thirteen schools based in Paris and international students, and take an admission interview on the spot.',
    ),
  },
  {
    key: 'fair-casablanca-2026-12',
    title: t('Salon des études en France – Casablanca', 'Study in France fair – Casablanca'),
    dateStart: '2026-12-12T09:00:00.000Z',
    dateEnd: '2026-12-13T17:00:00.000Z',
    location: t('Parc des expositions, Casablanca (Maroc)', 'Exhibition centre, Casablanca (Morocco)'),
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
    dateStart: '2027-01-14T17:00:00.000Z',
    dateEnd: '2027-01-14T18:15:00.000Z',
    location: t('En ligne', 'Online'),
    description: t(
      'Calendrier, pièces à fournir, entretien pédagogique : nos conseillers détaillent chaque étape et répondent à vos questions en direct.',
      'Timeline, required documents, the academic interview: our advisers go through each step and answer your questions live.',
    ),
  },
  {
    key: 'open-day-lyon-2027-01',
    title: t('Journée portes ouvertes – Campus de Lyon', 'Open day – Lyon campus'),
    dateStart: '2027-01-30T09:00:00.000Z',
    dateEnd: '2027-01-30T16:00:00.000Z',
    location: t('Campus de Lyon, 15 quai Perrache, 69002 Lyon', 'Lyon campus, 15 quai Perrache, 69002 Lyon'),
    description: t(
      'Ateliers découverte, visite du fab lab et rencontres avec les huit écoles du campus lyonnais. Entretiens d’admission possibles sur rendez-vous.',
      'Taster workshops, a tour of the fab lab and meetings with the eight schools of the Lyon campus. Admission interviews available by appointment.',
    ),
  },
  {
    key: 'fair-dakar-2027-02',
    title: t('Salon de l’étudiant international – Dakar', 'International student fair – Dakar'),
    dateStart: '2027-02-06T09:00:00.000Z',
    dateEnd: '2027-02-07T17:00:00.000Z',
    location: t(
      'Centre international de conférences, Dakar (Sénégal)',
      'International conference centre, Dakar (Senegal)',
    ),
    description: t(
      'Le bureau de Dakar vous accueille pour présenter les formations du réseau, les bourses disponibles et les démarches de visa.',
      'The Dakar office welcomes you to present the network’s programmes, available scholarships and visa procedures.',
    ),
  },
  {
    key: 'webinar-english-taught-2027-02',
    title: t('Webinaire : nos MSc et MBA enseignés en anglais', 'Webinar: our English-taught MSc and MBA programmes'),
    dateStart: '2027-02-18T13:00:00.000Z',
    dateEnd: '2027-02-18T14:00:00.000Z',
    location: t('En ligne', 'Online'),
    description: t(
      'Présentation des programmes Bac+5 sans prérequis en français, témoignages d’étudiants et conditions d’admission.',
      'An introduction to our Bac+5 programmes with no French required, student testimonies and admission requirements.',
    ),
  },
  {
    key: 'fair-abidjan-2027-03',
    title: t('Salon des études supérieures – Abidjan', 'Higher education fair – Abidjan'),
    dateStart: '2027-03-13T09:00:00.000Z',
    dateEnd: '2027-03-14T17:00:00.000Z',
    location: t('Palais de la culture, Abidjan (Côte d’Ivoire)', 'Palais de la culture, Abidjan (Côte d’Ivoire)'),
    description: t(
      'Venez rencontrer nos conseillers et des diplômés ivoiriens du réseau. Possibilité de déposer votre dossier et de passer un pré-entretien.',
      'Come and meet our advisers and Ivorian graduates of the network. You can submit your application and take a pre-interview.',
    ),
  },
  {
    key: 'fair-ho-chi-minh-city-2027-04',
    title: t('Salon des études en France – Hô Chi Minh-Ville', 'Study in France fair – Ho Chi Minh City'),
    dateStart: '2027-04-17T02:00:00.000Z',
    dateEnd: '2027-04-17T10:00:00.000Z',
    location: t(
      'Centre d’exposition, district 7, Hô Chi Minh-Ville (Viêt Nam)',
      'Exhibition centre, District 7, Ho Chi Minh City (Vietnam)',
    ),
    description: t(
      'Notre équipe vietnamienne présente les formations en hôtellerie, en numérique et en commerce, ainsi que les cours de français proposés avant le départ.',
      'Our Vietnamese team presents hospitality, digital and business programmes, as well as the French classes offered before departure.',
    ),
  },
];

export function eventUrl(key: string): string {
  return `https://events.horizon.example/${key}`;
}
