import type { HorizonArt } from './artwork-types';

/**
 * The home banner: a dark sky, a sun rising on the right behind the horizon, rings around it and
 * horizon lines below. No lettering: the page's heading sits on the left half, and on a phone the
 * picture is cropped to its middle, where only the sky and the rings are.
 */
export function horizonSvg(art: HorizonArt, { width, height }: { width: number; height: number }): string {
  const sunX = Math.round(width * 0.82);
  const horizon = Math.round(height * 0.66);
  const sunR = Math.round(height * 0.17);
  const rings = Array.from({ length: 7 }, (_, i) => {
    const r = sunR + 70 + i * 85;
    const opacity = (0.16 - i * 0.018).toFixed(3);
    return `<circle cx="${sunX}" cy="${horizon}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${10 - i}"/>`;
  }).join('');
  const lines = [0.05, 0.11, 0.18, 0.26].map((offset, i) => {
    const y = Math.round(horizon + height * offset);
    const half = Math.round(width * (0.3 - i * 0.06));
    return `<line x1="${sunX - half}" y1="${y}" x2="${sunX + half}" y2="${y}" stroke="#ffffff" stroke-opacity="${(0.22 - i * 0.04).toFixed(2)}" stroke-width="${12 - i * 2}" stroke-linecap="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.sky[0]}"/><stop offset="0.66" stop-color="${art.sky[1]}"/><stop offset="1" stop-color="${art.sky[0]}"/></linearGradient>
<radialGradient id="glow" cx="${sunX}" cy="${horizon}" r="${height * 0.7}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${art.sun}" stop-opacity="0.45"/><stop offset="1" stop-color="${art.sun}" stop-opacity="0"/></radialGradient>
<clipPath id="above"><rect width="${width}" height="${horizon}"/></clipPath>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${rings}
<circle cx="${sunX}" cy="${horizon}" r="${sunR}" fill="${art.sun}" clip-path="url(#above)"/>
${lines.join('')}
</svg>`;
}
