import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markSvg } from '../../../../cms/src/seed/images/emblems';
import { parseBrandMark } from './render-app-image';

const normalize = (svg: string) => svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

describe('the brand mark', () => {
  it('has the shapes of the network logo the CMS seed draws', () => {
    const mark = parseBrandMark(readFileSync(join(__dirname, 'brand-mark.svg'), 'utf8'));
    // The seed's logo is the mark on a tile of the brand's colour, its sun in another colour.
    const logo = parseBrandMark(markSvg({ kind: 'mark', color: '#123456', sun: '#654321' }, 100));
    const logoMark = logo.shapes
      .replace(/<rect width="100" height="100"[^>]*\/>/, '')
      .replaceAll('#654321', 'currentColor')
      .replaceAll('#ffffff', 'currentColor');
    expect(normalize(mark.shapes)).toBe(normalize(logoMark));
  });
});
