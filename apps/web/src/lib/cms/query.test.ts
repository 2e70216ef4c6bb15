import { describe, expect, it } from 'vitest';
import { buildCmsUrl } from './query';

describe('buildCmsUrl', () => {
  it('adds the locale to every call that has one', () => {
    expect(buildCmsUrl('http://cms:1337', '/courses/autocomplete', {}, 'en')).toBe(
      'http://cms:1337/api/courses/autocomplete?locale=en',
    );
  });

  it('sends login without a locale', () => {
    expect(buildCmsUrl('http://cms:1337/', 'login')).toBe('http://cms:1337/api/login');
  });

  it('writes filters, fields, populate, sort and pagination in Strapi bracket syntax', () => {
    const url = buildCmsUrl(
      'http://cms',
      '/figs-news',
      {
        filters: { publishDate: { $notNull: true } },
        fields: ['slug', 'title'],
        populate: { focusImage: true },
        pagination: { limit: 10 },
        sort: ['publishDate:desc'],
      },
      'fr',
    );
    const params = new URL(url).searchParams;
    expect(params.get('filters[publishDate][$notNull]')).toBe('true');
    expect(params.get('fields[0]')).toBe('slug');
    expect(params.get('fields[1]')).toBe('title');
    expect(params.get('populate[focusImage]')).toBe('true');
    expect(params.get('pagination[limit]')).toBe('10');
    expect(params.get('sort[0]')).toBe('publishDate:desc');
    expect(params.get('locale')).toBe('fr');
  });

  it('gives one URL per request whatever the key order, so one cache entry', () => {
    const a = buildCmsUrl('http://cms', '/courses', { sort: ['title:asc'], fields: ['slug'] }, 'fr');
    const b = buildCmsUrl('http://cms', '/courses', { fields: ['slug'], sort: ['title:asc'] }, 'fr');
    expect(a).toBe(b);
  });

  it('encodes values but keeps brackets readable', () => {
    const url = buildCmsUrl('http://cms', '/courses', { filters: { slug: { $eq: 'a b&c' } } }, 'fr');
    expect(url).toContain('filters[slug][$eq]=a%20b%26c');
  });

  it('leaves out undefined parts of a query', () => {
    expect(buildCmsUrl('http://cms', '/courses', { filters: undefined }, 'en')).toBe(
      'http://cms/api/courses?locale=en',
    );
  });
});
