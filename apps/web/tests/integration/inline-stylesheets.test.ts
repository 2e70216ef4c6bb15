import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import postcss, { type ChildNode } from 'postcss';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { page } from '../support/site';

// A page's stylesheets are in its HTML (server/inline-stylesheets.ts), the rules it uses: nothing
// but the document stands between a phone and its first paint. What the browser makes of it, and
// of the files it fetches once the page has loaded, is in tests/e2e/inline-stylesheets.test.ts.

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

/** Each style rule of a stylesheet, written with the at-rules around it (`@media …{` + rule). */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  const within = (node: ChildNode, context: string) => {
    if (node.type === 'rule') rules.push(`${context}${node.selector}{${node.nodes.map(String).join(';')}}`);
    else if (node.type === 'atrule' && node.nodes)
      node.nodes.forEach((child) => within(child, `${context}@${node.name} ${node.params}{`));
  };
  postcss.parse(css).nodes.forEach((node) => within(node, ''));
  return rules;
}

/** The class names of the elements of a page. */
const classesOf = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.split(/\s+/).filter(Boolean)));

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
  it.each(PAGES)(
    'are in the head of %s, the rules it uses of each file, its link kept but disabled',
    async (_, path, status) => {
      const answer = await page(path, RETURNING);
      expect(answer.status).toBe(status);
      const head = headOf(answer.html);
      const styles = styleElements(head);
      expect(styles.length).toBeGreaterThan(0);
      // A link a browser would fetch before painting: none.
      expect(stylesheetLinks(answer.html).filter((link) => !/\bdisabled=""/.test(link))).toEqual([]);
      expect(stylesheetLinks(head).map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(styles.map((s) => s.href));
      // The script that enables the links once the page has loaded.
      expect(head).toMatch(/addEventListener\("load",e\)/);
      const classes = classesOf(answer.html);
      for (const { href, text } of styles) {
        const file = await fetch(`${testEnv.webUrl}${href}`);
        expect(file.headers.get('content-type')).toMatch(/^text\/css/);
        const fileRules = rulesOf(await file.text());
        const pageRules = rulesOf(text.replaceAll('<\\/', '</'));
        // Rules of the file, in its order, each once.
        expect(
          pageRules.filter((rule) => !fileRules.includes(rule)),
          href,
        ).toEqual([]);
        expect(pageRules, href).toEqual(fileRules.filter((rule) => pageRules.includes(rule)));
        // Every rule of the file for a class of the page, alone or under a media query, is there;
        // one for a class the page does not have is not.
        const single = (rule: string) => /^(?:@[^{]+\{)*\.([\w-]+)\{/.exec(rule)?.[1];
        const forPage = fileRules.filter((rule) => classes.has(single(rule) ?? ''));
        const notForPage = fileRules.filter((rule) => single(rule) && !classes.has(single(rule)!));
        expect(
          forPage.filter((rule) => !pageRules.includes(rule)),
          href,
        ).toEqual([]);
        expect(
          notForPage.filter((rule) => pageRules.includes(rule)),
          href,
        ).toEqual([]);
        // Not again in the flight data, as Next's own inlineCss writes it.
        if (text.length > 200) expect(answer.html.split(text.slice(0, 200)).length - 1, href).toBe(1);
      }
      // A page uses some of the rules, not all (the error page's are not the course list's).
      const inPage = styles.reduce((sum, style) => sum + style.text.length, 0);
      const files = await Promise.all(styles.map(async ({ href }) => (await fetch(`${testEnv.webUrl}${href}`)).text()));
      expect(inPage).toBeLessThan(files.reduce((sum, file) => sum + file.length, 0));
    },
  );

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
