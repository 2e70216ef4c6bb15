import type { Pictogram } from './pictograms';

// What each kind of generated picture is drawn from, apart from the code that draws it (artwork.ts
// and the modules it calls), which all name these types.

/** The background pattern of a cover or an illustration. */
export type Motif = 'circles' | 'bands' | 'grid' | 'waves' | 'arcs';

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
