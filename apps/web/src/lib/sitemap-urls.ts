import 'server-only';
import type { MetadataRoute } from 'next';
import { sameRouteAlternates, type Alternates } from '@/i18n/alternates';
import { articleAlternates, countryGuideAlternates, entryAlternates, landingAlternates } from '@/i18n/entry-alternates';
import { locales, type Locale } from '@/i18n/locales';
import type { AppPathname } from '@/i18n/routing';
import { getSitemapEntries, SITEMAP_KINDS, type SitemapKind } from '@/lib/cms/resources/sitemap-entries';
import type { SitemapEntry } from '@/lib/cms/schemas/sitemap-entry';
import { absoluteUrl } from '@/lib/site-origin';

/**
 * The pages that are not CMS entries and that a search engine should know: the home page, the
 * lists, the lead forms and the accessibility statement. Left out: thank-you, offline and error pages, and the course list's
 * filtered views (each is reached from the list, and its canonical is itself).
 */
const FIXED_PAGES = [
  '/',
  '/formations',
  '/ecoles',
  '/bureaux',
  '/faq',
  '/lives',
  '/news',
  '/brochure',
  '/contact',
  '/inscription',
  '/candidature',
  '/accessibilite',
  '/cout-des-etudes',
] as const satisfies readonly AppPathname[];

/** Which list holds each kind of entry: the list's date is its newest entry's. */
const LIST_OF_KIND: Partial<Record<SitemapKind, AppPathname>> = {
  course: '/formations',
  school: '/ecoles',
  news: '/news',
};

function alternatesOf(kind: SitemapKind, entry: SitemapEntry, locale: Locale): Alternates {
  switch (kind) {
    case 'course':
      return entryAlternates('/formations/[slug]', entry, locale);
    case 'school':
      return entryAlternates('/ecoles/[slug]', entry, locale);
    case 'campus':
      return entryAlternates('/campus/[slug]', entry, locale);
    case 'news':
      return entryAlternates('/news/[slug]', entry, locale);
    case 'landing':
      return landingAlternates(entry, locale);
    case 'article':
      return articleAlternates({ ...entry, landing: entry.landing ?? null }, locale);
    case 'countryGuide':
      return countryGuideAlternates(entry, locale);
  }
}

/** One URL of the sitemap per page and language, each naming the page in both languages and x-default. */
function urlsOf(alternates: Alternates, origin: string, lastModified?: string): MetadataRoute.Sitemap {
  const absolute = (path: string) => absoluteUrl(path, origin);
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = alternates[locale];
    if (path) languages[locale] = absolute(path);
  }
  if (languages.fr) languages['x-default'] = languages.fr;
  return locales.flatMap((locale) => {
    const path = alternates[locale];
    return path ? [{ url: absolute(path), lastModified, alternates: { languages } }] : [];
  });
}

const newest = (dates: string[]): string | undefined => dates.sort().at(-1);

/**
 * Every public page of the site in both languages, for /sitemap.xml: CMS entries that may be
 * indexed (not `seo.preventIndexing`), dated by their last change in the CMS.
 */
export async function sitemapUrls(origin: string): Promise<MetadataRoute.Sitemap> {
  const kinds = Object.keys(SITEMAP_KINDS) as SitemapKind[];
  const reads = await Promise.all(
    kinds.map(async (kind) => {
      // Read in French, then the English-only entries (an entry's French version lists its English slug).
      const [fr, en] = await Promise.all(locales.map((locale) => getSitemapEntries(kind, locale)));
      return { kind, byLocale: { fr: fr ?? [], en: en ?? [] } as Record<Locale, SitemapEntry[]> };
    }),
  );
  const urls: MetadataRoute.Sitemap = [];
  const listDates = new Map<AppPathname, string[]>();
  for (const { kind, byLocale } of reads) {
    const list = LIST_OF_KIND[kind];
    const seen = new Set<string>();
    for (const locale of locales) {
      for (const entry of byLocale[locale]) {
        if (entry.seo?.preventIndexing) continue;
        const alternates = alternatesOf(kind, entry, locale);
        // The same page pair, already listed from its other language.
        const key = `${alternates.fr}|${alternates.en}`;
        if (seen.has(key)) continue;
        seen.add(key);
        urls.push(...urlsOf(alternates, origin, entry.updatedAt));
        if (list) listDates.set(list, [...(listDates.get(list) ?? []), entry.updatedAt]);
      }
    }
  }
  const fixed = FIXED_PAGES.flatMap((page) =>
    urlsOf(sameRouteAlternates(page), origin, newest(listDates.get(page) ?? [])),
  );
  return [...fixed, ...urls];
}
