/**
 * Submissions accepted per address in a fixed window, in this process's memory (one instance; see
 * SharedRateLimit for several). Only accepted leads count, so a visitor correcting mistakes is
 * never blocked.
 */
export class RateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `address` may send again, or 0 when it may now. */
  retryAfter(address: string, now = Date.now()): number {
    const window = this.windows.get(address);
    if (!window || window.resetAt <= now || window.count < this.max) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  record(address: string, now = Date.now()): void {
    const window = this.windows.get(address);
    if (!window || window.resetAt <= now) this.windows.set(address, { count: 1, resetAt: now + this.windowMs });
    else window.count += 1;
    if (this.windows.size > 10_000) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [address, window] of this.windows) if (window.resetAt <= now) this.windows.delete(address);
  }
}
