import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artworkSvg } from '../../../../cms/src/seed/images/artwork';
import { parseBrandMark } from './render-app-image';

const normalize = (svg: string) => svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

describe('the brand mark', () => {
  it('has the shapes of the network logo the CMS seed draws', () => {
    const mark = parseBrandMark(readFileSync(join(__dirname, 'brand-mark.svg'), 'utf8'));
    // The seed's logo is the mark in one colour followed by the network's name.
    const logo = parseBrandMark(artworkSvg({ kind: 'wordmark', word: 'horizon', color: '#123456' }, 'mark'));
    const logoMark = logo.shapes.replace(/<text\b[\s\S]*?<\/text>/g, '').replaceAll('#123456', 'currentColor');
    expect(normalize(mark.shapes)).toBe(normalize(logoMark));
  });
});
