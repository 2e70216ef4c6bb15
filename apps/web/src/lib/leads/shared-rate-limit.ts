import type { SharedRedis } from '@/lib/shared-redis';
import { RateLimit } from './rate-limit';

const KEY = 'horizon:leads:rate:';

/**
 * The lead rate limit of RateLimit, counted in Redis so that it holds across site instances: one
 * key per address, created with the window's lifetime by the first accepted lead, counting the
 * next ones. While Redis is away, this instance's own count (kept all along) decides: a visitor is
 * never refused because of an outage, and never unlimited either.
 */
export class SharedRateLimit {
  private readonly local: RateLimit;

  constructor(
    private readonly redis: SharedRedis,
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.local = new RateLimit(max, windowMs);
  }

  /** Seconds until `address` may send again, or 0 when it may now. */
  async retryAfter(address: string, now = Date.now()): Promise<number> {
    // Asked first: a transaction sent while Redis is away would wait for the next reconnection attempt.
    if (!this.redis.ready) return this.local.retryAfter(address, now);
    try {
      const [count, ttl] = (await this.redis.client
        .multi()
        .get(KEY + address)
        .pTTL(KEY + address)
        .exec()) as [string | null, number];
      return Number(count ?? 0) >= this.max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    } catch {
      return this.local.retryAfter(address, now);
    }
  }

  async record(address: string, now = Date.now()): Promise<void> {
    this.local.record(address, now);
    if (!this.redis.ready) return;
    // INCR keeps the lifetime SET gave the key: the window starts at the first lead.
    await this.redis.client
      .multi()
      .set(KEY + address, '0', { PX: this.windowMs, NX: true })
      .incr(KEY + address)
      .exec()
      .catch(() => {});
  }
}
