import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylesheetInliner } from '../../server/inline-stylesheets';
import { compressAnswers } from '../../server/response-compression';
import { completeHead } from '../../server/response-headers';
import { answerThrough, type ResponsePipeline } from '../../server/response-pipeline';

// The front door's response pipeline (server/response-pipeline.ts) through a real HTTP server,
// with writers that use Node's methods as Next does: the status, headers given to writeHead or set
// before, cookies, a body in pieces, an implicit head.

const CSS = 'body{margin:0}.card{padding:1rem}.menu{display:none}';
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const page = (body: string) => `<!DOCTYPE html><html><head>${LINK}</head><body>${body}</body></html>`;
const ERROR_PAGE = '<!DOCTYPE html><html lang="fr"><body><h1>Erreur</h1></body></html>';

let dir: string;
let server: Server;
let origin: string;
let maxHeldBytes = 2 * 1024 * 1024;

/** What each path writes, as Next would. */
const writers: Record<string, (res: ServerResponse) => void> = {
  '/card': (res) => {
    const html = page('<div class="card">A</div>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    // In two pieces, as a stream sends it.
    const bodyAt = html.indexOf('<body>');
    res.write(html.slice(0, bodyAt));
    res.end(html.slice(bodyAt));
  },
  '/menu': (res) => {
    // The head written implicitly, the headers set before.
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(page('<nav class="menu">B</nav>'));
  },
  '/failed': (res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('set-cookie', ['kept=1; Path=/', 'NEXT_LOCALE=fr; Path=/']);
    res.setHeader('x-nextjs-cache', 'MISS');
    res.end('<html id="__next_error__"></html>');
  },
  '/course': (res) => {
    // A cached page as Next sends it: its ETag, its Cache-Control, large enough to compress.
    const html = page(`<main class="card">${'<p>Une formation en alternance.</p>'.repeat(200)}</main>`);
    res.setHeader('etag', '"course-1"');
    res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=31532400');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(html));
    res.end(html);
  },
  '/vary': (res) => {
    res.setHeader('vary', 'User-Agent');
    res.setHeader('Vary', 'RSC, user-agent');
    res.setHeader('x-middleware-rewrite', '/fr/desktop/vary');
    res.writeHead(200, ['content-type', 'text/plain', 'set-cookie', 'a=1', 'set-cookie', 'b=2']);
    res.end('plain');
  },
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'response-pipeline-'));
  mkdirSync(join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(join(dir, 'static/chunks/site.css'), CSS);
  const stylesheets = stylesheetInliner(dir);
  const compress = compressAnswers();
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const pipeline: ResponsePipeline = {
      status: (written) => (written === 500 ? 503 : written),
      headers: (res) => completeHead(res, { 'x-content-type-options': 'nosniff' }),
      cookies: (res) => {
        const kept = [res.getHeader('set-cookie') ?? []].flat().map(String);
        res.setHeader(
          'set-cookie',
          kept.filter((cookie) => !cookie.startsWith('NEXT_LOCALE=')),
        );
      },
      body: (status, contentType) => {
        if (status === 503 && contentType.startsWith('text/html'))
          return {
            replace: async (res) => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              res.removeHeader('x-nextjs-cache');
              res.setHeader('cache-control', 'no-store');
              return ERROR_PAGE;
            },
          };
        const inlining = stylesheets.bodyStep(req, status, contentType);
        return inlining && { ...inlining, maxHeldBytes };
      },
      encoding: req.headers['x-compress'] ? compress : null,
    };
    answerThrough(req, res, pipeline);
    writers[req.url ?? '']?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An answer as sent, its body not decoded (fetch would decode it). */
function rawAnswer(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const asked = request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

const styleOf = (html: string) => /<style[^>]*>([^<]*)<\/style>/.exec(html)?.[1];

describe('the response pipeline', () => {
  it("gives a page the stylesheet rules it uses, the same each time, and another page its own, with the body's length", async () => {
    for (const [path, rules] of [
      ['/card', 'body{margin:0}.card{padding:1rem}'],
      ['/card', 'body{margin:0}.card{padding:1rem}'],
      ['/menu', 'body{margin:0}.menu{display:none}'],
      ['/card', 'body{margin:0}.card{padding:1rem}'],
    ] as const) {
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      expect(styleOf(html), path).toBe(rules);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Number(response.headers.get('content-length')), path).toBe(Buffer.byteLength(html));
    }
  });

  it('keeps the whole files in a page longer than it holds, and sends the rest as it comes', async () => {
    // Less than the page's head.
    maxHeldBytes = 100;
    try {
      const html = await (await fetch(`${origin}/card`)).text();
      expect(styleOf(html)).toBe(CSS);
      expect(html).toContain('<div class="card">A</div></body></html>');
    } finally {
      maxHeldBytes = 2 * 1024 * 1024;
    }
  });

  it('compresses the page after its stylesheets are in it, but one under a kilobyte', async () => {
    const headers = { 'x-compress': '1', 'accept-encoding': 'gzip' };
    const response = await fetch(`${origin}/course`, { headers });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(styleOf(await response.text())).toBe('body{margin:0}.card{padding:1rem}');
    const small = await fetch(`${origin}/card`, { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(styleOf(await small.text())).toBe('body{margin:0}.card{padding:1rem}');
  });

  it('sends a cached page compressed once, with its length, and its HEAD with the same head', async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes };
    const html = await (await fetch(`${origin}/course`)).text();
    expect(styleOf(html)).toBe('body{margin:0}.card{padding:1rem}');
    for (const [encodings, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const headers = { 'x-compress': '1', 'accept-encoding': encodings };
      const first = await rawAnswer('/course', headers);
      expect(first.headers['content-encoding'] ?? 'identity', encodings).toBe(encoding);
      expect(decode[encoding](first.body).toString('utf8')).toBe(html);
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      // The tag of Next's page, weak for a compressed copy of it.
      expect(first.headers.etag).toBe(encoding === 'identity' ? '"course-1"' : 'W/"course-1"');
      const again = await rawAnswer('/course', headers);
      expect(again.body.equals(first.body)).toBe(true);
      const head = await rawAnswer('/course', headers, 'HEAD');
      expect(head.headers['content-encoding'] ?? 'identity').toBe(encoding);
      expect(Number(head.headers['content-length'])).toBe(first.body.length);
      expect(head.body.length).toBe(0);
    }
  });

  it("answers a failed page with the step's status, its error page and headers, without the cookie it drops", async () => {
    for (const compressed of [false, true]) {
      const response = await fetch(`${origin}/failed`, {
        headers: compressed ? { 'x-compress': '1', 'accept-encoding': 'gzip' } : {},
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(ERROR_PAGE);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-nextjs-cache')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.getSetCookie()).toEqual(['kept=1; Path=/']);
      if (!compressed) expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(ERROR_PAGE));
    }
  });

  it('sends a HEAD of an error page without its body', async () => {
    const response = await fetch(`${origin}/failed`, { method: 'HEAD' });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(ERROR_PAGE));
    expect(await response.text()).toBe('');
  });

  it("adds each layer's Vary, keeps writeHead's repeated headers, and removes Next's internal ones", async () => {
    const response = await fetch(`${origin}/vary`);
    expect(await response.text()).toBe('plain');
    expect(response.headers.get('vary')).toBe('User-Agent, RSC');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
