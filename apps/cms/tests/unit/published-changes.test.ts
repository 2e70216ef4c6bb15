import { describe, expect, it } from 'vitest';
import { changesBetween, comparableFields } from '../../src/revalidation/published-changes';

const versions = (entries: Record<string, Record<string, string>>) => new Map(Object.entries(entries));

describe('changesBetween (what a publish changed, for the site)', () => {
  it('names the fields that changed and the language they changed in', () => {
    expect(
      changesBetween(
        versions({ fr: { title: '"BTS"', summary: '"Deux ans"' }, en: { title: '"BTS"', summary: '"Two years"' } }),
        versions({ fr: { title: '"BTS"', summary: '"Deux ans."' }, en: { title: '"BTS"', summary: '"Two years"' } }),
      ),
    ).toEqual({ fields: ['summary'], locales: ['fr'] });
  });

  it('names both languages when a field they share changed in both', () => {
    expect(
      changesBetween(
        versions({ fr: { tuition: '{"amount":8900}' }, en: { tuition: '{"amount":8900}' } }),
        versions({ fr: { tuition: '{"amount":9200}' }, en: { tuition: '{"amount":9200}' } }),
      ),
    ).toEqual({ fields: ['tuition'], locales: ['fr', 'en'] });
  });

  it('says nothing changed when the published versions are the same (a publish without edits)', () => {
    const same = versions({ fr: { title: '"BTS"' } });
    expect(changesBetween(same, versions({ fr: { title: '"BTS"' } }))).toEqual({ fields: [], locales: [] });
  });

  it('names no language for a type without languages: its entry is in every one', () => {
    expect(changesBetween(versions({ '': { fr: '{"faq":1}' } }), versions({ '': { fr: '{"faq":2}' } }))).toEqual({
      fields: ['fr'],
      locales: null,
    });
  });

  it('does not know the fields of a language published for the first time', () => {
    expect(changesBetween(versions({}), versions({ fr: { title: '"BTS"' } }))).toEqual({
      fields: null,
      locales: ['fr'],
    });
  });

  it('finds no change in an entry read twice with its components in another order of keys', () => {
    // What PostgreSQL gave for an English course when its French version was published: the
    // populated fields attached as their queries returned, the same content.
    const before = comparableFields({
      id: 12,
      title: 'Bachelor',
      seo: { id: 3, metaTitle: 'Bachelor', shareImage: { id: 6, documentId: 'img1' }, metas: [] },
      blocks: [{ id: 9, __component: 'blocks.after-bachelor', furtherStudies: [{ text: 'MSc' }], careers: [] }],
    });
    const after = comparableFields({
      id: 14,
      title: 'Bachelor',
      seo: { metas: [], shareImage: { documentId: 'img1', id: 7 }, metaTitle: 'Bachelor', id: 4 },
      blocks: [{ careers: [], furtherStudies: [{ text: 'MSc' }], __component: 'blocks.after-bachelor', id: 10 }],
    });
    expect(changesBetween(versions({ en: before }), versions({ en: after }))).toEqual({ fields: [], locales: [] });
  });

  it('finds a change of order in a list: the page shows it', () => {
    const first = comparableFields({ blocks: [{ __component: 'blocks.title' }, { __component: 'blocks.quote' }] });
    const swapped = comparableFields({ blocks: [{ __component: 'blocks.quote' }, { __component: 'blocks.title' }] });
    expect(changesBetween(versions({ fr: first }), versions({ fr: swapped }))).toEqual({
      fields: ['blocks'],
      locales: ['fr'],
    });
  });
});
