import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { dropInternalHeaders, refusalOf } from '../../server/request-checks';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as unknown as IncomingMessage;

describe('the front door refuses', () => {
  it.each([
    ['TRACE', '/formations', 405],
    ['PUT', '/', 405],
    ['DELETE', '/api/health', 405],
    ['PATCH', '/contact', 405],
    ['PROPFIND', '/', 405],
    ['GET', 'http://evil.example//x/', 400],
    ['GET', '*', 400],
    ['GET', '//evil.example/', 400],
    ['GET', '/\\evil.example/', 400],
    ['GET', '/%5Cevil.example', 400],
    ['GET', '/api/revalidate/%E0%A4%A', 400],
    ['GET', '/_next/static/%C0%AF', 400],
    ['GET', '/uploads/%zz', 400],
    ['GET', '/a.b/%zz', 400],
    ['GET', '/formations%00', 400],
    ['GET', '/formations%0d%0aSet-Cookie:%20x=1', 400],
    ['GET', `/formations?q=${'x'.repeat(5000)}`, 414],
  ])('%s %s with %i', (method, url, status) => {
    expect(refusalOf(request(method, url))?.status).toBe(status);
  });

  it('refuses a post another site makes a browser send, and lets the site’s own and the CMS’s through', () => {
    const post = (path: string, headers: Record<string, string>) =>
      refusalOf(request('POST', path, { host: 'www.horizon.example', 'content-length': '10', ...headers }))?.status ??
      null;
    expect(post('/candidature/connexion', { origin: 'https://evil.example' })).toBe(403);
    expect(post('/candidature/connexion', { origin: 'null' })).toBe(403);
    expect(post('/contact', { 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(
      post('/candidature/connexion', { origin: 'https://www.horizon.example', 'sec-fetch-site': 'same-origin' }),
    ).toBeNull();
    // Behind a proxy that names the public host.
    expect(post('/contact', { origin: 'https://horizon.example', 'x-forwarded-host': 'horizon.example' })).toBeNull();
    // A server without an Origin, and the CMS's webhooks, which carry their secret.
    expect(post('/contact', {})).toBeNull();
    expect(post('/api/revalidate', { origin: 'https://cms.horizon.example' })).toBeNull();
  });

  it('says which methods it allows', () => {
    expect(refusalOf(request('TRACE', '/'))?.headers).toEqual({ allow: 'GET, HEAD, POST, OPTIONS' });
    expect(refusalOf(request('OPTIONS', '/formations'))).toEqual({
      status: 204,
      headers: { allow: 'GET, HEAD, POST, OPTIONS' },
    });
  });

  it.each([
    [{ 'content-length': String(64 * 1024 + 1) }, 413],
    [{ 'transfer-encoding': 'chunked' }, 411],
    [{ 'content-length': '12abc' }, 400],
  ])('a form post with %j with %i', (headers, status) => {
    expect(refusalOf(request('POST', '/contact', headers))?.status).toBe(status);
  });

  it('lets the CMS’s webhook send a whole entry (the interface texts of both languages), up to its own bound', () => {
    const sized = (bytes: number) => request('POST', '/api/revalidate', { 'content-length': String(bytes) });
    expect(refusalOf(sized(78 * 1024))).toBeNull();
    expect(refusalOf(sized(2 * 1024 * 1024 + 1))?.status).toBe(413);
    expect(refusalOf(request('POST', '/api/revalidate/x', { 'content-length': String(78 * 1024) }))?.status).toBe(413);
  });

  it('lets an applicant’s document through whole (10 MB) on its upload path alone, and refuses 2 GB from its length', () => {
    const post = (path: string, bytes: number) => request('POST', path, { 'content-length': String(bytes) });
    const tenMegabytes = 10 * 1024 * 1024 + 2000;
    expect(refusalOf(post('/candidature/dossier/C-ABC234/pieces/envoi', tenMegabytes))).toBeNull();
    expect(refusalOf(post('/en/apply/application/C-ABC234/documents/upload', tenMegabytes))).toBeNull();
    expect(refusalOf(post('/candidature/dossier/C-ABC234/pieces/envoi', 2 * 1024 ** 3))?.status).toBe(413);
    expect(refusalOf(post('/candidature/dossier/C-ABC234/pieces', tenMegabytes))?.status).toBe(413);
    expect(refusalOf(post('/candidature/dossier/../pieces/envoi', tenMegabytes))?.status).toBe(413);
    expect(refusalOf(post('/contact', tenMegabytes))?.status).toBe(413);
  });
});

describe('the front door lets through', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/en/courses'],
    ['GET', '/formations?locations=paris&utm_content=50%off'],
    ['GET', '/formations?__proto__[x]=1&constructor[prototype][y]=2'],
    ['GET', '/_next/static/chunks/app.js'],
    ['GET', '/formations/%C3%A9cole'],
    ['POST', '/contact'],
  ])('%s %s', (method, url) => {
    expect(refusalOf(request(method, url, method === 'POST' ? { 'content-length': '120' } : {}))).toBeNull();
  });
});

describe('internal request headers', () => {
  it('are dropped, the others kept', () => {
    const req = request('GET', '/', {
      'x-middleware-subrequest': 'middleware:middleware:middleware',
      'x-invoke-path': '/fr/desktop',
      'x-matched-path': '/x',
      rsc: '1',
      'user-agent': 'x',
    });
    expect(dropInternalHeaders(req).sort()).toEqual(['x-invoke-path', 'x-matched-path', 'x-middleware-subrequest']);
    expect(req.headers).toEqual({ rsc: '1', 'user-agent': 'x' });
  });
});
