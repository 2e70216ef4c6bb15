import type { LogoArt, MarkArt } from './artwork-types';
import { escapeXml, fittedFontSize } from './lettering';
import { pictogramSvg } from './pictograms';

/**
 * A school's logo: its pictogram over its initials, large enough to read at the 56 px it is shown
 * at (no small print), on the school's colour (dark enough for white, see SchoolSeed.accentColor).
 */
export function logoSvg(art: LogoArt, size: number): string {
  const unit = size / 256;
  const glyph = 104 * unit;
  const fontSize = fittedFontSize(art.initials, 200 * unit, 66 * unit, 2 * unit);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${44 * unit}" fill="${art.color}"/>
<path d="M0 ${size * 0.72} L${size} ${size * 0.36} V${size - 44 * unit} A${44 * unit} ${44 * unit} 0 0 1 ${size - 44 * unit} ${size} H${44 * unit} A${44 * unit} ${44 * unit} 0 0 1 0 ${size - 44 * unit} Z" fill="#ffffff" fill-opacity="0.1"/>
${pictogramSvg(art.pictogram, (size - glyph) / 2, 34 * unit, glyph, 9)}
<text x="${size / 2}" y="${222 * unit}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="700" letter-spacing="${2 * unit}" fill="#ffffff">${escapeXml(art.initials)}</text>
</svg>`;
}

/** The network's mark: a sun half risen over three horizon lines, on a rounded tile. */
export function markSvg(art: MarkArt, size: number): string {
  const u = size / 100;
  const line = (y: number, from: number, to: number) =>
    `<line x1="${from * u}" y1="${y * u}" x2="${to * u}" y2="${y * u}" stroke="#ffffff" stroke-width="${6 * u}" stroke-linecap="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><clipPath id="sky"><rect width="${size}" height="${56 * u}"/></clipPath></defs>
<rect width="${size}" height="${size}" rx="${20 * u}" fill="${art.color}"/>
<circle cx="${50 * u}" cy="${56 * u}" r="${26 * u}" fill="${art.sun}" clip-path="url(#sky)"/>
${line(64, 18, 82)}${line(75, 28, 72)}${line(86, 39, 61)}
</svg>`;
}
