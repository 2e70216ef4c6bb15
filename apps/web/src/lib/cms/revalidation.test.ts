import { describe, expect, it } from 'vitest';
import { tagsForChange } from './revalidation';

const course = { documentId: 'c0urse0000000000000000001', locale: 'fr' };

describe('tagsForChange', () => {
  it('purges, for a field the CMS says changed, the pages of the document and those listing or choosing by that field', () => {
    expect(
      tagsForChange({
        event: 'entry.publish',
        uid: 'api::course.course',
        entry: course,
        changes: { fields: ['summary'], locales: ['fr'] },
      }),
    ).toEqual([
      'data:courses:fr',
      'cms:c0urse0000000000000000001:fr',
      'cms:c0urse0000000000000000001:fr:summary',
      'cms:courses:fr:field:summary',
      'cms:courses:fr:by:summary',
    ]);
  });

  it('purges both languages when the change reached both (a field they share)', () => {
    expect(
      tagsForChange({
        event: 'entry.publish',
        uid: 'api::course.course',
        entry: course,
        changes: { fields: ['tuition'], locales: ['fr', 'en'] },
      }),
    ).toEqual([
      'data:courses:fr',
      'data:courses:en',
      'cms:c0urse0000000000000000001:fr',
      'cms:c0urse0000000000000000001:fr:tuition',
      'cms:courses:fr:field:tuition',
      'cms:courses:fr:by:tuition',
      'cms:c0urse0000000000000000001:en',
      'cms:c0urse0000000000000000001:en:tuition',
      'cms:courses:en:field:tuition',
      'cms:courses:en:by:tuition',
    ]);
  });

  it('purges no page for a draft saved (nothing published changed), only the reads', () => {
    expect(
      tagsForChange({
        event: 'entry.update',
        uid: 'api::course.course',
        entry: course,
        changes: { fields: [], locales: [] },
      }),
    ).toEqual(['data:courses:fr']);
  });

  it('purges the document and every collection of its type when the fields are not known, in both languages of a type that shares fields', () => {
    expect(tagsForChange({ event: 'entry.unpublish', uid: 'api::course.course', entry: course })).toEqual([
      'data:courses:fr',
      'data:courses:en',
      'cms:c0urse0000000000000000001:fr',
      'cms:courses:fr:in',
      'cms:c0urse0000000000000000001:en',
      'cms:courses:en:in',
    ]);
  });

  it('purges, not knowing the fields, the pages that show any field the entry has in another entry', () => {
    expect(
      tagsForChange({
        event: 'entry.unpublish',
        uid: 'api::faq.faq',
        entry: { id: 4, documentId: 'f', locale: 'fr', question: 'Q?', updatedAt: 'x' },
      }),
    ).toEqual(['data:faqs:fr', 'cms:f:fr', 'cms:f:fr:question', 'cms:faqs:fr:in']);
  });

  it('keeps to the entry language for a type whose languages share nothing', () => {
    expect(
      tagsForChange({ event: 'entry.publish', uid: 'api::faq.faq', entry: { documentId: 'f', locale: 'en' } }),
    ).toEqual(['data:faqs:en', 'cms:f:en', 'cms:faqs:en:in']);
  });

  it('purges every page of its type, in every language, for a change that names no document', () => {
    expect(tagsForChange({ event: 'entry.update', uid: 'api::redirect.redirect', entry: {} })).toEqual([
      'data:redirects:fr',
      'data:redirects:en',
      'cms:redirects:fr',
      'cms:redirects:fr:in',
      'cms:redirects:en',
      'cms:redirects:en:in',
    ]);
  });

  it('purges every page that shows a single type when it changes (the dictionary is on every page)', () => {
    expect(
      tagsForChange({
        event: 'entry.update',
        uid: 'api::taxonomy.taxonomy',
        entry: { documentId: 't', locale: 'fr' },
        changes: { fields: ['fr'], locales: ['fr'] },
      }),
    ).toEqual([
      'data:taxonomy:fr',
      'cms:taxonomy:fr',
      'cms:t:fr',
      'cms:t:fr:fr',
      'cms:taxonomy:fr:field:fr',
      'cms:taxonomy:fr:by:fr',
    ]);
  });

  it('reads a malformed description of the changes as unknown', () => {
    expect(
      tagsForChange({
        event: 'entry.publish',
        uid: 'api::faq.faq',
        entry: { documentId: 'f', locale: 'fr' },
        changes: { fields: 'question', locales: [1] },
      }),
    ).toEqual(['data:faqs:fr', 'cms:f:fr', 'cms:faqs:fr:in']);
  });

  it('ignores content types the site does not read', () => {
    expect(tagsForChange({ event: 'entry.create', uid: 'api::lead.lead', entry: { locale: 'fr' } })).toEqual([]);
    expect(tagsForChange({ event: 'media.create' })).toEqual([]);
  });
});
