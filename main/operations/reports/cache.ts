import type { DB } from '../../store/db';
import { dataGeneration } from '../../store/reports/skills';

/**
 * Report results kept per database, organization and parameters. An entry is valid while the
 * organization's data generation (bumped by triggers on every resume and job write, from any
 * process) is unchanged, and for at most a minute, since reports also depend on the clock
 * (recency buckets, "posted within").
 */
const MAX_AGE_MS = 60_000;
const caches = new WeakMap<DB, Map<string, { generation: number; at: number; value: unknown }>>();

export function cached<T>(db: DB, organizationId: string, key: string, now: number, compute: () => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const generation = dataGeneration(db, organizationId) ?? 0;
  const fullKey = `${organizationId}\u0000${key}`;
  const hit = cache.get(fullKey);
  if (hit && hit.generation === generation && now - hit.at < MAX_AGE_MS) return hit.value as T;
  const value = compute();
  if (cache.size > 500) cache.clear();
  cache.set(fullKey, { generation, at: now, value });
  return value;
}
