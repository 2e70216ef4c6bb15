import type { MetadataRoute } from 'next';
import type { Locale } from '@/i18n/locales';
import { ICONS, iconPath } from './app-images';
import { BRAND_COLORS } from './brand-colors';

/** Where each language's manifest is served (src/app/manifest/[file]); a dot keeps the proxy out. */
export const manifestPath = (locale: Locale): string => `/manifest/${locale}.webmanifest`;

type Texts = { name: string; shortName: string; description: string | null; startUrl: string };

/**
 * The web app manifest of one language (requirements 1). One app whatever the language it was
 * installed from (one `id`, scope the whole site, since a page links to its translation); it opens
 * on the home page of that language. See docs/decisions/installable-app.md.
 */
export function webAppManifest(locale: Locale, { name, shortName, description, startUrl }: Texts) {
  return {
    id: '/',
    name,
    short_name: shortName,
    ...(description ? { description } : {}),
    lang: locale,
    dir: 'ltr',
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    background_color: BRAND_COLORS.background,
    theme_color: BRAND_COLORS.primary,
    categories: ['education'],
    icons: ICONS.filter(({ style }) => style !== 'square').map((icon) => ({
      src: iconPath(icon),
      sizes: `${icon.width}x${icon.height}`,
      type: 'image/png',
      purpose: icon.style === 'maskable' ? 'maskable' : 'any',
    })),
  } satisfies MetadataRoute.Manifest;
}
