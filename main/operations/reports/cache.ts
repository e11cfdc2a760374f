import { getOrInsert } from '../../domain/collections';
import type { DB } from '../../store/db';
import { resumeGeneration } from '../../store/reports/coverage';
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
  const cache = getOrInsert(caches, db, () => new Map());
  const generation = dataGeneration(db, organizationId) ?? 0;
  const fullKey = `${organizationId}\u0000${key}`;
  const hit = cache.get(fullKey);
  if (hit && hit.generation === generation && now - hit.at < MAX_AGE_MS) return hit.value as T;
  const value = compute();
  if (cache.size > 500) cache.clear();
  cache.set(fullKey, { generation, at: now, value });
  return value;
}

/**
 * Values derived from the organization's resumes alone (the coverage engine's resume pool), kept
 * per database, organization and key while its resume generation is unchanged: bumped by triggers
 * on every resume write, from any process, and by no job write, so a job change reuses them. One
 * value per key (a newer generation replaces it); no age limit, since they do not depend on the
 * clock. The generation is read before computing, so a write racing the computation can only
 * cause a needless rebuild, never a stale value.
 */
const resumeDerived = new WeakMap<DB, Map<string, { generation: number; value: unknown }>>();

export function cachedWhileResumesUnchanged<T>(
  db: DB,
  organizationId: string,
  key: string,
  compute: () => T,
): T {
  const cache = getOrInsert(resumeDerived, db, () => new Map());
  const generation = resumeGeneration(db, organizationId) ?? 0;
  const fullKey = `${organizationId}\u0000${key}`;
  const hit = cache.get(fullKey);
  if (hit && hit.generation === generation) return hit.value as T;
  // Let the stale value go before building its successor: two resume pools at once double the peak.
  cache.delete(fullKey);
  const value = compute();
  cache.set(fullKey, { generation, value });
  return value;
}
