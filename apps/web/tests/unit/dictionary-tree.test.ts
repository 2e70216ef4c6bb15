import { describe, expect, it } from 'vitest';
import { dictionaryRows, setText, textsOverLimit } from '../../../cms/src/admin/dictionary-tree';
import { builtinDictionary } from '@/lib/dictionary/builtin';

// The admin's dictionary editor shows one row per text, both languages side by side.

describe('the dictionary as editors edit it', () => {
  const fr = { commons: { readMore: 'Lire la suite', apply: 'Candidater' }, footer: { legal: 'Mentions légales' } };
  const en = { commons: { readMore: 'Read more', apply: 'Apply' }, footer: { legal: 'Legal notice' } };

  it('lists every text by key and section, French and English side by side', () => {
    expect(dictionaryRows(fr, en)).toEqual([
      { key: 'commons.readMore', section: 'commons', fr: 'Lire la suite', en: 'Read more' },
      { key: 'commons.apply', section: 'commons', fr: 'Candidater', en: 'Apply' },
      { key: 'footer.legal', section: 'footer', fr: 'Mentions légales', en: 'Legal notice' },
    ]);
  });

  it('finds texts by key or by text, whatever the accents and case', () => {
    expect(dictionaryRows(fr, en, 'MENTIONS LEGALES').map((r) => r.key)).toEqual(['footer.legal']);
    expect(dictionaryRows(fr, en, 'apply').map((r) => r.key)).toEqual(['commons.apply']);
    expect(dictionaryRows(fr, en, 'commons.read').map((r) => r.key)).toEqual(['commons.readMore']);
  });

  it('changes one text without touching the others', () => {
    const changed = setText(fr, 'commons.apply', 'Postuler');
    expect(changed).toEqual({ ...fr, commons: { ...fr.commons, apply: 'Postuler' } });
    expect(fr.commons.apply).toBe('Candidater');
  });

  it('names the texts over 250 characters; the built-in ones fit', () => {
    expect(textsOverLimit({ a: { b: 'x'.repeat(251), c: 'ok' } })).toEqual(['a.b']);
    expect(textsOverLimit(builtinDictionary.fr)).toEqual([]);
    expect(textsOverLimit(builtinDictionary.en)).toEqual([]);
  });
});
