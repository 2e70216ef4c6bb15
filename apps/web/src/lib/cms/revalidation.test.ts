import { describe, expect, it } from 'vitest';
import { tagsForChange } from './revalidation';

describe('tagsForChange', () => {
  it('expires the resource in the locale of the published entry', () => {
    expect(tagsForChange({ event: 'entry.publish', uid: 'api::faq.faq', entry: { locale: 'en' } })).toEqual([
      'cms:faqs:en',
    ]);
  });

  it('expires both locales of a resource whose fields are shared by them (a course edited in French changes its tuition in English)', () => {
    expect(tagsForChange({ event: 'entry.update', uid: 'api::course.course', entry: { locale: 'fr' } })).toEqual([
      'cms:courses',
      'cms:courses:fr',
      'cms:courses:en',
    ]);
  });

  it('expires every locale when the entry has none', () => {
    expect(tagsForChange({ event: 'entry.update', uid: 'api::redirect.redirect', entry: {} })).toEqual([
      'cms:redirects',
      'cms:redirects:fr',
      'cms:redirects:en',
    ]);
  });

  it('ignores content types the site does not read', () => {
    expect(tagsForChange({ event: 'entry.create', uid: 'api::lead.lead', entry: { locale: 'fr' } })).toEqual([]);
    expect(tagsForChange({ event: 'media.create' })).toEqual([]);
  });
});
