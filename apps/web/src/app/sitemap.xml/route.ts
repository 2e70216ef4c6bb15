import { siteOrigin } from '@/lib/site-origin';
import { sitemapPartUrl, sitemapParts } from '@/lib/sitemap-urls';
import { sitemapIndexXml } from '@/lib/sitemap-xml';

// Built on request from cached CMS reads (a build has no CMS to read).
export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml: the index of the sitemap's parts (lib/sitemap-urls.ts), one count of the CMS per
 * kind and language; Next writes no index itself (docs/decisions/sitemap-index.md).
 */
export async function GET() {
  const [origin, parts] = await Promise.all([siteOrigin(), sitemapParts()]);
  return new Response(sitemapIndexXml(parts.map((part) => sitemapPartUrl(part, origin))), {
    headers: { 'content-type': 'application/xml' },
  });
}
