/** The types a browser may show from this origin: pictures, films and PDF documents. */
const INLINE_TYPE = /^(image\/(avif|gif|jpeg|png|webp|svg\+xml)|video\/(mp4|webm|ogg)|application\/pdf)$/;

/**
 * What a media file may do when opened on its own: show itself, nothing more (no script, no
 * form, no request elsewhere), even an SVG that carries a script. A PDF cannot be sandboxed
 * (Chromium then refuses to start its viewer, which runs apart from the page anyway): it may
 * only be framed by the site.
 */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
export const PDF_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

// What the CMS says about the bytes and the range it sends, passed on as it is.
const PASSED_THROUGH = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];

/**
 * The headers of a CMS media answer served from this site. Anything that is not a picture, a
 * film or a PDF (the CMS should refuse them, an older upload may remain) is a download, never a
 * page of this origin.
 */
export function mediaHeaders(upstream: Headers): Headers {
  const type = (upstream.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const headers = new Headers({
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': type === 'application/pdf' ? PDF_CONTENT_SECURITY_POLICY : MEDIA_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
  });
  if (INLINE_TYPE.test(type)) headers.set('content-type', type);
  else {
    headers.set('content-type', 'application/octet-stream');
    headers.set('content-disposition', 'attachment');
  }
  for (const name of PASSED_THROUGH) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
