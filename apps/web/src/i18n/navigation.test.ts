import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { getPathname, type Href } from './navigation';
import { routing } from './routing';

const nextIntl = createNavigation(routing);
// Our type is looser than next-intl's (params by name, not by pathname); the values are the same.
type NextIntlHref = Parameters<typeof nextIntl.getPathname>[0]['href'];

const hrefs: Href[] = [
  '/',
  '/formations',
  '/inscription',
  '/hors-ligne',
  { pathname: '/formations', query: { graduationLevels: ['bac-2', 'bac-5'], page: '2' } },
  { pathname: '/remerciement-contact', query: { type: 'brochure', course: 'bts-aéronautique' } },
  { pathname: '/formations/[slug]', params: { slug: 'bts-aeronautique' } },
  { pathname: '/ecoles/[slug]', params: { slug: 'école supérieure' } },
  { pathname: '/news/[slug]', params: { slug: 'déjà%20encodé' } },
  { pathname: '/[rubrique]/[slug]', params: { rubrique: 'international', slug: 'erasmus-plus' } },
  { pathname: '/error/[status]', params: { status: '404' } },
];

describe('getPathname', () => {
  it.each(locales.flatMap((locale) => hrefs.map((href) => [locale, href] as const)))(
    'gives the path next-intl gives (%s, %j)',
    (locale, href) => {
      expect(getPathname({ href, locale })).toBe(nextIntl.getPathname({ href: href as NextIntlHref, locale }));
    },
  );

  it('localizes and prefixes English paths only', () => {
    expect(getPathname({ href: { pathname: '/formations/[slug]', params: { slug: 'bts' } }, locale: 'en' })).toBe(
      '/en/courses/bts',
    );
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: '/', locale: 'fr' })).toBe('/');
  });

  it('refuses a page without its params', () => {
    expect(() => getPathname({ href: { pathname: '/news/[slug]', params: {} }, locale: 'fr' })).toThrow(/slug/);
  });
});
