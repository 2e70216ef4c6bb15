import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { artworkSvg } from './artwork';
import type { Artwork } from './artwork-types';

export interface RenderedImage {
  buffer: Buffer;
  mime: 'image/webp';
  extension: 'webp';
}

// Everything is WebP: pictures lossy (gradients compress well), logos lossless so that their
// edges and letters stay sharp and their rounded corners transparent.
const PICTURE = { quality: 76, effort: 6 } as const;
const LOGO = { lossless: true, effort: 6 } as const;

const isLogo = (art: Artwork) => art.kind === 'logo' || art.kind === 'mark';

export async function renderArtwork(art: Artwork, seed: string): Promise<RenderedImage> {
  const image = sharp(Buffer.from(artworkSvg(art, seed)));
  const buffer = await image.webp(isLogo(art) ? LOGO : PICTURE).toBuffer();
  return { buffer, mime: 'image/webp', extension: 'webp' };
}

/** Changes whenever the drawing or its encoding does: the seed draws a picture again only then. */
export function drawingFingerprint(art: Artwork, seed: string): string {
  return createHash('sha256')
    .update(JSON.stringify(isLogo(art) ? LOGO : PICTURE))
    .update(artworkSvg(art, seed))
    .digest('hex')
    .slice(0, 24);
}
