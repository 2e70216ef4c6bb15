import { isLocale, type Locale } from '@/i18n/locales';

/**
 * The parts of the sitemap (docs/decisions/sitemap-index.md): /sitemap.xml is an index of them,
 * each at /sitemap/<name>.xml. `pages` holds the pages that are not CMS entries; every other part
 * holds one page of SITEMAP_PART_SIZE entries of one kind in one language, in slug order
 * (`course-fr-1`, `news-en-3`). No server-only import: pure.
 */

/** The kinds of content that have a page of their own, by their name in a part's address. */
export const SITEMAP_KIND_NAMES = {
  course: 'course',
  school: 'school',
  campus: 'campus',
  news: 'news',
  landing: 'landing',
  article: 'article',
  countryGuide: 'country-guide',
} as const;

export type SitemapKind = keyof typeof SITEMAP_KIND_NAMES;
export const SITEMAP_KINDS = Object.keys(SITEMAP_KIND_NAMES) as SitemapKind[];

/**
 * Entries a part lists: the CMS's maxLimit (apps/cms/config/api.ts), so that a part is one read of
 * the CMS, answered in well under a second; at most two thousand addresses a part with their
 * alternates, far under the 50,000 (and 50 MB) a sitemap may hold.
 */
export const SITEMAP_PART_SIZE = 1000;

export type SitemapPart = { kind: 'pages' } | { kind: SitemapKind; locale: Locale; page: number };

const KIND_OF_NAME = new Map<string, SitemapKind>(
  SITEMAP_KINDS.map((kind) => [SITEMAP_KIND_NAMES[kind], kind] as const),
);

/** A part's file name, without the folder: `pages.xml`, `course-fr-1.xml`. */
export function sitemapPartFile(part: SitemapPart): string {
  return part.kind === 'pages' ? 'pages.xml' : `${SITEMAP_KIND_NAMES[part.kind]}-${part.locale}-${part.page}.xml`;
}

/** The part a file name names, or null for a name no index lists (a 404). */
export function sitemapPartOfFile(file: string): SitemapPart | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  const match = /^([a-z-]+)-([a-z]{2})-([1-9][0-9]{0,5})\.xml$/.exec(file);
  const kind = match ? KIND_OF_NAME.get(match[1] ?? '') : undefined;
  if (!match || !kind || !isLocale(match[2])) return null;
  return { kind, locale: match[2], page: Number(match[3]) };
}

/** The parts of a kind in a language that holds `total` entries: none when it holds none. */
export const sitemapPartsOf = (kind: SitemapKind, locale: Locale, total: number): SitemapPart[] =>
  Array.from({ length: Math.ceil(total / SITEMAP_PART_SIZE) }, (_, index) => ({ kind, locale, page: index + 1 }));
