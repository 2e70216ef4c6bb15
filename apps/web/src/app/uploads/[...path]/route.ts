import { fetchUpload } from '@/lib/cms/uploads';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * CMS media under this site's origin: next/image optimizes them as local files and the CMS
 * address stays a runtime setting. Strapi's file names carry a hash, so answers are immutable.
 */
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[...path]'>) {
  const { path } = await params;
  if (path.length === 0 || !path.every((segment) => SEGMENT.test(segment))) {
    return new Response('Not found', { status: 404 });
  }
  const upstream = await fetchUpload(path);
  if (!upstream)
    return new Response('Media temporarily unavailable', { status: 503, headers: { 'retry-after': '30' } });
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
