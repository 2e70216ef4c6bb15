import type { CoverArt, IllustrationArt, Motif } from './artwork-types';
import { escapeXml, fittedFontSize } from './lettering';
import { pictogramSvg } from './pictograms';

type Size = { width: number; height: number };

/** Deterministic pseudo-random numbers, so that the same seed always draws the same picture. */
function randomFrom(seed: string): () => number {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return () => {
    h += 0x6d2b79f5;
    let x = h;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function motifShapes(motif: Motif, random: () => number, width: number, height: number): string {
  const shapes: string[] = [];
  switch (motif) {
    case 'circles':
      for (let i = 0; i < 7; i += 1) {
        const r = 60 + random() * 260;
        shapes.push(
          `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="${(0.05 + random() * 0.1).toFixed(2)}"/>`,
        );
      }
      break;
    case 'bands':
      for (let i = 0; i < 6; i += 1) {
        const x = -300 + i * 260 + random() * 80;
        const w = 60 + random() * 120;
        shapes.push(
          `<polygon points="${x},${height} ${x + w},${height} ${x + w + 420},0 ${x + 420},0" fill="#ffffff" fill-opacity="${(0.05 + random() * 0.1).toFixed(2)}"/>`,
        );
      }
      break;
    case 'grid':
      for (let x = 40; x < width; x += 48) {
        for (let y = 40; y < height * 0.6; y += 48) {
          if (random() > 0.35) shapes.push(`<circle cx="${x}" cy="${y}" r="3" fill="#ffffff" fill-opacity="0.22"/>`);
        }
      }
      shapes.push(
        `<rect x="${(width * 0.55).toFixed(0)}" y="${(height * 0.12).toFixed(0)}" width="${(width * 0.35).toFixed(0)}" height="${(height * 0.5).toFixed(0)}" rx="24" fill="#ffffff" fill-opacity="0.10"/>`,
      );
      break;
    case 'waves':
      for (let i = 0; i < 5; i += 1) {
        const y = height * (0.25 + i * 0.12);
        const a = 30 + random() * 50;
        shapes.push(
          `<path d="M0 ${y} C ${width * 0.25} ${y - a}, ${width * 0.5} ${y + a}, ${width} ${y - a / 2}" stroke="#ffffff" stroke-opacity="${(0.15 + random() * 0.15).toFixed(2)}" stroke-width="${(4 + random() * 10).toFixed(0)}" fill="none"/>`,
        );
      }
      break;
    case 'arcs':
      for (let i = 0; i < 6; i += 1) {
        const r = 120 + i * 70;
        shapes.push(
          `<circle cx="${width * 0.82}" cy="${height * 0.95}" r="${r}" stroke="#ffffff" stroke-opacity="${(0.1 + random() * 0.15).toFixed(2)}" stroke-width="${(6 + random() * 14).toFixed(0)}" fill="none"/>`,
        );
      }
      break;
  }
  return shapes.join('');
}

/** The gradient, the motif and a shade at the bottom that keeps white lettering readable. */
function background(colors: [string, string], motif: Motif, seed: string, { width, height }: Size): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${motifShapes(motif, randomFrom(seed), width, height)}
<rect width="${width}" height="${height}" fill="url(#shade)"/>`;
}

const MARGIN = 80;
const KICKER_SPACING = 4;

export function coverSvg(art: CoverArt, seed: string, size: Size): string {
  const { width, height } = size;
  // Sized to the picture's width, so that a long word ("Accompagnement") stays inside it.
  const fontSize = fittedFontSize(art.word, width - 2 * MARGIN, 110);
  const kickerText = art.kicker?.toUpperCase();
  const kickerSize = kickerText ? fittedFontSize(kickerText, width - 2 * MARGIN, 28, KICKER_SPACING) : 0;
  const kicker = kickerText
    ? `<text x="${MARGIN}" y="${height - 96 - fontSize}" font-family="sans-serif" font-size="${kickerSize}" font-weight="700" letter-spacing="${KICKER_SPACING}" fill="#ffffff" fill-opacity="0.85">${escapeXml(kickerText)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${background(art.colors, art.motif, seed, size)}
${kicker}
<text x="${MARGIN}" y="${height - 80}" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(art.word)}</text>
</svg>`;
}

export function illustrationSvg(art: IllustrationArt, seed: string, size: Size): string {
  const { width, height } = size;
  // The pictogram in a light disc, a little right of centre: cards crop nothing of a 16:9 picture,
  // and the page headers show it whole.
  const disc = Math.round(height * 0.62);
  const cx = Math.round(width * 0.56);
  const cy = Math.round(height / 2);
  const glyph = Math.round(disc * 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${background(art.colors, art.motif, seed, size)}
<circle cx="${cx}" cy="${cy}" r="${disc / 2}" fill="#ffffff" fill-opacity="0.16"/>
<circle cx="${cx}" cy="${cy}" r="${disc / 2}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
${pictogramSvg(art.pictogram, cx - glyph / 2, cy - glyph / 2, glyph)}
</svg>`;
}
