import { describe, expect, it } from 'vitest';
import { RateLimit } from './rate-limit';

describe('RateLimit', () => {
  it('lets an address send max times per window, then says how long to wait', () => {
    const limit = new RateLimit(2, 60_000);
    limit.record('a', 0);
    expect(limit.retryAfter('a', 1000)).toBe(0);
    limit.record('a', 1000);
    expect(limit.retryAfter('a', 2000)).toBe(58);
    expect(limit.retryAfter('b', 2000)).toBe(0);
    expect(limit.retryAfter('a', 60_000)).toBe(0);
  });
});
