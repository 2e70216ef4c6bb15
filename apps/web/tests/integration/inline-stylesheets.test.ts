import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { page } from '../support/site';

// A page's stylesheets are in its HTML (server/inline-stylesheets.mjs): nothing but the document
// stands between a phone and its first paint. What the browser makes of it is in
// tests/e2e/inline-stylesheets.test.ts.

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const RETURNING = { cookie: 'i18n_redirected=fr; origine-tracking=direct', 'user-agent': PHONE };

const PAGES = [
  ['the home page', '/', 200],
  ['the English home page', '/en', 200],
  ['the course list', '/formations', 200],
  ['a course', '/formations/bts-aeronautique', 200],
  ['a lead form', '/en/brochure', 200],
  ['an error page', '/formations/no-such-course', 404],
] as const;

const styleElements = (html: string) =>
  [...html.matchAll(/<style data-precedence="next" data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map(
    ([, href, text]) => ({
      href: href!,
      text: text!,
    }),
  );
const stylesheetLinks = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The body of `path` as read off the socket, with the encodings a browser accepts. */
function rawBody(path: string, encodings: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(new URL(path, testEnv.webUrl), { headers: { ...RETURNING, 'accept-encoding': encodings } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the stylesheets of a page', () => {
  it.each(PAGES)('are in the head of %s, each file once, its link kept but disabled', async (_, path, status) => {
    const answer = await page(path, RETURNING);
    expect(answer.status).toBe(status);
    const head = headOf(answer.html);
    const styles = styleElements(head);
    expect(styles.length).toBeGreaterThan(0);
    // A link a browser would fetch before painting: none.
    expect(stylesheetLinks(answer.html).filter((link) => !/\bdisabled=""/.test(link))).toEqual([]);
    // Each file once, its text the file the link names, and that text nowhere else in the page
    // (not again in the flight data, as Next's own inlineCss writes it).
    expect(stylesheetLinks(head).map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(styles.map((s) => s.href));
    for (const { href, text } of styles) {
      const file = await fetch(`${testEnv.webUrl}${href}`);
      expect(file.headers.get('content-type')).toMatch(/^text\/css/);
      expect(text).toBe((await file.text()).replaceAll('</', '<\\/'));
      expect(answer.html.split(text.slice(0, 200)).length - 1, href).toBe(1);
    }
  });

  it('come the same compressed or not, and the page ends where it should', async () => {
    const [plain, gzip] = await Promise.all([rawBody('/formations', 'identity'), rawBody('/formations', 'gzip')]);
    expect(plain.encoding).toBeUndefined();
    expect(gzip.encoding).toBe('gzip');
    const text = plain.body.toString('utf8');
    expect(text.trimEnd().endsWith('</html>')).toBe(true);
    expect(styleElements(headOf(text)).length).toBeGreaterThan(0);
    // The two renders are the same page: their stylesheets, at least, are the same.
    expect(styleElements(headOf(gunzipSync(gzip.body).toString('utf8')))).toEqual(styleElements(headOf(text)));
  });

  it('leave a HEAD answer without a body, and the client-side navigation data as Next writes it', async () => {
    const head = await fetch(`${testEnv.webUrl}/formations`, { method: 'HEAD', headers: RETURNING });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const flight = await fetch(`${testEnv.webUrl}/formations`, { headers: { ...RETURNING, rsc: '1' } });
    expect(flight.headers.get('content-type')).toMatch(/^text\/x-component/);
    const payload = await flight.text();
    expect(payload).not.toContain('<style');
    expect(payload).toMatch(/"rel":"stylesheet","href":"\/_next\/static\/[^"]+\.css"/);
  });
});
