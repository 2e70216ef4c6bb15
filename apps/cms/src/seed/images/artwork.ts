// Generated pictures: gradients, geometric motifs, pictograms and short words. Everything is
// drawn as SVG and rasterised locally, so a fresh install needs no network access and no image bank.
import { coverSvg, illustrationSvg, type Motif } from './covers';
import { logoSvg, markSvg } from './emblems';
import { horizonSvg } from './horizon-scene';
import type { Pictogram } from './pictograms';

export type { Motif } from './covers';

/** A card or banner picture with a word on it (a city, a field, a short title). */
export interface CoverArt {
  kind: 'cover';
  word: string;
  /** Small line above the word. */
  kicker?: string;
  colors: [string, string];
  motif: Motif;
}

/** A card or banner picture with a pictogram and no words: the same file serves both languages. */
export interface IllustrationArt {
  kind: 'illustration';
  pictogram: Pictogram;
  colors: [string, string];
  motif: Motif;
}

/**
 * The home page banner: a sun rising on the right over a dark sky, without lettering, since the
 * page's heading is drawn over it.
 */
export interface HorizonArt {
  kind: 'horizon';
  sky: [string, string];
  sun: string;
}

/** A school's logo: its pictogram over its initials, on its colour. */
export interface LogoArt {
  kind: 'logo';
  initials: string;
  pictogram: Pictogram;
  color: string;
}

/** The network's mark, shown beside its name: a sun over the horizon on a tile, for light and dark backgrounds. */
export interface MarkArt {
  kind: 'mark';
  color: string;
  sun: string;
}

export type Artwork = CoverArt | IllustrationArt | HorizonArt | LogoArt | MarkArt;

/** Pixel sizes: covers are shown at most ~580 CSS px wide (twice that on dense screens), the banner full width. */
export const ARTWORK_SIZES: Record<Artwork['kind'], { width: number; height: number }> = {
  cover: { width: 1200, height: 675 },
  illustration: { width: 1200, height: 675 },
  horizon: { width: 1600, height: 900 },
  logo: { width: 256, height: 256 },
  mark: { width: 192, height: 192 },
};

/** SVG source of an artwork; `seed` varies the motif between pictures that share a style. */
export function artworkSvg(art: Artwork, seed: string): string {
  const size = ARTWORK_SIZES[art.kind];
  switch (art.kind) {
    case 'cover':
      return coverSvg(art, seed, size);
    case 'illustration':
      return illustrationSvg(art, seed, size);
    case 'horizon':
      return horizonSvg(art, size);
    case 'logo':
      return logoSvg(art, size.width);
    case 'mark':
      return markSvg(art, size.width);
  }
}
