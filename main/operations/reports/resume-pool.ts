import { getOrInsert } from '../../domain/collections';
import {
  buildResumePool,
  indexResumes,
  patchResumeColumns,
  type ResumePool,
} from '../../domain/coverage/resume-pool';
import type { DB } from '../../store/db';
import {
  resumeGeneration,
  resumesChangedSince,
  resumesForCoverage,
  resumesForCoverageById,
} from '../../store/reports/coverage';
import type { OperationContext } from '../context';

/**
 * The organization's resumes as the coverage engine and the match lists scan them, kept per
 * database and organization under its resume generation: bumped by triggers on every resume write,
 * from any process, and by no job write, so a job change reuses the pool.
 *
 * After resume writes the pool is patched, not rebuilt (issue #12: cold match pages): the log of
 * schema 18 names the resumes written since the pool's generation, only those rows are read, and
 * the kept decoded columns are re-indexed with them (typed-array passes). Reading and decoding
 * every resume again (about a second of CPU at 100,000) happens on the first use, when the log no
 * longer reaches back to the pool's generation, or when more than PATCH_LIMIT of the pool changed.
 *
 * The generation is read before the rows (in the caller's read transaction where there is one), so
 * a write racing the build can only cause a needless patch later, which is idempotent.
 */
const pools = new WeakMap<DB, Map<string, { generation: number; pool: ResumePool }>>();

/** A patch reads changed rows one index lookup each; past a quarter of the pool, reading all is as cheap. */
const PATCH_LIMIT = 0.25;

export function resumePool(ctx: OperationContext): ResumePool {
  const { db, organizationId } = ctx;
  const cache = getOrInsert(pools, db, () => new Map());
  const generation = resumeGeneration(db, organizationId) ?? 0;
  const kept = cache.get(organizationId);
  if (kept && kept.generation === generation) return kept.pool;
  const changed = kept && resumesChangedSince(db, organizationId, kept.generation);
  let pool: ResumePool;
  if (kept && changed && changed.length <= Math.max(100, kept.pool.size * PATCH_LIMIT)) {
    const current = resumesForCoverageById(db, organizationId, changed);
    pool = indexResumes(patchResumeColumns(kept.pool.columns, new Set(changed), current));
  } else {
    // Let the stale pool go before building its successor: two pools at once double the peak.
    cache.delete(organizationId);
    pool = buildResumePool(resumesForCoverage(db, organizationId));
  }
  cache.set(organizationId, { generation, pool });
  return pool;
}
