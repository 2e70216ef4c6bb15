import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';

// Requirements 4: the language is stored when the visitor chooses it with the switch (in the
// browser: tests/e2e/navigation-behaviour.test.ts) and by the root path's choice, never by opening
// or fetching any other page (which must stay the same for every visitor), nor by a prefetch
// (server/locale-cookie.ts): a prefetch of `/` begun on a French page can be answered after the
// visitor switched to English.

const ENGLISH_VISITOR = { cookie: 'i18n_redirected=en' };
const localeCookies = (response: Response) =>
  response.headers.getSetCookie().filter((cookie) => cookie.startsWith('i18n_redirected='));

/**
 * `path` with `headers`; for a request of Next's data (`rsc`), Next first answers 307 to the same
 * address with the `_rsc` value that matches the headers, which is followed as the browser does.
 */
async function get(path: string, headers: Record<string, string>): Promise<Response> {
  const response = await fetch(`${testEnv.webUrl}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status === 307 && location?.includes('_rsc')) return get(location, headers);
  return response;
}

describe('the stored language', () => {
  it('is not changed by opening a page in the other language, or fetching it for a client-side navigation', async () => {
    const opened = await get('/formations', ENGLISH_VISITOR);
    expect(opened.status).toBe(200);
    expect(localeCookies(opened)).toEqual([]);
    const navigation = await get('/formations?_rsc=0', { ...ENGLISH_VISITOR, rsc: '1' });
    expect(navigation.status).toBe(200);
    expect(localeCookies(navigation)).toEqual([]);
  });

  it('is what the root path follows, before the browser language', async () => {
    const root = await get('/', { ...ENGLISH_VISITOR, 'accept-language': 'fr-FR,fr' });
    expect(root.status).toBe(307);
    expect(new URL(root.headers.get('location')!, testEnv.webUrl).pathname).toBe('/en');
    expect(localeCookies(root)).toEqual([]);
  });

  it('is not stored by a prefetch of the root path, Next’s or the browser’s', async () => {
    const prefetches: Record<string, string>[] = [
      { rsc: '1', 'next-router-prefetch': '1' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      // The service worker's copy of a page it keeps (src/service-worker/sw.ts).
      { purpose: 'prefetch' },
    ];
    for (const headers of prefetches) {
      const response = await get('/?_rsc=0', { 'accept-language': 'fr-FR,fr', ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(localeCookies(response), JSON.stringify(headers)).toEqual([]);
    }
  });
});
