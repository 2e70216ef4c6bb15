// Text drawn on the generated pictures. librsvg cannot shrink a text to a width, so the seed
// estimates it: advances of DejaVu Sans Bold (the widest common sans-serif, which fontconfig picks
// for `sans-serif` on Debian), rounded up, so that a word never runs off the picture.

const NARROW = new Set("fijlrtIJ.,:;·'’!|- ");
const WIDE = new Set('mwMW%&@');

/** Width of `text` in bold at `fontSize`, in the same unit, never less than the real width. */
export function boldTextWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.has(char)) ems += 0.45;
    else if (WIDE.has(char)) ems += 1.05;
    else if (char !== char.toLowerCase()) ems += 0.82;
    else ems += 0.71;
  }
  return ems * fontSize + letterSpacing * [...text].length;
}

/** The largest font size up to `max` at which `text` fits in `width`. */
export function fittedFontSize(text: string, width: number, max: number, letterSpacing = 0): number {
  const ems = Math.max(boldTextWidth(text, 1), 0.01);
  const spacing = letterSpacing * [...text].length;
  return Math.max(1, Math.min(max, Math.floor((width - spacing) / ems)));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
