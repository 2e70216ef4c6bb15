import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from './brand-colors';

const css = readFileSync(join(__dirname, '../../styles/globals.css'), 'utf8');

/** A CSS colour variable of globals.css, as #rrggbb. */
function cssColor(name: string): string {
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(css)?.[1]?.toLowerCase();
  if (!value) throw new Error(`${name} not found in globals.css`);
  return value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
}

describe('brand colours', () => {
  it('are those of the site’s styles', () => {
    expect(BRAND_COLORS.primary).toBe(cssColor('--color-primary'));
    expect(BRAND_COLORS.background).toBe(cssColor('--color-white'));
  });
});
