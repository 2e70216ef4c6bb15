// Generated pictures: gradients, geometric motifs, pictograms and short words. Everything is
// drawn as SVG and rasterised locally, so a fresh install needs no network access and no image bank.
import { coverSvg, illustrationSvg } from './covers';
import { logoSvg, markSvg } from './emblems';
import { horizonSvg } from './horizon-scene';
import type { Artwork } from './artwork-types';

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
