import type { RateClass } from '../contract';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** The spec's limits: standard 100 and batch 10 requests per minute per client IP. */
export const SPEC_RATE_LIMITS: Record<RateClass, RateLimit> = {
  standard: { limit: 100, windowMs: 60_000 },
  batch: { limit: 10, windowMs: 60_000 },
};

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the current window ends, epoch milliseconds. */
  resetAt: number;
}

/**
 * Fixed windows aligned to the clock (every client's minute starts at :00), counted per client IP
 * and rate class. Fixed windows make X-RateLimit-Reset the same instant for everyone and cost one
 * map lookup per request; the burst at a window edge (up to twice the limit) is acceptable for a
 * loopback service.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limits: Record<RateClass, RateLimit>) {}

  hit(client: string, rateClass: RateClass, now: number): RateDecision {
    const { limit, windowMs } = this.limits[rateClass];
    const start = now - (now % windowMs);
    const key = `${rateClass}|${client}`;
    let window = this.windows.get(key);
    if (!window || window.start !== start) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { start, count: 0 };
      this.windows.set(key, window);
    }
    const allowed = window.count < limit;
    if (allowed) window.count++;
    return { allowed, limit, remaining: Math.max(0, limit - window.count), resetAt: start + windowMs };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      const rateClass = key.slice(0, key.indexOf('|')) as RateClass;
      if (window.start + this.limits[rateClass].windowMs <= now) this.windows.delete(key);
    }
  }
}
