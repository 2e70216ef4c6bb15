import 'server-only';
import { getWebsite } from '@/lib/cms/resources/website';
import { serverEnv } from '@/lib/env';

/** The site's public origin: the CMS's website setting, else SITE_URL. Absolute links (canonicals, sitemap, structured data) start with it. */
export async function siteOrigin(): Promise<string> {
  const website = await getWebsite('fr');
  return website.siteUrl ?? serverEnv().SITE_URL;
}

/** An absolute URL of this site. */
export const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).href;
