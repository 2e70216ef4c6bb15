import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from './errors';
import { sendToCms } from './http';

const config = { CMS_URL: 'http://cms.test', CMS_TIMEOUT_MS: 50 };
const call = { scope: 'course page', path: '/courses', locale: 'fr' as const };

afterEach(() => vi.unstubAllGlobals());

const failWith = (error: unknown) => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(error));
const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(body, { status })));

describe('sendToCms', () => {
  it('returns the JSON answer and sends the token and locale', async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    await expect(sendToCms({ ...call, token: 'abc' }, config)).resolves.toEqual({ data: [] });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/courses?locale=fr');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('sends no authorization header without a token', async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json({ access_token: 'x' }));
    vi.stubGlobal('fetch', fetch);
    await sendToCms(
      { scope: 'login', method: 'POST', path: '/login', locale: null, body: { username: 'u', password: 'p' } },
      config,
    );
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/login');
    expect(init.headers).not.toHaveProperty('authorization');
    expect(init.body).toBe('{"username":"u","password":"p"}');
  });

  it('turns a time-out into a 504 CmsError', async () => {
    failWith(new DOMException('The operation timed out.', 'TimeoutError'));
    const error = await sendToCms(call, config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ status: 504, scope: 'course page', source: 'GET /courses' });
  });

  it('turns an unreachable CMS into a 503 CmsError', async () => {
    failWith(new TypeError('fetch failed'));
    await expect(sendToCms(call, config)).rejects.toMatchObject({ status: 503, text: 'the CMS cannot be reached' });
  });

  it("keeps the CMS's status, error name and message for an HTTP error", async () => {
    answer(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    await expect(sendToCms(call, config)).rejects.toMatchObject({ status: 404, text: 'NotFoundError: Not Found' });
  });

  it("keeps a refusal's fields but not the values a visitor typed", async () => {
    answer(400, {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'email must be a valid email',
        details: { errors: [{ path: ['email'], message: 'email must be a valid email', value: 'awa.diop@example' }] },
      },
    });
    const error = (await sendToCms(call, config).catch((e: unknown) => e)) as CmsError;
    expect(error.text).toBe('ValidationError: email must be a valid email (email)');
    expect(JSON.stringify(error.toLog())).not.toContain('awa.diop');
  });

  it('falls back on the status text for an answer that is not a Strapi error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(sendToCms(call, config)).rejects.toMatchObject({ status: 502, text: 'Bad Gateway' });
  });

  it('logs as a flat object with scope, source, status and text', async () => {
    answer(500, 'oops');
    const error = (await sendToCms(call, config).catch((e: unknown) => e)) as CmsError;
    expect(error.toLog()).toEqual({
      scope: 'course page',
      source: 'GET /courses',
      status: 500,
      text: expect.any(String),
    });
  });
});
