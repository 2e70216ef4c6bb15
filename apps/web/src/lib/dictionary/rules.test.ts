import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT_KEYS } from '@/lib/consent/texts';
import { builtinDictionary } from './builtin';
import en from './en.json';
import fr from './fr.json';
import { enforceTextLimit, MAX_TEXT_LENGTH, mergeDictionary, missingText } from './rules';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('dictionary', () => {
  it('has the same keys in French and English', () => {
    expect(keys(builtinDictionary.en).sort()).toEqual(keys(builtinDictionary.fr).sort());
  });

  it('has the sections of requirements 3', () => {
    for (const section of [
      'commons',
      'footer',
      'homepage',
      'faq',
      'landing',
      'single',
      'carousels',
      'lives',
      'lists',
      'errors',
    ]) {
      expect(builtinDictionary.fr).toHaveProperty(section);
    }
  });

  it('has every text of the consent banner, right after the footer section', () => {
    for (const dictionary of [fr, en]) {
      expect(Object.keys(dictionary.consent).sort()).toEqual([...CONSENT_TEXT_KEYS].sort());
      const sections = Object.keys(dictionary);
      expect(sections.indexOf('consent')).toBe(sections.indexOf('footer') + 1);
    }
  });

  it('names a missing key in French, as requirements 5 say', () => {
    expect(missingText('commons.nope')).toBe("la taxo pour commons.nope n'existe pas");
  });

  it('replaces a text longer than 250 characters by an error naming its key', () => {
    const result = enforceTextLimit({
      lists: { ok: 'a'.repeat(MAX_TEXT_LENGTH), long: 'a'.repeat(MAX_TEXT_LENGTH + 1) },
    });
    expect(result).toEqual({ lists: { ok: 'a'.repeat(250), long: expect.stringContaining('lists.long') } });
  });

  it('lets CMS texts override built-in ones leaf by leaf and ignores what is not text', () => {
    const merged = mergeDictionary(
      { commons: { a: 'A', b: 'B' } },
      { commons: { b: 'edited', c: 3 }, extra: { d: 'D' } },
    );
    expect(merged).toEqual({ commons: { a: 'A', b: 'edited' }, extra: { d: 'D' } });
  });
});
