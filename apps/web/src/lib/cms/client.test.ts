import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { freshRequestState, publishTestFrontDoor } from '../../../tests/support/front-door-context';

const env = {
  CMS_URL: 'http://cms.test',
  CMS_SERVICE_USERNAME: 'website',
  CMS_SERVICE_PASSWORD: 'secret-password',
  REVALIDATE_SECRET: 'a-revalidation-secret',
  PRIVACY_ERASE_SECRET: 'a-privacy-erase-secret',
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

describe('required and optional getters', () => {
  /** A CMS address where nothing listens: every call fails as it does when the CMS is down. */
  async function cmsDown() {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    process.env.CMS_URL = `http://127.0.0.1:${port}`;
  }

  /** Runs `read` as the front door runs a page: with this request's state. */
  async function inRequest(read: () => Promise<unknown>) {
    const { requests } = publishTestFrontDoor();
    const state = freshRequestState();
    const outcome = await requests.run(state, () =>
      read().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    return { ...outcome, failureStatus: state.failureStatus };
  }

  const news = (locale: 'fr' | 'en') => ({
    scope: 'news list',
    path: '/figs-news',
    locale,
    schema,
    resources: ['figs-news'] as const,
  });

  it('an optional getter answers null, logs a warning and leaves the page status untouched', async () => {
    await cmsDown();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { optionalGetter } = await import('./getters');
    const getNews = optionalGetter(news, (answer) => answer.data);
    const outcome = await inRequest(() => getNews('fr'));
    expect(outcome).toMatchObject({ value: null, failureStatus: null });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      scope: 'service account',
      status: 503,
    });
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('a required getter throws, logs an error and records the status the page answers', async () => {
    await cmsDown();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requiredGetter } = await import('./getters');
    const getNews = requiredGetter(news, (answer) => answer.data);
    const outcome = await inRequest(() => getNews('fr'));
    expect(outcome).toMatchObject({ error: { name: 'CmsError', status: 503 }, failureStatus: 503 });
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', status: 503 });
    error.mockRestore();
  });

  it('reads nothing for arguments that cannot name content', async () => {
    await cmsDown();
    const { requiredGetter } = await import('./getters');
    const getOne = requiredGetter(
      (locale: 'fr' | 'en', slug: string) => (slug === 'valid' ? news(locale) : null),
      (answer) => answer.data,
    );
    await expect(getOne('fr', '../admin')).resolves.toBeNull();
  });
});
