import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const env = {
  CMS_URL: 'http://cms.test',
  CMS_SERVICE_USERNAME: 'website',
  CMS_SERVICE_PASSWORD: 'secret-password',
  REVALIDATE_SECRET: 'a-revalidation-secret',
  SITE_URL: 'http://localhost:3000',
};

beforeEach(() => {
  vi.resetModules();
  Object.assign(process.env, env);
});
afterEach(() => vi.unstubAllGlobals());

/** A CMS stand-in at the HTTP level: login hands out numbered tokens, reads accept only the latest. */
function fakeTransport({ refuseFirstToken = false } = {}) {
  let issued = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/login')) return Response.json({ access_token: `token-${++issued}` });
    const auth = (init.headers as Record<string, string>).authorization;
    if (refuseFirstToken && auth === 'Bearer token-1')
      return Response.json({ error: { message: 'Expired' } }, { status: 401 });
    return Response.json({ data: [{ slug: 'a' }] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const schema = z.object({ data: z.array(z.object({ slug: z.string() })) });

describe('cmsRequest', () => {
  it('signs in once and reuses the token', async () => {
    const fetch = fakeTransport();
    const { cmsRequest } = await import('./client');
    await cmsRequest({ scope: 't', path: '/courses', locale: 'fr', schema });
    await cmsRequest({ scope: 't', path: '/courses', locale: 'en', schema });
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/login'))).toHaveLength(1);
  });

  it('signs in again once when the token is refused, then succeeds', async () => {
    const fetch = fakeTransport({ refuseFirstToken: true });
    const { cmsRequest } = await import('./client');
    await expect(cmsRequest({ scope: 't', path: '/courses', locale: 'fr', schema })).resolves.toEqual({
      data: [{ slug: 'a' }],
    });
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/login'))).toHaveLength(2);
  });

  it('answers 502 when the CMS answer does not match the schema', async () => {
    fakeTransport();
    const { cmsRequest } = await import('./client');
    const strict = z.object({ data: z.array(z.object({ title: z.string() })) });
    await expect(
      cmsRequest({ scope: 'course list', path: '/courses', locale: 'fr', schema: strict }),
    ).rejects.toMatchObject({ status: 502, scope: 'course list' });
  });

  it('reports refused service-account credentials as a configuration problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { message: 'Invalid username or password.' } }, { status: 401 })),
    );
    const { cmsRequest } = await import('./client');
    await expect(cmsRequest({ scope: 't', path: '/courses', locale: 'fr', schema })).rejects.toMatchObject({
      status: 503,
      text: expect.stringContaining('CMS_SERVICE_PASSWORD'),
    });
  });
});

describe('cmsReadSilently', () => {
  it('returns null and logs scope, source, status and text when the CMS is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { cmsReadSilently } = await import('./client');
    await expect(
      cmsReadSilently({ scope: 'news list', path: '/figs-news', locale: 'fr', schema, resources: ['figs-news'] }),
    ).resolves.toBeNull();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ scope: 'service account', status: 503 });
    warn.mockRestore();
  });
});
