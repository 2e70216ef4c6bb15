import { describe, expect, it } from 'vitest';
import { localeOfPath, toLocale } from './locales';

describe('toLocale', () => {
  it('keeps a locale of the site and falls back on French for anything else', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('fr')).toBe('fr');
    expect(toLocale('de')).toBe('fr');
    expect(toLocale(undefined)).toBe('fr');
    expect(toLocale(['en'])).toBe('fr');
  });
});

describe('localeOfPath', () => {
  it('reads the prefix, French by default', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/courses')).toBe('en');
    expect(localeOfPath('/english-courses')).toBe('fr');
    expect(localeOfPath('/formations')).toBe('fr');
    expect(localeOfPath('/')).toBe('fr');
  });

  it('reads a request target too, its query or fragment left aside', () => {
    expect(localeOfPath('/en?page=2')).toBe('en');
    expect(localeOfPath('/en#top')).toBe('en');
    expect(localeOfPath('/?lang=en')).toBe('fr');
    expect(localeOfPath('/enx?y')).toBe('fr');
  });
});
