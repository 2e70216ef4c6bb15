// Generated illustrations: gradients, geometric motifs and a short word. Everything is drawn
// as SVG and rasterised locally, so a fresh install needs no network access and no image bank.

export type Motif = 'circles' | 'bands' | 'grid' | 'waves' | 'arcs';

export interface CoverArt {
  kind: 'cover';
  /** Large word drawn on the picture (a city, a code, a short title). */
  word: string;
  /** Small line above the word. */
  kicker?: string;
  colors: [string, string];
  motif: Motif;
}

export interface LogoArt {
  kind: 'logo';
  initials: string;
  color: string;
}

export interface WordmarkArt {
  kind: 'wordmark';
  word: string;
  color: string;
}

export type Artwork = CoverArt | LogoArt | WordmarkArt;

export const COVER_SIZE = { width: 1200, height: 675 } as const;
export const LOGO_SIZE = 256;
export const WORDMARK_SIZE = { width: 640, height: 160 } as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

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

function coverSvg(art: CoverArt, seed: string): string {
  const { width, height } = COVER_SIZE;
  const random = randomFrom(seed);
  const fontSize = Math.min(110, Math.floor((width - 160) / (0.62 * Math.max(art.word.length, 1))));
  const kicker = art.kicker
    ? `<text x="80" y="${height - 96 - fontSize}" font-family="sans-serif" font-size="28" font-weight="700" letter-spacing="4" fill="#ffffff" fill-opacity="0.85">${escapeXml(art.kicker.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${motifShapes(art.motif, random, width, height)}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
${kicker}
<text x="80" y="${height - 80}" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(art.word)}</text>
</svg>`;
}

function logoSvg(art: LogoArt): string {
  const size = LOGO_SIZE;
  const fontSize = art.initials.length <= 3 ? 84 : art.initials.length === 4 ? 66 : 54;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="40" fill="${art.color}"/>
<circle cx="128" cy="250" r="96" fill="#ffffff" fill-opacity="0.16"/>
<line x1="36" y1="196" x2="220" y2="196" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4"/>
<text x="128" y="${118 + fontSize / 3}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(art.initials)}</text>
<text x="128" y="228" text-anchor="middle" font-family="sans-serif" font-size="17" font-weight="700" letter-spacing="5" fill="#ffffff" fill-opacity="0.85">HORIZON</text>
</svg>`;
}

function wordmarkSvg(art: WordmarkArt): string {
  const { width, height } = WORDMARK_SIZE;
  // A sun half-risen over three horizon lines; the background stays transparent so the logo
  // sits on any header colour.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><clipPath id="sky"><rect x="0" y="0" width="160" height="100"/></clipPath></defs>
<circle cx="80" cy="100" r="52" fill="${art.color}" clip-path="url(#sky)"/>
<line x1="16" y1="112" x2="144" y2="112" stroke="${art.color}" stroke-width="7" stroke-linecap="round"/>
<line x1="36" y1="128" x2="124" y2="128" stroke="${art.color}" stroke-width="7" stroke-linecap="round"/>
<line x1="58" y1="144" x2="102" y2="144" stroke="${art.color}" stroke-width="7" stroke-linecap="round"/>
<text x="168" y="112" font-family="sans-serif" font-size="76" font-weight="700" fill="${art.color}">${escapeXml(art.word)}</text>
</svg>`;
}

/** SVG source of an artwork; `seed` varies the motif between pictures that share a style. */
export function artworkSvg(art: Artwork, seed: string): string {
  switch (art.kind) {
    case 'cover':
      return coverSvg(art, seed);
    case 'logo':
      return logoSvg(art);
    case 'wordmark':
      return wordmarkSvg(art);
  }
}
