import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site-origin';
import { sitemapUrls } from '@/lib/sitemap-urls';

// Built on request from cached CMS reads (a build has no CMS to read).
export const dynamic = 'force-dynamic';

/** /sitemap.xml: every public page in both languages (lib/sitemap-urls.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapUrls(await siteOrigin());
}
