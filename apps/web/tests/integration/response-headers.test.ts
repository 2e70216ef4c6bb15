import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { page } from '../support/site';

// What every answer carries, and what none may carry (server/response-headers.ts).

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
// A returning visitor whose cookies are already set: the proxy sets none, the page may be shared.
const RETURNING = { cookie: 'i18n_redirected=fr; origine-tracking=direct' };

async function firstAsset(): Promise<string> {
  const { html } = await page('/');
  const asset = /(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('no script in the home page');
  return asset;
}

async function firstImage(): Promise<string> {
  const { html } = await page('/en');
  const image = /\/uploads\/([A-Za-z0-9._-]+\.(?:jpe?g|png|webp))/.exec(html)?.[0];
  if (!image) throw new Error('no CMS image in the home page');
  return image;
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => Boolean(words[0]))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('are on pages, error pages, redirects, refusals, API answers and the service worker', async () => {
    const paths = [
      '/',
      '/en/courses',
      '/formations/no-such-course',
      '/formations/',
      '/formations/%zz',
      '/api/health',
      '/serwist/sw.js',
    ];
    for (const path of paths) {
      const { headers } = await page(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      const csp = directives(headers.get('content-security-policy'));
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'self'", new URL(testEnv.cmsUrl).origin]);
      expect(csp.get('script-src'), path).not.toContain('*');
      // Served over HTTP here: no HSTS, which would lock a local site out.
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('give the applicant’s pages a policy with a nonce, and no inline script without it or a listed hash', async () => {
    const scriptSources = async (path: string) => {
      const { headers, html } = await page(path, { 'user-agent': PHONE });
      return { sources: directives(headers.get('content-security-policy')).get('script-src') ?? [], html };
    };
    for (const path of ['/candidature/connexion', '/en/apply/sign-in']) {
      const { sources, html } = await scriptSources(path);
      expect(sources, path).not.toContain("'unsafe-inline'");
      const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const hashes = sources.filter((source) => source.startsWith("'sha256-")).map((source) => source.slice(8, -1));
      // Every inline script of the page runs: Next's carry the nonce, the site's two are listed by hash.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ''),
      );
      expect(inline.length, path).toBeGreaterThan(2);
      for (const [, attributes = '', text = ''] of inline) {
        if (attributes.includes(`nonce="${nonce}"`)) continue;
        const hash = createHash('sha256').update(text).digest('base64');
        expect(hashes, `${path}: ${text.slice(0, 80)}`).toContain(hash);
      }
      // A new nonce for each answer.
      expect((await scriptSources(path)).sources, path).not.toContain(`'nonce-${nonce}'`);
    }
    // The public pages keep the shared policy: they are cached.
    expect((await scriptSources('/formations')).sources).toContain("'unsafe-inline'");
  });

  it('leave the document-only ones off the build’s files and optimized pictures', async () => {
    const image = `/_next/image?url=${encodeURIComponent(await firstImage())}&w=640&q=75`;
    for (const path of [await firstAsset(), image]) {
      const { status, headers } = await page(path);
      expect(status, path).toBe(200);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toBeNull();
      expect(headers.get('cross-origin-opener-policy'), path).toBeNull();
      // Next's image optimizer sandboxes its pictures itself; a script carries no policy at all.
      const csp = headers.get('content-security-policy');
      if (path === image) expect(csp, path).toContain('sandbox');
      else expect(csp, path).toBeNull();
    }
  });

  it('never leak the internal path, the framework, or a host the visitor sent', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'user-agent': PHONE };
    for (const path of ['/', '/en', '/formations', '/en/courses/no-such-course', '/formations/', '/api/health']) {
      const { headers } = await page(path, forged);
      const names = [...headers.keys()];
      expect(
        names.filter((name) => name.startsWith('x-middleware-')),
        path,
      ).toEqual([]);
      expect(headers.get('x-powered-by'), path).toBeNull();
      expect(headers.get('link') ?? '', path).not.toContain('alternate');
      for (const value of headers.values()) expect(value, path).not.toContain('evil.example');
    }
  });
});

describe('caching headers', () => {
  it('say a page varies with the device class, and the root path with the language choice too', async () => {
    const root = (await page('/', { ...RETURNING, 'user-agent': PHONE })).headers.get('vary')?.toLowerCase() ?? '';
    expect(root).toContain('user-agent');
    expect(root).toContain('accept-language');
    expect(root).toContain('cookie');
    const list = (await page('/formations', RETURNING)).headers.get('vary')?.toLowerCase() ?? '';
    expect(list).toContain('user-agent');
    expect(list).not.toContain('accept-language');
    expect(list).not.toContain('cookie');
  });

  it('set a cookie on a first visit only at the root path, which stays out of shared caches', async () => {
    const root = await page('/', { 'user-agent': PHONE });
    expect(root.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(root.headers.get('cache-control')).toMatch(/private|no-store/);
    for (const path of ['/en', '/formations?utm_source=newsletter', '/en/courses/no-such-course']) {
      const { headers } = await page(path, { 'user-agent': PHONE, referer: 'https://www.google.com/' });
      expect(headers.getSetCookie(), path).toEqual([]);
    }
  });
});

describe('CMS media', () => {
  it('are served sandboxed, as what they are', async () => {
    const image = await firstImage();
    const { status, headers } = await page(image);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^image\//);
    expect(headers.get('content-disposition')).toBeNull();
    expect(directives(headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    expect(headers.get('content-security-policy')).toContain('sandbox');
    expect(headers.get('cache-control')).toContain('immutable');
  });

  it('answer a range request with that range', async () => {
    const image = await firstImage();
    const whole = await fetch(`${testEnv.webUrl}${image}`);
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(`${testEnv.webUrl}${image}`, { headers: { range: 'bytes=10-109' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-109/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});
