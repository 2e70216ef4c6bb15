import { describe, expect, it } from 'vitest';
import { CmsEnvError, parseCmsEnv } from '../../src/env/cms-env-schema';

// The CMS's configuration (apps/cms/src/env/cms-env-schema.ts): the same defaults and the same
// "unset means off" as the code that read process.env itself before it.
const strapiSecrets = {
  APP_KEYS: 'key-one,key-two',
  API_TOKEN_SALT: 'salt',
  ADMIN_JWT_SECRET: 'admin-jwt',
  TRANSFER_TOKEN_SALT: 'transfer',
  JWT_SECRET: 'jwt',
  ENCRYPTION_KEY: 'encryption',
};
const crm = { CRM_WEBHOOK_URL: 'https://crm.example/hook', CRM_WEBHOOK_SECRET: 'x'.repeat(32) };

const errorOf = (source: Record<string, string | undefined>): Error => {
  try {
    parseCmsEnv(source);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('parseCmsEnv', () => {
  it("needs Strapi's secrets and names each missing one in one message", () => {
    expect(parseCmsEnv(strapiSecrets).APP_KEYS).toEqual(['key-one', 'key-two']);
    const error = errorOf({ ...strapiSecrets, JWT_SECRET: undefined, ENCRYPTION_KEY: '' });
    expect(error).toBeInstanceOf(CmsEnvError);
    expect(error.message).toMatch(/JWT_SECRET: is required/);
    expect(error.message).toMatch(/ENCRYPTION_KEY: is required/);
    expect(error.message).not.toMatch(/APP_KEYS/);
    expect(error.message).toMatch(/npm start/);
    // The CRM's check too, though the rest is wrong: one start names every problem.
    expect(errorOf({ ...crm, CRM_WEBHOOK_SECRET: 'short' }).message).toMatch(/APP_KEYS[\s\S]*CRM_WEBHOOK_SECRET/);
  });

  it('keeps the defaults the code had, an empty value counting as unset', () => {
    for (const empty of [{}, { PRIVACY_LEDGER_FILE: '', LEADS_NOTIFY_EMAIL: '', METRICS_HOST: '', NODE_ENV: '' }])
      expect(parseCmsEnv({ ...strapiSecrets, ...empty })).toMatchObject({
        NODE_ENV: 'development',
        PRIVACY_LEDGER_FILE: '.privacy/erasures.jsonl',
        LEADS_NOTIFY_EMAIL: 'admissions@horizon.example',
        METRICS_HOST: '127.0.0.1',
        WEB_PRIVACY_ERASE_URLS: [],
      });
  });

  it('leaves the optional parts off when unset or empty', () => {
    const env = parseCmsEnv({
      ...strapiSecrets,
      WEB_REVALIDATE_URL: '',
      CRM_WEBHOOK_URL: ' ',
      METRICS_PORT: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      ADMISSIONS_TEST_CLOCK: '',
    });
    expect(env).toMatchObject({
      WEB_REVALIDATE_URL: undefined,
      CRM_WEBHOOK_URL: undefined,
      METRICS_PORT: undefined,
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
      ADMISSIONS_TEST_CLOCK: false,
    });
    expect(parseCmsEnv({ ...strapiSecrets, ADMISSIONS_TEST_CLOCK: '1' }).ADMISSIONS_TEST_CLOCK).toBe(true);
    expect(parseCmsEnv({ ...strapiSecrets, ADMISSIONS_TEST_CLOCK: 'true' }).ADMISSIONS_TEST_CLOCK).toBe(false);
  });

  // The rule itself is the shared package's (@horizon/shared/clock-offset), the site's too.
  it('moves its clock by whole days, and names a value it cannot read', () => {
    expect(parseCmsEnv(strapiSecrets).CLOCK_OFFSET_DAYS).toBe(0);
    expect(parseCmsEnv({ ...strapiSecrets, CLOCK_OFFSET_DAYS: '' }).CLOCK_OFFSET_DAYS).toBe(0);
    expect(parseCmsEnv({ ...strapiSecrets, CLOCK_OFFSET_DAYS: '-30' }).CLOCK_OFFSET_DAYS).toBe(-30);
    expect(errorOf({ ...strapiSecrets, CLOCK_OFFSET_DAYS: '1.5' }).message).toMatch(
      /CLOCK_OFFSET_DAYS: must be a whole number of days/,
    );
  });

  it('lists the sites to erase from', () => {
    const env = parseCmsEnv({
      ...strapiSecrets,
      WEB_PRIVACY_ERASE_URLS: ' http://a:3000/api/privacy/erase, ,http://b/x ',
    });
    expect(env.WEB_PRIVACY_ERASE_URLS).toEqual(['http://a:3000/api/privacy/erase', 'http://b/x']);
  });

  it('stops on a CRM webhook without a long secret, or with a wrong address or number', () => {
    expect(parseCmsEnv({ ...strapiSecrets, ...crm })).toMatchObject({
      CRM_WEBHOOK_URL: crm.CRM_WEBHOOK_URL,
      CRM_WEBHOOK_MAX_ATTEMPTS: 12,
      CRM_WEBHOOK_RETRY_BASE_MS: 30_000,
      CRM_WEBHOOK_POLL_MS: 5_000,
      CRM_WEBHOOK_TIMEOUT_MS: 10_000,
    });
    expect(() => parseCmsEnv({ ...strapiSecrets, ...crm, CRM_WEBHOOK_SECRET: 'short' })).toThrow(
      /CRM_WEBHOOK_SECRET: must be set, 32 characters at least/,
    );
    expect(() => parseCmsEnv({ ...strapiSecrets, ...crm, CRM_WEBHOOK_URL: 'ftp://crm' })).toThrow(
      /CRM_WEBHOOK_URL: must be an http\(s\) address/,
    );
    expect(() => parseCmsEnv({ ...strapiSecrets, ...crm, CRM_WEBHOOK_POLL_MS: '50' })).toThrow(
      /CRM_WEBHOOK_POLL_MS: must be an integer ≥ 100/,
    );
    expect(parseCmsEnv({ ...strapiSecrets, ...crm, CRM_WEBHOOK_MAX_ATTEMPTS: '3' }).CRM_WEBHOOK_MAX_ATTEMPTS).toBe(3);
  });

  it('never stops the start for metrics or traces: a value it cannot use leaves them as before', () => {
    const read = (source: Record<string, string>) => parseCmsEnv({ ...strapiSecrets, ...source });
    expect(read({ METRICS_PORT: '9465' }).METRICS_PORT).toBe(9465);
    for (const port of ['abc', '0', '70000', '94.5']) expect(read({ METRICS_PORT: port }).METRICS_PORT).toBeUndefined();
    expect(read({}).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(read({ OTEL_TRACES_SAMPLER_ARG: '0.25' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.25);
    expect(read({ OTEL_TRACES_SAMPLER_ARG: '0' }).OTEL_TRACES_SAMPLER_ARG).toBe(0);
    expect(read({ OTEL_TRACES_SAMPLER_ARG: '7' }).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(read({ OTEL_TRACES_SAMPLER_ARG: 'half' }).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(read({ OTEL_BSP_SCHEDULE_DELAY: '200' }).OTEL_BSP_SCHEDULE_DELAY).toBe(200);
    for (const delay of ['', '0', '-5', 'soon'])
      expect(read({ OTEL_BSP_SCHEDULE_DELAY: delay }).OTEL_BSP_SCHEDULE_DELAY).toBeUndefined();
  });
});
