import { request } from 'node:http';
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
