import type { Motif } from '../images/artwork-types';
import type { Pictogram } from '../images/pictograms';
import type { DemoCalendar } from '../lib/demo-calendar';
import type { LiveSeries } from './lives';
import { t, type Bilingual } from '../bilingual';

// How the pictures of the lives, section pages and articles look. Words are in both languages:
// English pages show the English drawing.

export const NAVY = '#1d3557';
export const CORAL = '#e76f51';

export const LIVE_SERIES: Record<
  LiveSeries,
  { word: Bilingual<string>; kicker: Bilingual<string>; colors: [string, string]; alt: Bilingual<string> }
> = {
  admissions: {
    word: t('Live admissions', 'Admissions live'),
    kicker: t('En direct', 'Live'),
    colors: ['#1d3557', '#e63946'],
    alt: t('Vignette des lives consacrés aux admissions', 'Thumbnail of the live sessions about admissions'),
  },
  'study-in-france': {
    word: t('Vivre en France', 'Living in France'),
    kicker: t('En direct', 'Live'),
    colors: ['#075985', '#f59e0b'],
    alt: t(
      'Vignette des lives consacrés à la vie étudiante en France',
      'Thumbnail of the live sessions about student life in France',
    ),
  },
  schools: {
    word: t('Nos écoles', 'Our schools'),
    kicker: t('En direct', 'Live'),
    colors: ['#6d28d9', '#ec4899'],
    alt: t('Vignette des lives de présentation des écoles', 'Thumbnail of the live sessions presenting the schools'),
  },
};

// The admission section's picture names the coming September intake: the calendar's.
export const landingImages = ({
  septemberYear,
}: DemoCalendar): Array<{
  key: string;
  word: Bilingual<string>;
  kicker: Bilingual<string>;
  colors: [string, string];
  motif: Motif;
  alt: Bilingual<string>;
}> => [
  {
    key: 'support',
    word: t('Accompagnement', 'Student support'),
    kicker: t('À vos côtés', 'By your side'),
    colors: ['#0f766e', '#5eead4'],
    motif: 'circles',
    alt: t('Bannière de la page accompagnement des étudiants', 'Banner of the student support page'),
  },
  {
    key: 'horizon',
    word: t('Horizon Écoles', 'Horizon Schools'),
    kicker: t('Le réseau', 'The network'),
    colors: [NAVY, '#e76f51'],
    motif: 'arcs',
    alt: t('Bannière de présentation du réseau Horizon Écoles', 'Banner presenting the Horizon Schools network'),
  },
  {
    key: 'study-in-france',
    word: t('Étudier en France', 'Study in France'),
    kicker: t('Guides pratiques', 'Practical guides'),
    colors: ['#1e40af', '#ef4444'],
    motif: 'bands',
    alt: t('Bannière de la rubrique étudier en France', 'Banner of the Study in France section'),
  },
  {
    key: 'international',
    word: t('International', 'International'),
    kicker: t('14 bureaux', '14 offices'),
    colors: ['#166534', '#f59e0b'],
    motif: 'waves',
    alt: t('Bannière de la rubrique étudiants internationaux', 'Banner of the international students section'),
  },
  {
    key: 'admission',
    word: t('Admission', 'Admissions'),
    kicker: t(`Rentrée ${septemberYear}`, `${septemberYear} intake`),
    colors: ['#7c2d12', '#f97316'],
    motif: 'grid',
    alt: t('Bannière de la rubrique admission', 'Banner of the admission section'),
  },
  {
    key: 'testimonials',
    word: t('Témoignages', 'Testimonials'),
    kicker: t('Ils racontent', 'In their words'),
    colors: ['#9d174d', '#fb7185'],
    motif: 'circles',
    alt: t('Bannière de la page témoignages', 'Banner of the testimonials page'),
  },
  {
    key: 'overseas',
    word: t('Outre-mer', 'Overseas France'),
    kicker: t('Vers l’Hexagone', 'To mainland France'),
    colors: ['#0e7490', '#fde047'],
    motif: 'waves',
    alt: t(
      'Bannière de la page étudiants des Outre-mer',
      'Banner of the page for students from the French overseas territories',
    ),
  },
];

/** Each article's own picture, by article key: its subject as a pictogram, so no words to translate. */
export const ARTICLE_IMAGES: Record<
  string,
  { pictogram: Pictogram; colors: [string, string]; motif: Motif; alt: Bilingual<string> }
> = {
  'student-visa': {
    pictogram: 'passport',
    colors: ['#1e3a8a', '#7c3aed'],
    motif: 'bands',
    alt: t(
      'Pictogramme d’un passeport sur un fond bleu et violet',
      'A passport pictogram on a blue and purple background',
    ),
  },
  accommodation: {
    pictogram: 'house',
    colors: ['#9a3412', '#d97706'],
    motif: 'grid',
    alt: t('Pictogramme d’une maison sur un fond ocre', 'A house pictogram on an ochre background'),
  },
  'cost-of-living': {
    pictogram: 'coin',
    colors: ['#065f46', '#059669'],
    motif: 'circles',
    alt: t('Pictogramme d’une pièce en euros sur un fond vert', 'A euro coin pictogram on a green background'),
  },
  'health-insurance': {
    pictogram: 'heart',
    colors: ['#9f1239', '#e11d48'],
    motif: 'waves',
    alt: t('Pictogramme d’un cœur sur un fond framboise', 'A heart pictogram on a raspberry background'),
  },
  'working-while-studying': {
    pictogram: 'briefcase',
    colors: ['#1e40af', '#0284c7'],
    motif: 'arcs',
    alt: t('Pictogramme d’une mallette sur un fond bleu', 'A briefcase pictogram on a blue background'),
  },
  'admission-procedure': {
    pictogram: 'checklist',
    colors: ['#7c2d12', '#ea580c'],
    motif: 'grid',
    alt: t('Pictogramme d’une liste cochée sur un fond orange', 'A ticked checklist pictogram on an orange background'),
  },
  'online-application': {
    pictogram: 'laptop',
    colors: ['#312e81', '#4f46e5'],
    motif: 'circles',
    alt: t('Pictogramme d’un ordinateur portable sur un fond indigo', 'A laptop pictogram on an indigo background'),
  },
  'fees-and-scholarships': {
    pictogram: 'cap',
    colors: ['#713f12', '#a16207'],
    motif: 'bands',
    alt: t(
      'Pictogramme d’une toque de diplômé sur un fond brun doré',
      'A graduation cap pictogram on a golden-brown background',
    ),
  },
  'programmes-abroad': {
    pictogram: 'globe',
    colors: ['#166534', '#0e7490'],
    motif: 'waves',
    alt: t(
      'Pictogramme d’un globe terrestre sur un fond vert et bleu',
      'A globe pictogram on a green and blue background',
    ),
  },
};
