import { isIP } from 'node:net';
import type { RateClass } from '../contract';

export interface RateLimit {
  /** Requests allowed in any window of windowMs. */
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
  /** When the next request slot frees up (the oldest counted request leaves the window), epoch ms. */
  resetAt: number;
}

/**
 * A sliding log per client and rate class: the times of the admitted requests of the last windowMs.
 * A request is admitted only while fewer than `limit` of them lie in (now - windowMs, now], so no 60 s
 * span ever holds more than the limit — clock-aligned fixed windows let twice the limit through
 * across a minute boundary. The log holds at most `limit` entries (100), so the cost stays one map
 * lookup plus a short scan of expired entries from the front.
 */
export class RateLimiter {
  private readonly logs = new Map<string, number[]>();

  constructor(private readonly limits: Record<RateClass, RateLimit>) {}

  hit(client: string, rateClass: RateClass, now: number): RateDecision {
    const { limit, windowMs } = this.limits[rateClass];
    const key = `${rateClass}|${client}`;
    let log = this.logs.get(key);
    if (!log) {
      if (this.logs.size > 10_000) this.prune(now);
      log = [];
      this.logs.set(key, log);
    }
    let expired = 0;
    while (expired < log.length && log[expired] <= now - windowMs) expired++;
    if (expired > 0) log.splice(0, expired);
    const allowed = log.length < limit;
    if (allowed) log.push(now);
    // With a slot still free the window "resets" when the oldest admitted request expires.
    const resetAt = (log[0] ?? now) + windowMs;
    return { allowed, limit, remaining: limit - log.length, resetAt };
  }

  private prune(now: number): void {
    for (const [key, log] of this.logs) {
      const rateClass = key.slice(0, key.indexOf('|')) as RateClass;
      const newest = log[log.length - 1];
      if (newest === undefined || newest <= now - this.limits[rateClass].windowMs) this.logs.delete(key);
    }
  }
}

/**
 * The client a request is counted against. Every 127.x.y.z (and ::1) address is this machine, so by
 * default all loopback peers share one bucket: otherwise a local script could multiply its limit by
 * binding other loopback source addresses. `separateLoopbackClients` restores per-address counting.
 */
export function rateLimitClient(address: string, separateLoopbackClients = false): string {
  if (!separateLoopbackClients && isLoopbackAddress(address)) return 'loopback';
  return address;
}

function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
