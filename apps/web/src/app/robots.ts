import type { MetadataRoute } from 'next';
import { getPathname } from '@/i18n/navigation';
import { locales } from '@/i18n/locales';
import { absoluteUrl, siteOrigin } from '@/lib/site-origin';

// The sitemap's address is the site's public one, from the CMS: read on request.
export const dynamic = 'force-dynamic';

/** /robots.txt: everything but the API, the error pages, the search results, the shortlist and comparisons, and where the sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  const perLocale = (href: '/error/debug' | '/hors-ligne' | '/remerciement-contact' | '/selection' | '/comparer') =>
    locales.map((locale) => getPathname({ href, locale }));
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/recherche',
        '/en/search',
        ...perLocale('/error/debug'),
        ...perLocale('/hors-ligne'),
        ...perLocale('/remerciement-contact'),
        // A visitor's own choice of courses, in endless combinations: nothing to crawl.
        ...perLocale('/selection'),
        ...perLocale('/comparer'),
      ],
    },
    sitemap: absoluteUrl('/sitemap.xml', origin),
  };
}
