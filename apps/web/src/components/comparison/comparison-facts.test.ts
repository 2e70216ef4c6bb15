import { describe, expect, it } from 'vitest';
import type { ComparedCourse } from '@/lib/cms/schemas/course';
import { comparisonFacts } from './comparison-facts';

const course: ComparedCourse = {
  documentId: 'doc000000000000000000001',
  title: 'Bachelor Marketing',
  slug: 'bachelor-marketing',
  school: { name: 'École A', slug: 'ecole-a' },
  graduationLevel: { label: 'Bac+3', slug: 'bac-3' },
  campuses: [
    { title: 'Campus Paris', city: 'Paris' },
    { title: 'Campus Lyon', city: 'Lyon' },
  ],
  entryYears: [{ label: 'Septembre 2027', slug: 'sep-2027' }],
  localizations: [],
  blocks: [
    { __component: 'blocks.rich-text' },
    {
      __component: 'blocks.key-datas',
      level: 'Bac+3 – Bachelor',
      ects: 180,
      recognition: 'Titre RNCP de niveau 6',
      duration: '3 ans',
      rhythm: 'Temps plein ou alternance',
      language: 'Français',
      tuitionFeesEu: '8 900 € / an',
      tuitionFeesInternational: '9 900 € / an',
      intakes: 'typed by hand',
    },
    {
      __component: 'blocks.after-bachelor',
      furtherStudies: [{ text: 'Mastère Marketing' }],
      careers: [{ text: 'Chef de produit' }, { text: ' ' }],
    },
  ],
};

describe('the facts a comparison shows', () => {
  it('come from the key-facts block, with the intakes and campuses of the course itself', () => {
    expect(comparisonFacts(course, 'fr')).toEqual({
      level: 'Bac+3 – Bachelor',
      rncp: 'Titre RNCP de niveau 6',
      ects: '180',
      duration: '3 ans',
      rhythm: 'Temps plein ou alternance',
      language: 'Français',
      intakes: 'Septembre 2027',
      campuses: 'Paris et Lyon',
      feesInternational: '9 900 € / an',
      feesEu: '8 900 € / an',
      furtherStudies: ['Mastère Marketing'],
      careers: ['Chef de produit'],
    });
  });

  it('are null where the CMS says nothing, the level and places falling back on the relations', () => {
    const bare = { ...course, blocks: [], entryYears: [] };
    expect(comparisonFacts(bare, 'en')).toMatchObject({
      level: 'Bac+3',
      rncp: null,
      duration: null,
      feesEu: null,
      intakes: null,
      campuses: 'Paris and Lyon',
      furtherStudies: null,
    });
  });
});
