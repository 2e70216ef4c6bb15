import { siteOrigin } from '@/lib/site-origin';
import { sitemapPartOfFile } from '@/lib/sitemap-parts';
import { sitemapPartUrls } from '@/lib/sitemap-urls';
import { urlsetXml } from '@/lib/sitemap-xml';

// Built on request from cached CMS reads (a build has no CMS to read).
export const dynamic = 'force-dynamic';

/**
 * /sitemap/<part>.xml: one part of the sitemap that /sitemap.xml lists, one read of the CMS
 * (docs/decisions/sitemap-index.md). A part no index would list, or past the last of its kind, is a 404.
 */
export async function GET(_request: Request, { params }: RouteContext<'/sitemap/[part]'>) {
  const part = sitemapPartOfFile((await params).part);
  if (!part) return new Response('Not found', { status: 404 });
  const urls = await sitemapPartUrls(part, await siteOrigin());
  if (!urls) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(urls), { headers: { 'content-type': 'application/xml' } });
}
