import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPages, type Encoding } from '../../server/compressed-pages';
import { compressAnswers, preferredEncoding } from '../../server/response-compression';

// The memory of compressed pages (server/compressed-pages.ts), with Node's real zlib.

const decode = (bytes: Buffer, encoding: Encoding): string =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');

/** A page of about `kilobytes` KB whose text says `word`. */
const page = (word: string, kilobytes = 20): Buffer =>
  Buffer.from(
    `<!DOCTYPE html><html><body>${Array.from({ length: kilobytes * 10 }, (_, i) => `<p>${word} ${i}</p>`).join('')}</body></html>`,
  );

describe('compressed pages', () => {
  it('compresses a page once per encoding, and gives the same bytes again without compressing', async () => {
    const pages = compressedPages();
    const body = page('Formation');
    for (const encoding of ['br', 'gzip'] as const) {
      const first = pages.encoded(body, encoding, { keep: true });
      expect(first).toBeInstanceOf(Promise);
      const bytes = await first;
      expect(decode(bytes, encoding)).toBe(body.toString('utf8'));
      // Kept: given at once, the very same bytes, for this Buffer and for another with the same text.
      expect(pages.encoded(body, encoding, { keep: true })).toBe(bytes);
      expect(pages.encoded(Buffer.from(body), encoding, { keep: false })).toBe(bytes);
    }
    expect(pages.size().pages).toBe(1);
  });

  it('starts one compression for the requests of a page not kept yet', async () => {
    const pages = compressedPages();
    const body = page('Campus');
    const asked = [pages.encoded(body, 'br', { keep: true }), pages.encoded(Buffer.from(body), 'br', { keep: true })];
    expect(asked[0]).toBe(asked[1]);
    await Promise.all(asked);
  });

  it('never gives an edited page the bytes of its former text', async () => {
    const pages = compressedPages();
    const before = page('Inscriptions ouvertes');
    await pages.encoded(before, 'gzip', { keep: true });
    const after = page('Inscriptions closes');
    const edited = await pages.encoded(after, 'gzip', { keep: true });
    expect(decode(edited, 'gzip')).toBe(after.toString('utf8'));
    expect(pages.size().pages).toBe(2);
  });

  it('does not keep what it compresses for one answer', async () => {
    const pages = compressedPages();
    const body = page('Formulaire');
    const bytes = await pages.encoded(body, 'br', { keep: false });
    expect(decode(bytes, 'br')).toBe(body.toString('utf8'));
    expect(pages.size()).toEqual({ pages: 0, bytes: 0 });
    expect(pages.encoded(body, 'br', { keep: false })).toBeInstanceOf(Promise);
  });

  it('keeps within its bound, the least recently used page out first', async () => {
    // Pages of random text, which compresses to about its size: 4 KB each, a bound of 64 KB.
    const randomPage = () =>
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 36).toString(36)).join(''));
    const pages = compressedPages({ maxBytes: 64 * 1024 });
    const first = randomPage();
    await pages.encoded(first, 'gzip', { keep: true });
    const others = Array.from({ length: 30 }, randomPage);
    for (const [index, body] of others.entries()) {
      await pages.encoded(body, 'gzip', { keep: true });
      // The first page used again and again stays.
      if (index % 4 === 0) expect(pages.encoded(first, 'gzip', { keep: true })).toBeInstanceOf(Buffer);
    }
    const { bytes, pages: count } = pages.size();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(count).toBeLessThan(31);
    expect(pages.encoded(first, 'gzip', { keep: true })).toBeInstanceOf(Buffer);
    // The oldest of the others is gone: asked again, it is compressed again.
    expect(pages.encoded(others[0]!, 'gzip', { keep: true })).toBeInstanceOf(Promise);
  });
});

describe('the encoding of an answer', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.2, *;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['BR, GZIP', 'br'],
  ])('%j gives %j', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('which answers keep their compressed bytes', () => {
  /** A browser's request taking brotli, and an answer with `headers`, not sent. */
  const answer = (headers: Record<string, string>) => {
    const req = new IncomingMessage(new Socket());
    req.headers['accept-encoding'] = 'br, gzip';
    const res = new ServerResponse(req);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return { req, res };
  };

  it("keeps a page any visitor gets, and a page from Next's cache in a private answer that stores a cookie", async () => {
    const pages = compressedPages();
    const { whole } = compressAnswers(pages);
    const shared = answer({ 'cache-control': 's-maxage=600', 'x-nextjs-cache': 'HIT' });
    await whole(shared.req, shared.res, 200, page('Accueil'));
    expect(pages.size().pages).toBe(1);
    // The root path's French page to a first visit: the cached page, with the visitor's language stored.
    const firstVisit = answer({
      'cache-control': 'private, no-cache',
      'set-cookie': 'i18n_redirected=fr; Path=/',
      'x-nextjs-cache': 'HIT',
    });
    const bytes = await whole(firstVisit.req, firstVisit.res, 200, page('Racine'));
    expect(firstVisit.res.getHeader('content-encoding')).toBe('br');
    expect(pages.size().pages).toBe(2);
    // The same bytes at the next first visit, at once.
    const next = answer({
      'cache-control': 'private, no-cache',
      'set-cookie': 'i18n_redirected=fr; Path=/',
      'x-nextjs-cache': 'HIT',
    });
    expect(whole(next.req, next.res, 200, page('Racine'))).toBe(bytes);
  });

  it('compresses an answer for one visitor without keeping it: rendered for it, or private and not from the cache', async () => {
    const pages = compressedPages();
    const { whole } = compressAnswers(pages);
    const answers: Record<string, string>[] = [
      { 'cache-control': 'private, no-store', 'x-nextjs-cache': 'MISS' },
      { 'cache-control': 'private, no-cache', 'set-cookie': 'token=1; Path=/' },
      { 'cache-control': 'no-store' },
    ];
    for (const headers of answers) {
      const { req, res } = answer(headers);
      await whole(req, res, 200, page(JSON.stringify(headers)));
      expect(res.getHeader('content-encoding')).toBe('br');
    }
    expect(pages.size().pages).toBe(0);
  });
});
