import { describe, expect, it } from 'vitest';
import { MEDIA_CONTENT_SECURITY_POLICY, PDF_CONTENT_SECURITY_POLICY, mediaHeaders } from './media-headers';

const upstream = (type: string, extra: Record<string, string> = {}) =>
  new Headers({ 'content-type': type, 'x-powered-by': 'Strapi', 'set-cookie': 'a=b', ...extra });

describe('mediaHeaders', () => {
  it.each(['image/jpeg', 'image/webp', 'image/svg+xml', 'video/mp4'])('serves %s inline, sandboxed', (type) => {
    const headers = mediaHeaders(upstream(type));
    expect(headers.get('content-type')).toBe(type);
    expect(headers.get('content-disposition')).toBeNull();
    expect(headers.get('content-security-policy')).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a PDF inline, framed only by the site', () => {
    const headers = mediaHeaders(upstream('application/pdf'));
    expect(headers.get('content-disposition')).toBeNull();
    expect(headers.get('content-security-policy')).toBe(PDF_CONTENT_SECURITY_POLICY);
  });

  it.each(['text/html; charset=utf-8', 'application/javascript', 'application/xml', 'text/plain', ''])(
    'makes %j a download, never a page of the site',
    (type) => {
      const headers = mediaHeaders(upstream(type));
      expect(headers.get('content-type')).toBe('application/octet-stream');
      expect(headers.get('content-disposition')).toBe('attachment');
      expect(headers.get('content-security-policy')).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    },
  );

  it('passes the range and validators on, and nothing else of the CMS', () => {
    const headers = mediaHeaders(
      upstream('video/mp4', { 'content-range': 'bytes 0-99/5000', 'content-length': '100', etag: '"x"' }),
    );
    expect(headers.get('content-range')).toBe('bytes 0-99/5000');
    expect(headers.get('content-length')).toBe('100');
    expect(headers.get('etag')).toBe('"x"');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('set-cookie')).toBeNull();
  });
});
