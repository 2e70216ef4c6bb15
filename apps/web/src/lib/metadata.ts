import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import type { Seo } from '@/lib/cms/schemas/seo';
import type { Alternates } from '@/i18n/alternates';

type PageMeta = {
  locale: Locale;
  title: string;
  description?: string | null;
  seo?: Seo;
  alternates: Alternates;
};

const ogLocale: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB' };

/** A page's head: title, description, canonical and hreflang links, Open Graph and Twitter cards, CMS metas. */
export function pageMetadata({ locale, title, description, seo, alternates }: PageMeta): Metadata {
  const metaTitle = seo?.metaTitle ?? title;
  const metaDescription = seo?.metaDescription ?? description ?? undefined;
  const image = seo?.shareImage ? [{ url: seo.shareImage.src, alt: seo.shareImage.alt }] : undefined;
  const languages = Object.fromEntries(Object.entries(alternates).filter(([, href]) => href !== null)) as Record<
    string,
    string
  >;
  if (alternates.fr) languages['x-default'] = alternates.fr;
  return {
    // The layout's template adds " | <site name>". A CMS meta title with a separator of its own was
    // written whole (the seed's are, editors' may be): used as it is, the site is named once.
    title: metaTitle.includes(' | ') ? { absolute: metaTitle } : metaTitle,
    description: metaDescription,
    alternates: { canonical: alternates[locale] ?? undefined, languages },
    openGraph: {
      title: metaTitle,
      description: metaDescription,
      locale: ogLocale[locale],
      type: 'website',
      images: image,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: metaTitle,
      description: metaDescription,
      images: image,
    },
    robots: seo?.preventIndexing ? { index: false, follow: false } : undefined,
    other: Object.fromEntries((seo?.metas ?? []).map((meta) => [meta.key, meta.value])),
  };
}
