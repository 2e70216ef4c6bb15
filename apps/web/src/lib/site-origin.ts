import 'server-only';
import type { Locale } from '@/i18n/locales';
import { getWebsite } from '@/lib/cms/resources/website';
import { serverEnv } from '@/lib/env';

/**
 * The site's public origin: the CMS's website setting, else SITE_URL. Absolute links (canonicals,
 * sitemap, structured data) start with it. Read in the page's language, so that it is the same
 * (cached) read as the layout's: one website read per page.
 */
export async function siteOrigin(locale: Locale = 'fr'): Promise<string> {
  const website = await getWebsite(locale);
  return website.siteUrl ?? serverEnv().SITE_URL;
}

/** An absolute URL of this site. */
export const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).href;
