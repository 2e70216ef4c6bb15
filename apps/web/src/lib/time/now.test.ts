import { afterEach, describe, expect, it, vi } from 'vitest';
import { now } from './now';

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
