import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylesheetInliner } from '../../server/inline-stylesheets';

// The answers server/inline-stylesheets.ts rewrites, through a real HTTP server: each page gets
// the rules it uses, also when it is the same page again (whose inlined form is remembered) or
// another page after it.

const CSS = 'body{margin:0}.card{padding:1rem}.menu{display:none}';
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const page = (body: string) => `<!DOCTYPE html><html><head>${LINK}</head><body>${body}</body></html>`;

let dir: string;
let server: Server;
let origin: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inline-stylesheets-'));
  mkdirSync(join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(join(dir, 'static/chunks/site.css'), CSS);
  const stylesheets = stylesheetInliner(dir);
  server = createServer((req, res) => {
    stylesheets.wrap(req, res);
    const html = page(req.url === '/card' ? '<div class="card">A</div>' : '<nav class="menu">B</nav>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    // In two pieces, as a stream sends it.
    res.write(html.slice(0, 40));
    res.end(html.slice(40));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const styleOf = async (path: string) => {
  const html = await (await fetch(`${origin}${path}`)).text();
  return /<style[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
};

describe('a page answer with its stylesheets inlined', () => {
  it('carries the rules it uses, the same each time it is asked, and another page its own', async () => {
    expect(await styleOf('/card')).toBe('body{margin:0}.card{padding:1rem}');
    expect(await styleOf('/card')).toBe('body{margin:0}.card{padding:1rem}');
    expect(await styleOf('/menu')).toBe('body{margin:0}.menu{display:none}');
    expect(await styleOf('/card')).toBe('body{margin:0}.card{padding:1rem}');
  });
});
