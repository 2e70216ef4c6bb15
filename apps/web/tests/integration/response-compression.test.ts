import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { startSite } from '../support/site-server';

// Who compresses the pages: the site itself by default, its reverse proxy or CDN when the site is
// started with COMPRESS_RESPONSES=false (docs/decisions/response-compression.md).

/** A page as a browser that accepts `encodings` gets it, read raw (fetch would decode it). */
function rawPage(
  origin: string,
  path: string,
  encodings = 'gzip, deflate, br',
): Promise<{ status: number; encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const asked = request(
      new URL(path, origin),
      { headers: { 'accept-encoding': encodings, cookie: 'i18n_redirected=fr; origine-tracking=direct' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], bytes }),
        );
        response.on('error', reject);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

const RETURNING_VISITOR = { cookie: 'i18n_redirected=fr; origine-tracking=direct' };

/** An answer as sent, its body not decoded. */
function rawAnswer(
  origin: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const asked = request(
      new URL(path, origin),
      { method, headers: { ...RETURNING_VISITOR, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (bytes) => bytes,
};

let site: Awaited<ReturnType<typeof startSite>> | undefined;
beforeAll(async () => {
  site = await startSite({ COMPRESS_RESPONSES: 'false' });
});
afterAll(() => site?.stop());

describe('response compression', () => {
  it('compresses pages by default: with brotli for a browser that takes it, gzip for one that does not', async () => {
    const brotli = await rawPage(testEnv.webUrl, '/formations');
    expect(brotli).toMatchObject({ status: 200, encoding: 'br' });
    const gzip = await rawPage(testEnv.webUrl, '/formations', 'gzip, deflate');
    expect(gzip).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(brotli.bytes).toBeLessThan(gzip.bytes);
  });

  it('leaves compression to the reverse proxy with COMPRESS_RESPONSES=false', async () => {
    const compressed = await rawPage(testEnv.webUrl, '/formations');
    const page = await rawPage(site!.url, '/formations');
    expect(page.status).toBe(200);
    expect(page.encoding).toBeUndefined();
    // The whole page, several times what the compressed one weighs.
    expect(page.bytes).toBeGreaterThan(3 * compressed.bytes);
  });

  it('refuses to start with a value it does not know', async () => {
    const attempt = await startSite({ COMPRESS_RESPONSES: 'off' }).then(
      (started) => (started.stop(), 'started'),
      (error: Error) => error.message,
    );
    expect(attempt).toMatch(/did not start/);
  });
});

describe('a cached page compressed once (docs/decisions/response-compression.md)', () => {
  it('sends the same page in brotli, gzip and plain, each with its length, the same bytes again, and a HEAD with its head', async () => {
    const list = await (await fetch(new URL('/formations', testEnv.webUrl), { headers: RETURNING_VISITOR })).text();
    const coursePath = /href="(\/formations\/[^"?#/]+)"/.exec(list)?.[1];
    expect(coursePath).toBeDefined();
    const path = coursePath!;
    // The page rendered and in Next's cache before it is compared.
    await rawAnswer(testEnv.webUrl, path, {});
    let html: string | undefined;
    for (const [asked, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const headers = { 'accept-encoding': asked };
      const first = await rawAnswer(testEnv.webUrl, path, headers);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding'] ?? 'identity', asked).toBe(encoding);
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      const text = decoders[encoding]!(first.body).toString('utf8');
      html ??= text;
      expect(text).toBe(html);
      expect(text).toContain('<style data-precedence=');

      const second = await rawAnswer(testEnv.webUrl, path, headers);
      expect(second.body.equals(first.body)).toBe(true);

      const head = await rawAnswer(testEnv.webUrl, path, headers, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding'] ?? 'identity').toBe(encoding);
      expect(Number(head.headers['content-length'])).toBe(first.body.length);
      expect(head.body.length).toBe(0);

      // The tag it was sent with brings a 304, the copy's tag weak when it is compressed.
      const etag = String(first.headers.etag);
      expect(etag.startsWith('W/')).toBe(encoding !== 'identity');
      const revalidated = await rawAnswer(testEnv.webUrl, path, { ...headers, 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
  });
});
