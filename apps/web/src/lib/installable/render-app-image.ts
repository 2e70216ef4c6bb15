import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AppImageDrawing, AppImageStyle } from './app-images';
import { BRAND_COLORS } from './brand-colors';

// Read from the app's folder (Next runs the build and the server there): the file is the source,
// not a module the bundler would copy.
const BRAND_MARK_FILE = join(process.cwd(), 'src/lib/installable/brand-mark.svg');

type Look = { background: string; color: string; markShare: number; corner: number };

/**
 * The colours and the mark's share of the shorter side, per style; a maskable icon keeps its
 * mark inside the central circle of 80 % that every mask leaves visible.
 */
const LOOKS: Record<AppImageStyle, Look> = {
  rounded: { background: BRAND_COLORS.primary, color: BRAND_COLORS.background, markShare: 0.66, corner: 0.22 },
  square: { background: BRAND_COLORS.primary, color: BRAND_COLORS.background, markShare: 0.62, corner: 0 },
  maskable: { background: BRAND_COLORS.primary, color: BRAND_COLORS.background, markShare: 0.5, corner: 0 },
  splash: { background: BRAND_COLORS.background, color: BRAND_COLORS.primary, markShare: 0.28, corner: 0 },
};

/** The mark's viewBox and shapes, to nest in a picture of any size. */
export function parseBrandMark(svg: string): { viewBox: string; shapes: string } {
  const match = /<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!match?.[1] || !match[2]) throw new Error('brand-mark.svg: expected one <svg> element with a viewBox');
  return { viewBox: match[1], shapes: match[2].replace(/<!--[\s\S]*?-->/g, '').trim() };
}

/** The SVG source of a picture: its background, and the mark centred on it in the style's colour. */
export function appImageSvg({ width, height, style }: AppImageDrawing, markSvg: string): string {
  const look = LOOKS[style];
  const { viewBox, shapes } = parseBrandMark(markSvg);
  const side = Math.min(width, height);
  const mark = side * look.markShare;
  const corner = side * look.corner;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" rx="${corner}" fill="${look.background}"/>` +
    `<svg x="${(width - mark) / 2}" y="${(height - mark) / 2}" width="${mark}" height="${mark}" viewBox="${viewBox}" color="${look.color}">${shapes}</svg>` +
    `</svg>`
  );
}

/** A picture as PNG, rasterised by sharp from the brand mark. */
export async function renderAppImage(drawing: AppImageDrawing): Promise<Buffer> {
  const svg = appImageSvg(drawing, await readFile(BRAND_MARK_FILE, 'utf8'));
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
