import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { page } from '../support/site';

const cookieNames = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.split('=')[0]);

describe('origin tracking on the first page of a visit', () => {
  it('sets the three cookies on a private response when a visit starts from a search engine', async () => {
    const { status, headers } = await page('/formations?utm_source=newsletter', { referer: 'https://www.google.com/' });
    expect(status).toBe(200);
    expect(cookieNames(headers)).toEqual(expect.arrayContaining(['origine-tracking', 'utm_medium', 'utm_source']));
    const origin = headers.getSetCookie().find((cookie) => cookie.startsWith('origine-tracking='))!;
    expect(origin).toMatch(/^origine-tracking=ORGANIC_google;/);
    expect(origin).toMatch(/Max-Age=172800/);
    expect(origin).toMatch(/HttpOnly/i);
    expect(headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sets nothing, and keeps the page shareable, for a visitor moving inside the site', async () => {
    const cookie = 'i18n_redirected=fr; origine-tracking=ORGANIC_google; utm_medium=organic; utm_source=google';
    // A cached page (the course list is rendered per request, and so private anyway).
    const { headers } = await page('/ecoles', { referer: `${testEnv.webUrl}/`, cookie });
    expect(headers.getSetCookie()).toEqual([]);
    expect(headers.get('cache-control')).toMatch(/s-maxage=/);
    expect(headers.get('cache-control')).not.toMatch(/private/);
  });

  it('does not count client-side navigations, prefetches or form posts as a new visit', async () => {
    // What a browser sends for each: a client-side navigation and a router prefetch (fetches, not
    // documents; Next hides its own rsc headers from the proxy), a link prefetch.
    for (const headers of <Array<Record<string, string>>>[
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', rsc: '1' },
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', rsc: '1', 'next-router-prefetch': '1' },
      { 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch' },
    ]) {
      const answer = await page('/formations', {
        referer: 'https://www.bing.com/',
        cookie: 'i18n_redirected=fr',
        ...headers,
      });
      expect(cookieNames(answer.headers)).not.toContain('origine-tracking');
    }
  });
});
