import { describe, expect, it } from 'vitest';
import { courseSchema } from '@/lib/cms/schemas/course';
import { perLocaleAlternates, sameRouteAlternates, switchTarget } from './alternates';
import { articleAlternates, entryAlternates } from './entry-alternates';

describe('paths in both languages', () => {
  it('maps French routes to their English paths under /en', () => {
    expect(sameRouteAlternates('/')).toEqual({ fr: '/', en: '/en' });
    expect(sameRouteAlternates('/formations')).toEqual({ fr: '/formations', en: '/en/courses' });
    expect(sameRouteAlternates({ pathname: '/formations', query: { programCat: 'design' } })).toEqual({
      fr: '/formations?programCat=design',
      en: '/en/courses?programCat=design',
    });
  });

  it("gives a course page the other language's slug", () => {
    const course = courseSchema.parse({
      documentId: 'd1',
      title: 'Bachelor Marketing digital',
      name: 'Bachelor Marketing',
      slug: 'bachelor-marketing-digital',
      locale: 'fr',
      localizations: [{ slug: 'bachelor-digital-marketing', locale: 'en' }],
    });
    expect(entryAlternates('/formations/[slug]', course, 'fr')).toEqual({
      fr: '/formations/bachelor-marketing-digital',
      en: '/en/courses/bachelor-digital-marketing',
    });
  });

  it("sends the switch to the other language's home when the page has no translation", () => {
    const alternates = perLocaleAlternates({
      fr: { pathname: '/formations/[slug]', params: { slug: 'seulement-fr' } },
    });
    expect(alternates.en).toBeNull();
    expect(switchTarget(alternates, 'en')).toBe('/en');
    expect(switchTarget(alternates, 'fr')).toBe('/formations/seulement-fr');
  });

  it('gives an article the translated slugs of itself and of its landing', () => {
    const article = {
      slug: 'visa-etudiant',
      landing: { slug: 'etudier-en-france' },
      localizations: [{ slug: 'student-visa', locale: 'en', landing: { slug: 'study-in-france' } }],
    };
    expect(articleAlternates(article, 'fr')).toEqual({
      fr: '/etudier-en-france/visa-etudiant',
      en: '/en/study-in-france/student-visa',
    });
  });
});
