import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';

// Spec 4: the language is stored when a page is opened in it, never by a prefetch
// (server/locale-cookie.mjs): a prefetch begun on a French page can be answered after the visitor
// switched to English.

const ENGLISH_VISITOR = { cookie: 'i18n_redirected=en; origine-tracking=direct' };
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
  it('follows a French page opened, or fetched by a client-side navigation', async () => {
    const opened = await get('/formations', ENGLISH_VISITOR);
    expect(opened.status).toBe(200);
    expect(localeCookies(opened)).toEqual([expect.stringMatching(/^i18n_redirected=fr;/)]);
    const navigation = await get('/formations?_rsc=0', { ...ENGLISH_VISITOR, rsc: '1' });
    expect(navigation.status).toBe(200);
    expect(localeCookies(navigation)).toEqual([expect.stringMatching(/^i18n_redirected=fr;/)]);
  });

  it('is not changed by a prefetch, Next’s or the browser’s', async () => {
    const prefetches: Record<string, string>[] = [
      { rsc: '1', 'next-router-prefetch': '1' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      // The service worker's copy of a page it keeps (src/service-worker/sw.ts).
      { purpose: 'prefetch' },
    ];
    for (const headers of prefetches) {
      const response = await get('/formations?_rsc=0', { ...ENGLISH_VISITOR, ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(localeCookies(response), JSON.stringify(headers)).toEqual([]);
    }
    // Nor stored by a prefetch on a first visit, before any page was opened.
    const first = await get('/formations?_rsc=0', { rsc: '1', 'next-router-prefetch': '1' });
    expect(localeCookies(first)).toEqual([]);
  });
});
