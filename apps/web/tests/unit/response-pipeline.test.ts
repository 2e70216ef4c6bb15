import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      const length = response.headers.get('content-length');
      if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(html));
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

  it('compresses the page after its stylesheets are in it', async () => {
    const response = await fetch(`${origin}/card`, { headers: { 'x-compress': '1', 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(styleOf(await response.text())).toBe('body{margin:0}.card{padding:1rem}');
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
