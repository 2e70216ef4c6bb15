import { deFr } from '../lib/format';
import { cycle } from '../lib/cycle';
import type { ImageSpec } from '../lib/media';
import type { CoverArt, Motif } from '../images/artwork-types';
import { CAMPUSES } from './campuses';
import { demoLives } from './lives';
import { demoNews } from './news';
import { OFFICES } from './offices';
import { LANDINGS } from './pages/landings';
import { ARTICLE_IMAGES, CORAL, landingImages, LIVE_SERIES, NAVY } from './picture-looks';
import { CATEGORIES } from './program-categories';
import { SCHOOLS } from './schools';
import type { DemoCalendar } from '../lib/demo-calendar';
import { t, type Bilingual } from '../bilingual';

// Every picture the demo content uses, with what it shows in both languages (the media library
// keeps the text of the picture's language; the entries showing the image carry both) and its
// folder in the library.

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

/** A picture with words: drawn in French, and in English for the English pages (see ImageSpec.artEn). */
function covers(look: {
  word: Bilingual<string>;
  kicker?: Bilingual<string>;
  colors: [string, string];
  motif: Motif;
}): Pick<ImageSpec, 'art' | 'artEn'> {
  const art = (locale: 'fr' | 'en'): CoverArt => ({
    kind: 'cover',
    word: look.word[locale],
    ...(look.kicker ? { kicker: look.kicker[locale] } : {}),
    colors: look.colors,
    motif: look.motif,
  });
  return { art: art('fr'), artEn: art('en') };
}

/** How the content refers to an article's picture. */
export const articleImageKey = (articleKey: string) => `article:${articleKey}`;

/** The pictures of the demo dated by `calendar` (a few name the coming September intake). */
export function imageCatalogue(calendar: DemoCalendar): ImageSpec[] {
  const specs: ImageSpec[] = [
    {
      key: 'network-logo',
      baseName: 'horizon-logo',
      alt: t(
        'Logo Horizon Écoles : un soleil levant sur l’horizon',
        'Horizon Schools logo: a sun rising over the horizon',
      ),
      folder: 'Logos',
      art: { kind: 'mark', color: NAVY, sun: CORAL },
    },
    {
      key: 'hero',
      baseName: 'horizon-accueil-hero',
      alt: t(
        'Soleil levant stylisé sur un fond bleu nuit, bannière d’accueil d’Horizon Écoles',
        'A stylised rising sun on a midnight-blue background, the Horizon Schools home banner',
      ),
      folder: 'Site',
      art: { kind: 'horizon', sky: ['#0f1d3a', NAVY], sun: CORAL },
    },
    {
      key: 'share',
      baseName: 'horizon-partage',
      alt: t('Image de partage Horizon Écoles : étudier en France', 'Horizon Schools sharing image: study in France'),
      folder: 'Site',
      ...covers({
        word: t('Horizon Écoles', 'Horizon Schools'),
        kicker: t('Étudier en France', 'Study in France'),
        colors: [NAVY, '#457b9d'],
        motif: 'grid',
      }),
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
      ...covers({
        word: school.coverWord,
        kicker: school.name,
        colors: [school.accentColor, lighten(school.accentColor, 0.45)],
        motif: school.motif,
      }),
    });
  }

  for (const campus of CAMPUSES) {
    specs.push({
      key: `campus:${campus.key}`,
      baseName: `campus-${campus.key}`,
      alt: t(`Illustration du campus ${deFr(campus.city)}`, `Illustration of the ${campus.city} campus`),
      folder: 'Campus',
      ...covers({
        word: t(campus.city, campus.city),
        kicker: t('Campus Horizon', 'Horizon campus'),
        colors: campus.imageColors,
        motif: campus.motif,
      }),
    });
  }

  for (const category of CATEGORIES) {
    specs.push({
      key: `category:${category.key}`,
      baseName: `domaine-${category.slug.fr}`,
      alt: t(`Illustration du domaine ${category.title.fr}`, `Illustration of the ${category.title.en} field`),
      folder: 'Formations',
      ...covers({
        word: category.imageWord,
        kicker: category.title,
        colors: category.imageColors,
        motif: category.motif,
      }),
    });
  }

  OFFICES.forEach((office, i) => {
    specs.push({
      key: `office:${office.key}`,
      baseName: `bureau-${office.key}`,
      alt: t(
        `Illustration du bureau ${deFr(office.city.fr)} (${office.country.fr})`,
        `Illustration of the ${office.city.en} office (${office.country.en})`,
      ),
      folder: 'Bureaux',
      ...covers({
        word: office.city,
        kicker: t(`Bureau Horizon · ${office.country.fr}`, `Horizon office · ${office.country.en}`),
        colors: office.imageColors,
        motif: cycle(MOTIFS, i),
      }),
    });
  });

  for (const news of demoNews(calendar)) {
    specs.push({
      key: `news:${news.key}`,
      baseName: `actualite-${news.key}`,
      alt: news.image.alt,
      folder: 'Actualités',
      ...covers({
        word: news.image.word,
        kicker: t('Actualité', 'News'),
        colors: news.image.colors,
        motif: news.image.motif,
      }),
    });
  }

  const series = new Set(demoLives(calendar).map((live) => live.series));
  for (const key of series) {
    const look = LIVE_SERIES[key];
    specs.push({
      key: `live:${key}`,
      baseName: `live-${key}`,
      alt: look.alt,
      folder: 'Lives',
      ...covers({ word: look.word, kicker: look.kicker, colors: look.colors, motif: 'circles' }),
    });
  }

  for (const landing of landingImages(calendar)) {
    specs.push({
      key: `landing:${landing.key}`,
      baseName: `rubrique-${landing.key}`,
      alt: landing.alt,
      folder: 'Rubriques',
      ...covers(landing),
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
