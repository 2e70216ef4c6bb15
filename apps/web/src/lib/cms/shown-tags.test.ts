import { describe, expect, it } from 'vitest';
import { NAMED_ITEMS_MAX, selectingFields, shownTags } from './shown-tags';

const school = { id: 3, documentId: 'school-a', name: 'Alderan', slug: 'alderan' };
const image = { id: 9, documentId: 'file-1', url: '/uploads/a.webp', mime: 'image/webp' };
const courseCard = (n: number) => ({
  id: n,
  documentId: `course-${n}`,
  title: `Course ${n}`,
  summary: 'Two years…',
  locale: 'fr',
  image,
  school,
});

describe('shownTags', () => {
  it('names the document a page reads by its slug, and what it populates, without its files', () => {
    const answer = {
      data: [{ ...courseCard(1), blocks: [{ __component: 'blocks.courses', courses: [courseCard(2)] }] }],
    };
    const tags = shownTags(answer, {
      resources: ['courses', 'schools'],
      locale: 'fr',
      query: { filters: { slug: { $eq: 'course-1' } } },
      isMiss: () => false,
    });
    // Course 2's card and the school's name and slug, in fields: their other fields change without this page.
    expect(tags.sort()).toEqual([
      'cms:course-1:fr',
      'cms:course-2:fr:image',
      'cms:course-2:fr:school',
      'cms:course-2:fr:summary',
      'cms:course-2:fr:title',
      'cms:courses:fr',
      'cms:school-a:fr:name',
      'cms:school-a:fr:slug',
      'cms:schools:fr',
    ]);
  });

  it('names the few documents of a collection, and what decides which it holds', () => {
    const answer = { data: [courseCard(1), courseCard(2)] };
    const tags = shownTags(answer, {
      resources: ['courses', 'schools'],
      locale: 'en',
      query: { filters: { $and: [{ school: { slug: { $eq: 'alderan' } } }] }, sort: ['title:asc'] },
    });
    expect(tags.sort()).toEqual([
      'cms:course-1:en',
      'cms:course-2:en',
      'cms:courses:en',
      'cms:courses:en:by:school',
      'cms:courses:en:by:title',
      'cms:courses:en:in',
      'cms:school-a:en:name',
      'cms:school-a:en:slug',
      'cms:schools:en',
    ]);
  });

  it('tags a long list with the fields it lists of each type, not a tag per document', () => {
    const answer = { data: Array.from({ length: NAMED_ITEMS_MAX + 1 }, (_, n) => courseCard(n)) };
    const tags = shownTags(answer, { resources: ['courses', 'schools'], locale: 'fr', query: { sort: 'title:asc' } });
    expect(tags.sort()).toEqual([
      'cms:courses:fr',
      'cms:courses:fr:by:title',
      'cms:courses:fr:field:image',
      'cms:courses:fr:field:school',
      'cms:courses:fr:field:summary',
      'cms:courses:fr:field:title',
      'cms:courses:fr:in',
      'cms:schools:fr',
      'cms:schools:fr:field:name',
      'cms:schools:fr:field:slug',
      'cms:schools:fr:in',
    ]);
  });

  it('keeps the name of a single entry that populates many (the layout and every school)', () => {
    const schools = Array.from({ length: 60 }, (_, n) => ({
      id: n,
      documentId: `s${n}`,
      name: `S${n}`,
      slug: `s${n}`,
    }));
    const tags = shownTags(
      { data: { id: 1, documentId: 'website', title: 'Horizon', schools } },
      { resources: ['website', 'schools'], locale: 'fr' },
    );
    expect(tags.sort()).toEqual([
      'cms:schools:fr',
      'cms:schools:fr:field:name',
      'cms:schools:fr:field:slug',
      'cms:schools:fr:in',
      'cms:website:fr',
    ]);
  });

  it('tags an empty collection with what makes an entry join it, and an answer naming no document with its type', () => {
    expect(shownTags({ data: [] }, { resources: ['faqs'], locale: 'fr' })).toEqual(['cms:faqs:fr', 'cms:faqs:fr:in']);
    expect(shownTags({ data: { fr: {}, en: {} } }, { resources: ['taxonomy'], locale: 'fr' })).toEqual([
      'cms:taxonomy:fr',
    ]);
  });
});

describe('selectingFields', () => {
  it('reads the fields of filters (through $and, $or, $not) and sorts', () => {
    expect(
      selectingFields({
        filters: { $or: [{ startsAt: { $gte: 'x' } }, { $not: { city: { $eq: 'Lyon' } } }], school: { slug: 'a' } },
        sort: [{ startsAt: 'asc' }, 'title:desc', 'tuition.nonEu:asc'],
      }).sort(),
    ).toEqual(['city', 'school', 'startsAt', 'title', 'tuition']);
  });
});
