import { fetchUpload } from '@/lib/cms/uploads';
import { mediaHeaders } from '@/lib/cms/media-headers';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

// What a range or conditional request carries to the CMS.
const FORWARDED_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'];

/**
 * CMS media under this site's origin: next/image optimizes them as local files and the CMS
 * address stays a runtime setting. Strapi's file names carry a hash, so answers are immutable.
 * Ranges (video, PDF readers) pass through.
 */
export async function GET(request: Request, { params }: RouteContext<'/uploads/[...path]'>) {
  const { path } = await params;
  if (path.length === 0 || !path.every((segment) => SEGMENT.test(segment))) {
    return new Response('Not found', { status: 404 });
  }
  const forwarded = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  const upstream = await fetchUpload(path, forwarded);
  if (!upstream)
    return new Response('Media temporarily unavailable', { status: 503, headers: { 'retry-after': '30' } });
  if (upstream.status === 304 || upstream.status === 416)
    return new Response(null, { status: upstream.status, headers: mediaHeaders(upstream.headers) });
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  return new Response(upstream.body, { status: upstream.status, headers: mediaHeaders(upstream.headers) });
}
