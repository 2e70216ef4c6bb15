// Simple pictograms drawn in a 100 × 100 box: the emblem of each school's logo and the subject of
// the article covers. They carry no words, so one picture serves both languages.

export type Pictogram =
  | 'bars'
  | 'code'
  | 'nib'
  | 'cloche'
  | 'cross'
  | 'bolt'
  | 'bubble'
  | 'gem'
  | 'star'
  | 'trend'
  | 'people'
  | 'box'
  | 'house'
  | 'plane'
  | 'notes'
  | 'columns'
  | 'leaf'
  | 'passport'
  | 'coin'
  | 'heart'
  | 'briefcase'
  | 'checklist'
  | 'laptop'
  | 'cap'
  | 'globe';

const SOLID = 'fill="#fff" stroke="none"';

// Outlines by default (see pictogramSvg); `SOLID` marks the filled shapes.
const SHAPES: Record<Pictogram, string> = {
  bars: `<rect x="16" y="56" width="18" height="28" rx="3" ${SOLID}/><rect x="41" y="38" width="18" height="46" rx="3" ${SOLID}/><rect x="66" y="16" width="18" height="68" rx="3" ${SOLID}/><path d="M10 92 H90"/>`,
  code: '<path d="M34 26 L12 50 L34 74"/><path d="M66 26 L88 50 L66 74"/><path d="M58 18 L42 82"/>',
  nib: `<path d="M50 92 L22 50 L34 10 H66 L78 50 Z"/><path d="M50 92 V58"/><circle cx="50" cy="50" r="7" ${SOLID}/>`,
  cloche: `<path d="M20 70 A30 30 0 0 1 80 70"/><path d="M10 72 H90"/><path d="M24 84 H76"/><circle cx="50" cy="30" r="6" ${SOLID}/>`,
  cross: '<path d="M40 14 H60 V40 H86 V60 H60 V86 H40 V60 H14 V40 H40 Z" fill="#fff"/>',
  bolt: '<path d="M58 8 L24 56 H48 L40 92 L76 42 H52 Z" fill="#fff"/>',
  bubble: `<path d="M12 20 H88 V66 H46 L26 86 V66 H12 Z"/><circle cx="32" cy="43" r="6" ${SOLID}/><circle cx="50" cy="43" r="6" ${SOLID}/><circle cx="68" cy="43" r="6" ${SOLID}/>`,
  gem: '<path d="M28 16 H72 L90 40 L50 88 L10 40 Z"/><path d="M10 40 H90"/><path d="M34 40 L50 88 L66 40"/><path d="M28 16 L34 40 L50 16 L66 40 L72 16"/>',
  star: '<path d="M50 8 L61 36 L91 38 L68 58 L76 88 L50 71 L24 88 L32 58 L9 38 L39 36 Z" fill="#fff"/>',
  trend: '<path d="M10 78 L36 52 L54 66 L86 30"/><path d="M64 28 H88 V52"/><path d="M10 92 H90"/>',
  people:
    '<circle cx="36" cy="30" r="13"/><path d="M12 84 C12 56 60 56 60 84"/><circle cx="70" cy="36" r="10"/><path d="M64 58 C80 56 90 66 90 82"/>',
  box: '<path d="M50 8 L88 28 V72 L50 92 L12 72 V28 Z"/><path d="M12 28 L50 48 L88 28"/><path d="M50 48 V92"/>',
  house: '<path d="M10 48 L50 12 L90 48"/><path d="M22 38 V88 H78 V38"/><path d="M42 88 V62 H58 V88"/>',
  plane:
    '<path d="M50 6 C56 6 57 14 57 22 V38 L90 58 V67 L57 57 V76 L68 85 V92 L50 87 L32 92 V85 L43 76 V57 L10 67 V58 L43 38 V22 C43 14 44 6 50 6 Z" fill="#fff"/>',
  notes: `<path d="M40 74 V18 L82 10 V64"/><path d="M40 32 L82 24"/><ellipse cx="29" cy="76" rx="12" ry="9" ${SOLID}/><ellipse cx="71" cy="67" rx="12" ry="9" ${SOLID}/>`,
  columns:
    '<path d="M10 34 L50 12 L90 34 Z"/><path d="M10 88 H90"/><path d="M24 44 V76"/><path d="M42 44 V76"/><path d="M58 44 V76"/><path d="M76 44 V76"/>',
  leaf: '<path d="M18 82 C18 38 46 16 88 12 C88 54 64 82 18 82 Z"/><path d="M18 82 L62 38"/>',
  passport:
    '<rect x="20" y="8" width="60" height="84" rx="7"/><circle cx="50" cy="42" r="17"/><path d="M33 42 H67"/><path d="M50 25 C41 34 41 50 50 59 C59 50 59 34 50 25"/><path d="M36 75 H64"/>',
  coin: '<circle cx="50" cy="50" r="40"/><path d="M66 33 C56 24 38 28 35 42 C32 56 38 70 52 71 C59 72 64 69 68 65"/><path d="M24 45 H54"/><path d="M24 56 H52"/>',
  heart:
    '<path d="M50 86 C20 64 8 48 8 32 C8 18 20 10 31 10 C41 10 47 16 50 23 C53 16 59 10 69 10 C80 10 92 18 92 32 C92 48 80 64 50 86 Z" fill="#fff"/>',
  briefcase: '<rect x="8" y="28" width="84" height="58" rx="8"/><path d="M36 28 V16 H64 V28"/><path d="M8 54 H92"/>',
  checklist:
    '<rect x="18" y="8" width="64" height="86" rx="8"/><path d="M30 34 L37 41 L48 28"/><path d="M56 36 H70"/><path d="M30 64 L37 71 L48 58"/><path d="M56 66 H70"/>',
  laptop: '<rect x="20" y="16" width="60" height="46" rx="5"/><path d="M6 76 H94 L86 88 H14 Z" fill="#fff"/>',
  cap: `<path d="M4 40 L50 18 L96 40 L50 62 Z" ${SOLID}/><path d="M24 50 V70 C36 84 64 84 76 70 V50"/><path d="M88 44 V72"/>`,
  globe:
    '<circle cx="50" cy="50" r="40"/><ellipse cx="50" cy="50" rx="17" ry="40"/><path d="M10 50 H90"/><path d="M17 29 H83"/><path d="M17 71 H83"/>',
};

/**
 * The pictogram in white, scaled into the square of side `size` whose top left corner is (x, y);
 * `strokeWidth` in the 100 × 100 box (thicker where the picture is shown small).
 */
export function pictogramSvg(pictogram: Pictogram, x: number, y: number, size: number, strokeWidth = 7): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${SHAPES[pictogram]}</g>`;
}
