import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCmsEnv } from '../../../../cms/src/env/cms-env-schema';
import { parseEnv } from '@/lib/env-schema';
import { now } from './now';

const DAY_MS = 86_400_000;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('now', () => {
  it('is the machine’s time when CLOCK_OFFSET_DAYS is unset or empty', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T09:00:00Z') });
    vi.stubEnv('CLOCK_OFFSET_DAYS', undefined);
    expect(now().toISOString()).toBe('2026-11-29T09:00:00.000Z');
    vi.stubEnv('CLOCK_OFFSET_DAYS', '');
    expect(now().toISOString()).toBe('2026-11-29T09:00:00.000Z');
  });

  it('moves by whole days, either way, and goes on running', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T09:00:00Z') });
    vi.stubEnv('CLOCK_OFFSET_DAYS', '365');
    expect(now().toISOString()).toBe('2027-11-29T09:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(now().toISOString()).toBe('2027-11-29T09:01:30.000Z');
    vi.stubEnv('CLOCK_OFFSET_DAYS', '-30');
    expect(now().getTime()).toBe(Date.parse('2026-10-30T09:01:30Z'));
  });

  it('refuses what is not a whole number of days', () => {
    vi.stubEnv('CLOCK_OFFSET_DAYS', '1.5');
    expect(() => now()).toThrow(/CLOCK_OFFSET_DAYS: must be a whole number of days/);
  });
});

// Both apps move their clocks by the same variable (apps/cms/src/utils/now.ts): the CMS answers the
// next live and dates the demo on the same day as the site. One reading of it, held equal here.
describe('CLOCK_OFFSET_DAYS in both apps', () => {
  const site = { CMS_URL: 'http://127.0.0.1:1337', CMS_SERVICE_USERNAME: 'site', CMS_SERVICE_PASSWORD: 'pw' };
  const secrets = {
    REVALIDATE_SECRET: 'x'.repeat(16),
    PRIVACY_ERASE_SECRET: 'y'.repeat(16),
    SITE_URL: 'http://a.example',
  };
  const strapi = {
    APP_KEYS: 'a,b',
    API_TOKEN_SALT: 's',
    ADMIN_JWT_SECRET: 'j',
    TRANSFER_TOKEN_SALT: 't',
    JWT_SECRET: 'w',
    ENCRYPTION_KEY: 'e',
  };
  const read = (value: string | undefined) => {
    const result = (parse: () => { CLOCK_OFFSET_DAYS: number }) => {
      try {
        return parse().CLOCK_OFFSET_DAYS * DAY_MS;
      } catch {
        return 'refused';
      }
    };
    return {
      site: result(() => parseEnv({ ...site, ...secrets, CLOCK_OFFSET_DAYS: value })),
      cms: result(() => parseCmsEnv({ ...strapi, CLOCK_OFFSET_DAYS: value })),
    };
  };

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['365', 365 * DAY_MS],
    ['-30', -30 * DAY_MS],
    [' 7 ', 7 * DAY_MS],
    ['1.5', 'refused'],
    ['tomorrow', 'refused'],
    ['40000', 'refused'],
  ])('reads %j alike', (value, moved) => {
    expect(read(value)).toEqual({ site: moved, cms: moved });
  });
});
