import sharp from 'sharp';
import { artworkSvg, type Artwork } from './artwork';

export interface RenderedImage {
  buffer: Buffer;
  mime: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

/** Photographs-like covers are JPEG (small); logos keep sharp edges and transparency as PNG. */
export async function renderArtwork(art: Artwork, seed: string): Promise<RenderedImage> {
  const image = sharp(Buffer.from(artworkSvg(art, seed)));
  if (art.kind === 'cover') {
    return {
      buffer: await image.jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
      mime: 'image/jpeg',
      extension: 'jpg',
    };
  }
  return { buffer: await image.png({ compressionLevel: 9 }).toBuffer(), mime: 'image/png', extension: 'png' };
}
