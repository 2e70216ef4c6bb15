import 'server-only';
import { sameRouteAlternates, type Alternates } from '@/i18n/alternates';
import { articleAlternates, countryGuideAlternates, entryAlternates, landingAlternates } from '@/i18n/entry-alternates';
import { locales, type Locale } from '@/i18n/locales';
import type { AppPathname } from '@/i18n/routing';
import { getNewestChange, getSitemapEntries, getSitemapTotal } from '@/lib/cms/resources/sitemap-entries';
import type { SitemapEntry } from '@/lib/cms/schemas/sitemap-entry';
import {
  SITEMAP_KINDS,
  sitemapPartFile,
  sitemapPartsOf,
  type SitemapKind,
  type SitemapPart,
} from '@/lib/sitemap-parts';
import type { SitemapUrl } from '@/lib/sitemap-xml';
import { absoluteUrl } from '@/lib/site-origin';

/**
 * The pages that are not CMS entries and that a search engine should know: the home page, the
 * lists, the lead forms and the accessibility statement. Left out: thank-you, offline and error
 * pages, the course list's filtered views and the later pages of the lists (each is reached from
 * its list, and its canonical is itself).
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

/** Which kind of entry each list shows: the list's date is its newest entry's. */
const KIND_OF_LIST: Partial<Record<AppPathname, SitemapKind>> = {
  '/formations': 'course',
  '/ecoles': 'school',
  '/news': 'news',
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

/** The page in each language, as absolute URLs, and x-default (the French one). */
function languagesOf(alternates: Alternates, origin: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = alternates[locale];
    if (path) languages[locale] = absoluteUrl(path, origin);
  }
  if (languages.fr) languages['x-default'] = languages.fr;
  return languages;
}

/**
 * An entry's address in its language, naming itself and its other languages that may be indexed
 * too: listed from each language's part, a page pair names the same alternates twice, reciprocally.
 */
function entryUrl(kind: SitemapKind, entry: SitemapEntry, locale: Locale, origin: string): SitemapUrl | null {
  if (entry.seo?.preventIndexing) return null;
  const indexable = { ...entry, localizations: entry.localizations.filter((l) => !l.seo?.preventIndexing) };
  const alternates = alternatesOf(kind, indexable, locale);
  const own = alternates[locale];
  if (!own) return null;
  return { url: absoluteUrl(own, origin), lastModified: entry.updatedAt, languages: languagesOf(alternates, origin) };
}

/** The date of a list: its kind's newest change in either language. */
async function listDate(kind: SitemapKind | undefined): Promise<string | undefined> {
  if (!kind) return undefined;
  const dates = await Promise.all(locales.map((locale) => getNewestChange(kind, locale)));
  return dates
    .filter((date): date is string => typeof date === 'string')
    .sort()
    .at(-1);
}

/** The fixed pages, each in both languages. */
async function fixedPageUrls(origin: string): Promise<SitemapUrl[]> {
  const pages = await Promise.all(
    FIXED_PAGES.map(async (page) => ({ page, lastModified: await listDate(KIND_OF_LIST[page]) })),
  );
  return pages.flatMap(({ page, lastModified }) => {
    const alternates = sameRouteAlternates(page);
    const languages = languagesOf(alternates, origin);
    return locales.flatMap((locale) => {
      const path = alternates[locale];
      return path ? [{ url: absoluteUrl(path, origin), lastModified, languages }] : [];
    });
  });
}

/**
 * The parts of the sitemap, for its index: the fixed pages, then each kind in each language, one
 * part per SITEMAP_PART_SIZE entries. One count read per kind and language.
 */
export async function sitemapParts(): Promise<SitemapPart[]> {
  const counted = await Promise.all(
    SITEMAP_KINDS.flatMap((kind) =>
      locales.map(async (locale) => sitemapPartsOf(kind, locale, await getSitemapTotal(kind, locale))),
    ),
  );
  return [{ kind: 'pages' }, ...counted.flat()];
}

/** The address of a part of the sitemap. */
export const sitemapPartUrl = (part: SitemapPart, origin: string): string =>
  absoluteUrl(`/sitemap/${sitemapPartFile(part)}`, origin);

/**
 * The addresses of one part: every page of its entries (or the fixed pages) that may be indexed,
 * dated by their last change in the CMS, each naming its page in both languages and x-default.
 * null for a part past the last of its kind (a 404).
 */
export async function sitemapPartUrls(part: SitemapPart, origin: string): Promise<SitemapUrl[] | null> {
  if (part.kind === 'pages') return fixedPageUrls(origin);
  const { kind, locale, page } = part;
  const entries = await getSitemapEntries(kind, locale, page);
  if (entries.length === 0) return null;
  return entries.flatMap((entry) => entryUrl(kind, entry, locale, origin) ?? []);
}
