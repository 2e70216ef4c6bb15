import { cycle } from '../lib/cycle';
import type { ImageSpec } from '../lib/media';
import type { Motif } from '../images/artwork';
import type { Pictogram } from '../images/pictograms';
import { CAMPUSES } from './campuses';
import { LIVES, type LiveSeries } from './lives';
import { NEWS } from './news';
import { OFFICES } from './offices';
import { LANDINGS } from './pages/landings';
import { CATEGORIES } from './program-categories';
import { SCHOOLS } from './schools';
import { t, type Bilingual } from '../types';

// Every picture the demo content uses, with what it shows in both languages (the media library
// keeps the French text; the entries showing the image carry both) and its folder in the library.

const NAVY = '#1d3557';
const CORAL = '#e76f51';
const MOTIFS: Motif[] = ['circles', 'bands', 'grid', 'waves', 'arcs'];

/** Mixes a colour with white, for the light end of a gradient. */
function lighten(hex: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const LIVE_SERIES: Record<
  LiveSeries,
  { word: string; kicker: string; colors: [string, string]; alt: Bilingual<string> }
> = {
  admissions: {
    word: 'Live admissions',
    kicker: 'En direct',
    colors: ['#1d3557', '#e63946'],
    alt: t('Vignette des lives consacrés aux admissions', 'Thumbnail of the live sessions about admissions'),
  },
  'study-in-france': {
    word: 'Vivre en France',
    kicker: 'En direct',
    colors: ['#075985', '#f59e0b'],
    alt: t(
      'Vignette des lives consacrés à la vie étudiante en France',
      'Thumbnail of the live sessions about student life in France',
    ),
  },
  schools: {
    word: 'Nos écoles',
    kicker: 'En direct',
    colors: ['#6d28d9', '#ec4899'],
    alt: t('Vignette des lives de présentation des écoles', 'Thumbnail of the live sessions presenting the schools'),
  },
};

const LANDING_IMAGES: Array<{
  key: string;
  word: string;
  kicker: string;
  colors: [string, string];
  motif: Motif;
  alt: Bilingual<string>;
}> = [
  {
    key: 'support',
    word: 'Accompagnement',
    kicker: 'À vos côtés',
    colors: ['#0f766e', '#5eead4'],
    motif: 'circles',
    alt: t('Bannière de la page accompagnement des étudiants', 'Banner of the student support page'),
  },
  {
    key: 'horizon',
    word: 'Horizon Écoles',
    kicker: 'Le réseau',
    colors: [NAVY, '#e76f51'],
    motif: 'arcs',
    alt: t('Bannière de présentation du réseau Horizon Écoles', 'Banner presenting the Horizon Écoles network'),
  },
  {
    key: 'study-in-france',
    word: 'Étudier en France',
    kicker: 'Guides pratiques',
    colors: ['#1e40af', '#ef4444'],
    motif: 'bands',
    alt: t('Bannière de la rubrique étudier en France', 'Banner of the Study in France section'),
  },
  {
    key: 'international',
    word: 'International',
    kicker: '14 bureaux',
    colors: ['#166534', '#f59e0b'],
    motif: 'waves',
    alt: t('Bannière de la rubrique étudiants internationaux', 'Banner of the international students section'),
  },
  {
    key: 'admission',
    word: 'Admission',
    kicker: 'Rentrée 2027',
    colors: ['#7c2d12', '#f97316'],
    motif: 'grid',
    alt: t('Bannière de la rubrique admission', 'Banner of the admission section'),
  },
  {
    key: 'testimonials',
    word: 'Témoignages',
    kicker: 'Ils racontent',
    colors: ['#9d174d', '#fb7185'],
    motif: 'circles',
    alt: t('Bannière de la page témoignages', 'Banner of the testimonials page'),
  },
  {
    key: 'overseas',
    word: 'Outre-mer',
    kicker: 'Vers l’Hexagone',
    colors: ['#0e7490', '#fde047'],
    motif: 'waves',
    alt: t(
      'Bannière de la page étudiants des Outre-mer',
      'Banner of the page for students from the French overseas territories',
    ),
  },
];

/** Each article's own picture, by article key: its subject as a pictogram, so no words to translate. */
const ARTICLE_IMAGES: Record<
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

/** How the content refers to an article's picture. */
export const articleImageKey = (articleKey: string) => `article:${articleKey}`;

export function imageCatalogue(): ImageSpec[] {
  const specs: ImageSpec[] = [
    {
      key: 'network-logo',
      baseName: 'horizon-logo',
      alt: t(
        'Logo Horizon Écoles : un soleil levant sur l’horizon',
        'Horizon Écoles logo: a sun rising over the horizon',
      ),
      folder: 'Logos',
      art: { kind: 'mark', color: NAVY, sun: CORAL },
    },
    {
      key: 'hero',
      baseName: 'horizon-accueil-hero',
      alt: t(
        'Soleil levant stylisé sur un fond bleu nuit, bannière d’accueil d’Horizon Écoles',
        'A stylised rising sun on a midnight-blue background, the Horizon Écoles home banner',
      ),
      folder: 'Site',
      art: { kind: 'horizon', sky: ['#0f1d3a', NAVY], sun: CORAL },
    },
    {
      key: 'share',
      baseName: 'horizon-partage',
      alt: t('Image de partage Horizon Écoles : étudier en France', 'Horizon Écoles sharing image: study in France'),
      folder: 'Site',
      art: {
        kind: 'cover',
        word: 'Horizon Écoles',
        kicker: 'Étudier en France',
        colors: [NAVY, '#457b9d'],
        motif: 'grid',
      },
    },
  ];

  for (const school of SCHOOLS) {
    const code = school.code.toLowerCase();
    specs.push({
      key: `school-logo:${school.code}`,
      baseName: `ecole-${code}-logo`,
      alt: t(`Logo de ${school.name.fr}`, `${school.name.en} logo`),
      folder: 'Logos',
      art: { kind: 'logo', initials: school.code, pictogram: school.pictogram, color: school.accentColor },
    });
    specs.push({
      key: `school-cover:${school.code}`,
      baseName: `ecole-${code}-couverture`,
      alt: t(`Visuel de ${school.name.fr}`, `${school.name.en} cover picture`),
      folder: 'Écoles',
      caption: school.tagline.fr,
      art: {
        kind: 'cover',
        word: school.coverWord.fr,
        kicker: school.name.fr,
        colors: [school.accentColor, lighten(school.accentColor, 0.45)],
        motif: school.motif,
      },
    });
  }

  for (const campus of CAMPUSES) {
    specs.push({
      key: `campus:${campus.key}`,
      baseName: `campus-${campus.key}`,
      alt: t(`Illustration du campus de ${campus.city}`, `Illustration of the ${campus.city} campus`),
      folder: 'Campus',
      art: {
        kind: 'cover',
        word: campus.city,
        kicker: 'Campus Horizon',
        colors: campus.imageColors,
        motif: campus.motif,
      },
    });
  }

  for (const category of CATEGORIES) {
    specs.push({
      key: `category:${category.key}`,
      baseName: `domaine-${category.slug.fr}`,
      alt: t(`Illustration du domaine ${category.title.fr}`, `Illustration of the ${category.title.en} field`),
      folder: 'Formations',
      art: {
        kind: 'cover',
        word: category.imageWord.fr,
        kicker: category.title.fr,
        colors: category.imageColors,
        motif: category.motif,
      },
    });
  }

  OFFICES.forEach((office, i) => {
    specs.push({
      key: `office:${office.key}`,
      baseName: `bureau-${office.key}`,
      alt: t(
        `Illustration du bureau de ${office.city.fr} (${office.country.fr})`,
        `Illustration of the ${office.city.en} office (${office.country.en})`,
      ),
      folder: 'Bureaux',
      art: {
        kind: 'cover',
        word: office.city.fr,
        kicker: `Bureau Horizon · ${office.country.fr}`,
        colors: office.imageColors,
        motif: cycle(MOTIFS, i),
      },
    });
  });

  for (const news of NEWS) {
    specs.push({
      key: `news:${news.key}`,
      baseName: `actualite-${news.key}`,
      alt: news.image.alt,
      folder: 'Actualités',
      art: {
        kind: 'cover',
        word: news.image.word.fr,
        kicker: 'Actualité',
        colors: news.image.colors,
        motif: news.image.motif,
      },
    });
  }

  const series = new Set(LIVES.map((live) => live.series));
  for (const key of series) {
    const look = LIVE_SERIES[key];
    specs.push({
      key: `live:${key}`,
      baseName: `live-${key}`,
      alt: look.alt,
      folder: 'Lives',
      art: { kind: 'cover', word: look.word, kicker: look.kicker, colors: look.colors, motif: 'circles' },
    });
  }

  for (const landing of LANDING_IMAGES) {
    specs.push({
      key: `landing:${landing.key}`,
      baseName: `rubrique-${landing.key}`,
      alt: landing.alt,
      folder: 'Rubriques',
      art: { kind: 'cover', word: landing.word, kicker: landing.kicker, colors: landing.colors, motif: landing.motif },
    });
  }

  for (const article of LANDINGS.flatMap((landing) => landing.articles)) {
    const look = ARTICLE_IMAGES[article.key];
    if (!look) throw new Error(`Article "${article.key}" has no picture in ARTICLE_IMAGES.`);
    specs.push({
      key: articleImageKey(article.key),
      baseName: `article-${article.key}`,
      alt: look.alt,
      folder: 'Articles',
      art: { kind: 'illustration', pictogram: look.pictogram, colors: look.colors, motif: look.motif },
    });
  }

  return specs;
}
