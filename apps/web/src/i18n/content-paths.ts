import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

/**
 * The landing the country guides hang from (requirements 10.18): a guide's address is
 * /etudier-dans-votre-pays/{pays} | /en/international-students/{country} whatever that landing's
 * own slug becomes, and the guide route answers only there.
 */
export const GUIDES_RUBRIQUE = {
  fr: 'etudier-dans-votre-pays',
  en: 'international-students',
} as const satisfies Record<Locale, string>;

/** Where each kind of CMS content lives on the site, in one language. */
export const contentPath = {
  course: (locale: Locale, slug: string) =>
    getPathname({ href: { pathname: '/formations/[slug]', params: { slug } }, locale }),
  school: (locale: Locale, slug: string) =>
    getPathname({ href: { pathname: '/ecoles/[slug]', params: { slug } }, locale }),
  campus: (locale: Locale, slug: string) =>
    getPathname({ href: { pathname: '/campus/[slug]', params: { slug } }, locale }),
  news: (locale: Locale, slug: string) => getPathname({ href: { pathname: '/news/[slug]', params: { slug } }, locale }),
  landing: (locale: Locale, rubrique: string) =>
    getPathname({ href: { pathname: '/[rubrique]', params: { rubrique } }, locale }),
  article: (locale: Locale, rubrique: string, slug: string) =>
    getPathname({ href: { pathname: '/[rubrique]/[slug]', params: { rubrique, slug } }, locale }),
  countryGuide: (locale: Locale, slug: string) =>
    getPathname({
      href: { pathname: '/[rubrique]/[slug]', params: { rubrique: GUIDES_RUBRIQUE[locale], slug } },
      locale,
    }),
  office: (locale: Locale, slug: string) => `${getPathname({ href: '/bureaux', locale })}#${slug}`,
  live: (locale: Locale, slug: string) => `${getPathname({ href: '/lives', locale })}#${slug}`,
};
