import { describe, expect, it } from 'vitest';
import { euroAmount, isoDuration } from './structured-data';

describe('euroAmount', () => {
  it.each([
    ['8 600 € / an', 8600],
    ['9\u202f600 € par an', 9600],
    ['€9,600 a year', 9600],
    ['12 500€', 12500],
  ])('reads %s as %d', (text, amount) => expect(euroAmount(text)).toBe(amount));

  it('reads no amount where there is none', () => {
    expect(euroAmount('Sur demande')).toBeNull();
    expect(euroAmount(null)).toBeNull();
    expect(euroAmount('2 ans')).toBeNull();
  });
});

describe('isoDuration', () => {
  it.each([
    ['2 ans', 'P2Y'],
    ['1 an', 'P1Y'],
    ['3 years', 'P3Y'],
    ['18 mois', 'P18M'],
  ])('reads %s as %s', (text, iso) => expect(isoDuration(text)).toBe(iso));

  it('reads nothing from a duration said otherwise', () => expect(isoDuration('Un semestre')).toBeNull());
});
