import { describe, expect, it } from 'vitest';
import { EnvError, serverEnv } from './env';

const valid = {
  CMS_URL: 'http://127.0.0.1:1337',
  CMS_SERVICE_USERNAME: 'website',
  CMS_SERVICE_PASSWORD: 'pw',
  REVALIDATE_SECRET: '0123456789abcdef',
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

  it('takes an optional tag-manager container id and names a malformed one', () => {
    expect(serverEnv(valid).TAG_MANAGER_ID).toBeUndefined();
    expect(serverEnv({ ...valid, TAG_MANAGER_ID: '' }).TAG_MANAGER_ID).toBeUndefined();
    expect(serverEnv({ ...valid, TAG_MANAGER_ID: 'GTM-ABC123' }).TAG_MANAGER_ID).toBe('GTM-ABC123');
    expect(() => serverEnv({ ...valid, TAG_MANAGER_ID: 'UA-1234-1' })).toThrow(
      /TAG_MANAGER_ID: must be a Google Tag Manager container id/,
    );
  });
});
