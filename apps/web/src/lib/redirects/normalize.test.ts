import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, normalizePath } from './normalize';

describe('normalizePath', () => {
  it('gives one key to every spelling of the same page', () => {
    const key = '/fr/candidature%20en%20ligne';
    expect(normalizePath('/fr/Candidature%20En%20Ligne/')).toBe(key);
    expect(normalizePath('/fr/candidature en ligne')).toBe(key);
    expect(normalizePath('/FR/candidature%20en%20ligne')).toBe(key);
  });

  it('ignores case, duplicate slashes and the trailing slash', () => {
    expect(normalizePath('/FR/Nos-Bureaux/Maroc')).toBe('/fr/nos-bureaux/maroc');
    expect(normalizePath('//fr///nos-bureaux//maroc//')).toBe('/fr/nos-bureaux/maroc');
    expect(normalizePath('/fr/ville/bordeaux/')).toBe('/fr/ville/bordeaux');
  });

  it('keeps the root as "/"', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/?utm_source=x')).toBe('/');
  });

  it('drops a query string or a fragment', () => {
    expect(normalizePath('/contact-us?utm_source=newsletter&x=1')).toBe('/contact-us');
    expect(normalizePath('/contact-us#form')).toBe('/contact-us');
    expect(normalizePath('/contact-us/#form?x')).toBe('/contact-us');
  });

  it('re-encodes characters consistently, whichever way they came', () => {
    expect(normalizePath('/fr/école')).toBe('/fr/%C3%A9cole');
    expect(normalizePath('/fr/%C3%A9cole')).toBe('/fr/%C3%A9cole');
    expect(normalizePath('/fr/%c3%a9cole')).toBe('/fr/%C3%A9cole');
    expect(normalizePath('/FR/%C3%89COLE')).toBe('/fr/%C3%A9cole');
    // The same letter decomposed (e + combining acute accent), as some systems send it.
    expect(normalizePath('/fr/e\u0301cole')).toBe('/fr/%C3%A9cole');
    expect(normalizePath('/fr/a+b')).toBe(normalizePath('/fr/a%2Bb'));
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(normalizePath('/fr/a%2Fb')).toBe('/fr/a%2Fb');
    expect(normalizePath('/fr/a%2Fb')).not.toBe(normalizePath('/fr/a/b'));
  });

  it('answers null for malformed percent-encoding instead of throwing', () => {
    expect(normalizePath('/fr/%E0%A4%A')).toBeNull();
    expect(normalizePath('/fr/100%')).toBeNull();
    expect(normalizePath('/fr/%zz')).toBeNull();
    // Encoded UTF-16 surrogate, and a lone surrogate that cannot be encoded back.
    expect(normalizePath('/fr/%ED%A0%80')).toBeNull();
    expect(normalizePath('/fr/\uD800')).toBeNull();
  });

  it('answers null for what is not a path', () => {
    expect(normalizePath('')).toBeNull();
    expect(normalizePath('contact-us')).toBeNull();
    expect(normalizePath('https://old.example.com/contact-us')).toBeNull();
    expect(normalizePath('?a=b')).toBeNull();
  });

  it(`refuses paths longer than ${MAX_PATH_LENGTH} characters`, () => {
    const atLimit = `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`;
    expect(normalizePath(atLimit)).toBe(atLimit);
    expect(normalizePath(`${atLimit}a`)).toBeNull();
    expect(normalizePath(`/${'%C3%A9'.repeat(10_000)}`)).toBeNull();
  });

  it('is idempotent, so keys can be normalized again safely', () => {
    for (const path of [
      '/fr/École Hôtelière/',
      '/FR//A%2Fb',
      '/en/study-in-france/casablanca-office',
      '/',
      '/fr/a+b~c',
    ]) {
      const key = normalizePath(path);
      expect(key).not.toBeNull();
      expect(normalizePath(key ?? '')).toBe(key);
    }
  });

  it('never throws, whatever the input', () => {
    const samples = [
      '%',
      '/%',
      '/%%',
      '/\u0000',
      '/\uDFFF\uD800',
      '/\u2028',
      '/..',
      '/./a/../b',
      '/\\evil.com',
      '/%00',
    ];
    for (let seed = 0; seed < 2_000; seed += 1) {
      // Deterministic pseudo-random strings mixing ASCII, '%', '/' and astral/surrogate code units.
      let text = '/';
      for (let index = 0; index < (seed % 40) + 1; index += 1) {
        const code = (seed * 7919 + index * 104_729) % 0xffff;
        text += index % 3 === 0 ? '%' : String.fromCharCode(code);
      }
      samples.push(text);
    }
    for (const sample of samples) expect(() => normalizePath(sample)).not.toThrow();
    // Rule data comes from JSON and a CMS: a value that is not a string at run time is no path either.
    expect(normalizePath(undefined as unknown as string)).toBeNull();
    expect(normalizePath(42 as unknown as string)).toBeNull();
  });
});
