import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLOCK_OFFSET_WHOLE_DAYS,
  CLOCK_OFFSET_WITHIN_A_CENTURY,
  movedNow,
  readClockOffsetDays,
} from './clock-offset.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('CLOCK_OFFSET_DAYS, read', () => {
  it.each([
    [undefined, { days: 0 }],
    ['', { days: 0 }],
    ['  ', { days: 0 }],
    ['0', { days: 0 }],
    ['365', { days: 365 }],
    ['-30', { days: -30 }],
    [' 7 ', { days: 7 }],
    ['36500', { days: 36_500 }],
    ['-36500', { days: -36_500 }],
    ['1.5', { error: CLOCK_OFFSET_WHOLE_DAYS }],
    ['tomorrow', { error: CLOCK_OFFSET_WHOLE_DAYS }],
    ['7d', { error: CLOCK_OFFSET_WHOLE_DAYS }],
    ['36501', { error: CLOCK_OFFSET_WITHIN_A_CENTURY }],
    ['-40000', { error: CLOCK_OFFSET_WITHIN_A_CENTURY }],
  ])('%j → %j', (raw, read) => {
    expect(readClockOffsetDays(raw)).toEqual(read);
  });
});

describe('now, moved', () => {
  it('is the machine’s time moved by whole days, either way, and goes on running', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T09:00:00Z') });
    expect(movedNow(0).toISOString()).toBe('2026-11-29T09:00:00.000Z');
    expect(movedNow(365).toISOString()).toBe('2027-11-29T09:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(movedNow(365).toISOString()).toBe('2027-11-29T09:01:30.000Z');
    expect(movedNow(-30).toISOString()).toBe('2026-10-30T09:01:30.000Z');
  });
});
