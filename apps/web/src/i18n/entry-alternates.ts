import { GUIDES_RUBRIQUE } from '@/i18n/content-paths';
import { isLocale, type Locale } from '@/i18n/locales';
import { perLocaleAlternates, type Alternates } from './alternates';

type Localized = { slug: string; localizations: ReadonlyArray<{ slug: string; locale: string }> };
type SlugRoute = '/formations/[slug]' | '/ecoles/[slug]' | '/news/[slug]' | '/campus/[slug]';

/** This entry's slug in each language: its own, and those of its CMS localizations. */
function slugsByLocale(entry: Localized, locale: Locale): Partial<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = { [locale]: entry.slug };
  for (const l of entry.localizations) if (isLocale(l.locale)) slugs[l.locale] = l.slug;
  return slugs;
}

/** A detail page in each language, with that language's slug. */
export function entryAlternates(pathname: SlugRoute, entry: Localized, locale: Locale): Alternates {
  const slugs = slugsByLocale(entry, locale);
  return perLocaleAlternates(
    Object.fromEntries(Object.entries(slugs).map(([l, slug]) => [l, { pathname, params: { slug } }])),
  );
}

/** A landing (/{rubrique}) in each language. */
export function landingAlternates(landing: Localized, locale: Locale): Alternates {
  const slugs = slugsByLocale(landing, locale);
  return perLocaleAlternates(
    Object.fromEntries(
      Object.entries(slugs).map(([l, rubrique]) => [l, { pathname: '/[rubrique]' as const, params: { rubrique } }]),
    ),
  );
}

/** A country guide (/{guides rubrique}/{slug}) in each language. */
export function countryGuideAlternates(guide: Localized, locale: Locale): Alternates {
  const slugs = slugsByLocale(guide, locale);
  return perLocaleAlternates(
    Object.fromEntries(
      Object.entries(slugs).flatMap(([l, slug]) =>
        isLocale(l)
          ? [[l, { pathname: '/[rubrique]/[slug]' as const, params: { rubrique: GUIDES_RUBRIQUE[l], slug } }]]
          : [],
      ),
    ),
  );
}

type LocalizedArticle = {
  slug: string;
  landing: { slug: string } | null;
  localizations: ReadonlyArray<{ slug: string; locale: string; landing?: { slug: string } | null }>;
};

/** An article (/{rubrique}/{slug}) in each language: both its slug and its landing's are translated. */
export function articleAlternates(article: LocalizedArticle, locale: Locale): Alternates {
  const paths: Partial<Record<Locale, { pathname: '/[rubrique]/[slug]'; params: { rubrique: string; slug: string } }>> =
    {};
  if (article.landing)
    paths[locale] = { pathname: '/[rubrique]/[slug]', params: { rubrique: article.landing.slug, slug: article.slug } };
  for (const l of article.localizations) {
    if (isLocale(l.locale) && l.landing)
      paths[l.locale] = { pathname: '/[rubrique]/[slug]', params: { rubrique: l.landing.slug, slug: l.slug } };
  }
  return perLocaleAlternates(paths);
}
