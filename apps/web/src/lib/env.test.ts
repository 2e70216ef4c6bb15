import { describe, expect, it, vi } from 'vitest';
import { EnvError, serverEnv } from './env';
import { envOf } from './env-schema';

const valid = {
  CMS_URL: 'http://127.0.0.1:1337',
  CMS_SERVICE_USERNAME: 'website',
  CMS_SERVICE_PASSWORD: 'pw',
  REVALIDATE_SECRET: '0123456789abcdef',
  PRIVACY_ERASE_SECRET: 'fedcba9876543210',
  SITE_URL: 'https://www.example.org',
};

describe('serverEnv', () => {
  it('accepts a complete configuration and sets defaults', () => {
    expect(serverEnv(valid)).toMatchObject({ CMS_URL: valid.CMS_URL, CMS_TIMEOUT_MS: 8000 });
  });

  it('names every missing or wrong variable in one message', () => {
    const error = (() => {
      try {
        serverEnv({ ...valid, CMS_URL: 'ftp://x', CMS_SERVICE_PASSWORD: undefined });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect(String((error as Error).message)).toMatch(/CMS_URL: .*http/);
    expect(String((error as Error).message)).toMatch(/CMS_SERVICE_PASSWORD/);
  });

  it("requires the privacy erasure's own secret, 16 characters or more", () => {
    expect(serverEnv(valid).PRIVACY_ERASE_SECRET).toBe(valid.PRIVACY_ERASE_SECRET);
    expect(() => serverEnv({ ...valid, PRIVACY_ERASE_SECRET: undefined })).toThrow(/PRIVACY_ERASE_SECRET: is required/);
    expect(() => serverEnv({ ...valid, PRIVACY_ERASE_SECRET: 'short' })).toThrow(
      /PRIVACY_ERASE_SECRET: must be at least 16 characters/,
    );
  });

  it('takes an optional tag-manager container id and names a malformed one', () => {
    expect(serverEnv(valid).TAG_MANAGER_ID).toBeUndefined();
    expect(serverEnv({ ...valid, TAG_MANAGER_ID: '' }).TAG_MANAGER_ID).toBeUndefined();
    expect(serverEnv({ ...valid, TAG_MANAGER_ID: 'GTM-ABC123' }).TAG_MANAGER_ID).toBe('GTM-ABC123');
    expect(() => serverEnv({ ...valid, TAG_MANAGER_ID: 'UA-1234-1' })).toThrow(
      /TAG_MANAGER_ID: must be a Google Tag Manager container id/,
    );
  });

  it('gives the front door its settings, with their defaults, and names a wrong one', () => {
    expect(serverEnv(valid)).toMatchObject({
      PORT: 3000,
      HOSTNAME: '0.0.0.0',
      TRUSTED_PROXY_HOPS: 0,
      SHUTDOWN_TIMEOUT_MS: 25_000,
      COMPRESS_RESPONSES: true,
      VARNISH_PURGE_URLS: [],
      NEXT_DIST_DIR: '.next',
    });
    expect(
      serverEnv({
        ...valid,
        TRUSTED_PROXY_HOPS: '2',
        COMPRESS_RESPONSES: 'false',
        VARNISH_PURGE_URLS: ' http://10.0.0.5:6081/ ,http://10.0.0.6:6081/',
      }),
    ).toMatchObject({
      TRUSTED_PROXY_HOPS: 2,
      COMPRESS_RESPONSES: false,
      VARNISH_PURGE_URLS: ['http://10.0.0.5:6081/', 'http://10.0.0.6:6081/'],
    });
    for (const [name, value] of [
      ['TRUSTED_PROXY_HOPS', '11'],
      ['TRUSTED_PROXY_HOPS', 'one'],
      ['TRUSTED_PROXY_HOPS', '-1'],
      ['TRUSTED_PROXY_HOPS', '1.5'],
      ['COMPRESS_RESPONSES', 'yes'],
      ['COMPRESS_RESPONSES', '0'],
      ['COMPRESS_RESPONSES', 'FALSE'],
      ['SHUTDOWN_TIMEOUT_MS', '-5'],
      ['REDIS_URL', 'http://redis:6379'],
      ['VARNISH_PURGE_URLS', 'varnish:6081'],
      ['PORT', '70000'],
    ] as const)
      expect(() => serverEnv({ ...valid, [name]: value }), name).toThrow(new RegExp(`${name}(\\.\\d+)?: `));
  });

  // As the tracer read them from process.env itself before (src/lib/tracing/site-tracer.ts), and
  // as the CMS reads them: a malformed value is replaced, never refused.
  it.each([undefined, '', '0', '0.25', '1', '2', '-1', ' 0.5 ', 'abc', 'NaN', 'Infinity'])(
    'reads the tracer settings %j as before',
    (value) => {
      const env = envOf(['OTEL_TRACES_SAMPLER_ARG', 'OTEL_BSP_SCHEDULE_DELAY', 'OTEL_SERVICE_NAME'], {
        OTEL_TRACES_SAMPLER_ARG: value,
        OTEL_BSP_SCHEDULE_DELAY: value,
        OTEL_SERVICE_NAME: value,
      });
      const ratio = Number(value || 1);
      const delay = Number(value);
      expect(env).toEqual({
        OTEL_TRACES_SAMPLER_ARG: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
        OTEL_BSP_SCHEDULE_DELAY: Number.isFinite(delay) && delay > 0 ? delay : undefined,
        OTEL_SERVICE_NAME: value || undefined,
      });
    },
  );

  it('reads the process environment again once a variable changed', () => {
    vi.stubEnv('REDIS_URL', 'redis://a:6379');
    expect(envOf(['REDIS_URL']).REDIS_URL).toBe('redis://a:6379');
    vi.stubEnv('REDIS_URL', '');
    expect(envOf(['REDIS_URL']).REDIS_URL).toBeUndefined();
    vi.unstubAllEnvs();
  });

  it('reads only the variables asked for where the others may be missing (the build)', () => {
    expect(envOf(['VARNISH_PURGE_URLS', 'REDIS_URL'], {})).toEqual({ VARNISH_PURGE_URLS: [], REDIS_URL: undefined });
    expect(() => envOf(['REDIS_URL'], { REDIS_URL: 'nope' })).toThrow(/REDIS_URL: /);
  });
});
