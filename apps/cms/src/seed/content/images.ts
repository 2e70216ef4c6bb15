import { cycle } from '../lib/cycle';
import type { ImageSpec } from '../lib/media';
import type { Motif } from '../images/artwork';
import { CAMPUSES } from './campuses';
import { LIVES, type LiveSeries } from './lives';
import { NEWS } from './news';
import { OFFICES } from './offices';
import { CATEGORIES } from './program-categories';
import { SCHOOLS } from './schools';

// Every picture the demo content uses. The media library has one alternative text per file
// (it is not localized), so it is written in French, the default locale.

const NAVY = '#1d3557';
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

const LIVE_SERIES: Record<LiveSeries, { word: string; kicker: string; colors: [string, string]; alt: string }> = {
  admissions: {
    word: 'Live admissions',
    kicker: 'En direct',
    colors: ['#1d3557', '#e63946'],
    alt: 'Vignette des lives consacrés aux admissions',
  },
  'study-in-france': {
    word: 'Vivre en France',
    kicker: 'En direct',
    colors: ['#075985', '#f59e0b'],
    alt: 'Vignette des lives consacrés à la vie étudiante en France',
  },
  schools: {
    word: 'Nos écoles',
    kicker: 'En direct',
    colors: ['#6d28d9', '#ec4899'],
    alt: 'Vignette des lives de présentation des écoles',
  },
};

const LANDING_IMAGES: Array<{
  key: string;
  word: string;
  kicker: string;
  colors: [string, string];
  motif: Motif;
  alt: string;
}> = [
  {
    key: 'support',
    word: 'Accompagnement',
    kicker: 'À vos côtés',
    colors: ['#0f766e', '#5eead4'],
    motif: 'circles',
    alt: 'Bannière de la page accompagnement des étudiants',
  },
  {
    key: 'horizon',
    word: 'Horizon Écoles',
    kicker: 'Le réseau',
    colors: [NAVY, '#e76f51'],
    motif: 'arcs',
    alt: 'Bannière de présentation du réseau Horizon Écoles',
  },
  {
    key: 'study-in-france',
    word: 'Étudier en France',
    kicker: 'Guides pratiques',
    colors: ['#1e40af', '#ef4444'],
    motif: 'bands',
    alt: 'Bannière de la rubrique étudier en France',
  },
  {
    key: 'international',
    word: 'International',
    kicker: '14 bureaux',
    colors: ['#166534', '#f59e0b'],
    motif: 'waves',
    alt: 'Bannière de la rubrique étudiants internationaux',
  },
  {
    key: 'admission',
    word: 'Admission',
    kicker: 'Rentrée 2027',
    colors: ['#7c2d12', '#f97316'],
    motif: 'grid',
    alt: 'Bannière de la rubrique admission',
  },
  {
    key: 'testimonials',
    word: 'Témoignages',
    kicker: 'Ils racontent',
    colors: ['#9d174d', '#fb7185'],
    motif: 'circles',
    alt: 'Bannière de la page témoignages',
  },
  {
    key: 'overseas',
    word: 'Outre-mer',
    kicker: 'Vers l’Hexagone',
    colors: ['#0e7490', '#fde047'],
    motif: 'waves',
    alt: 'Bannière de la page étudiants des Outre-mer',
  },
];

export function imageCatalogue(): ImageSpec[] {
  const specs: ImageSpec[] = [
    {
      key: 'network-logo',
      baseName: 'horizon-logo',
      alternativeText: 'Logo Horizon Écoles',
      art: { kind: 'wordmark', word: 'horizon', color: NAVY },
    },
    {
      key: 'hero',
      baseName: 'horizon-accueil-hero',
      alternativeText: 'Soleil levant stylisé sur un fond bleu nuit, bannière d’accueil d’Horizon Écoles',
      art: {
        kind: 'cover',
        word: 'Horizon',
        kicker: '17 écoles · 11 campus',
        colors: [NAVY, '#e76f51'],
        motif: 'arcs',
      },
    },
    {
      key: 'share',
      baseName: 'horizon-partage',
      alternativeText: 'Image de partage Horizon Écoles : étudier en France',
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
      alternativeText: `Logo de ${school.name.fr}`,
      art: { kind: 'logo', initials: school.code, color: school.accentColor },
    });
    specs.push({
      key: `school-cover:${school.code}`,
      baseName: `ecole-${code}-couverture`,
      alternativeText: `Visuel de ${school.name.fr}`,
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
      alternativeText: `Illustration du campus de ${campus.city}`,
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
      alternativeText: `Illustration du domaine ${category.title.fr}`,
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
      alternativeText: `Illustration du bureau de ${office.city.fr} (${office.country.fr})`,
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
      alternativeText: news.image.alt,
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
      alternativeText: look.alt,
      art: { kind: 'cover', word: look.word, kicker: look.kicker, colors: look.colors, motif: 'circles' },
    });
  }

  for (const landing of LANDING_IMAGES) {
    specs.push({
      key: `landing:${landing.key}`,
      baseName: `rubrique-${landing.key}`,
      alternativeText: landing.alt,
      art: { kind: 'cover', word: landing.word, kicker: landing.kicker, colors: landing.colors, motif: landing.motif },
    });
  }

  return specs;
}
