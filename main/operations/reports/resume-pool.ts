import { getOrInsert } from '../../domain/collections';
import { decodeResumeColumns, encodeResumeColumns } from '../../domain/coverage/resume-columns-codec';
import {
  decodeResumes,
  indexResumes,
  patchResumeColumns,
  type ResumeColumns,
  type ResumePool,
} from '../../domain/coverage/resume-pool';
import type { DB } from '../../store/db';
import {
  resumeGeneration,
  resumesChangedSince,
  resumesForCoverage,
  resumesForCoverageById,
} from '../../store/reports/coverage';
import { readPoolSnapshot, writePoolSnapshot } from '../../store/resume-pool-snapshot';
import { countResumes } from '../../store/resumes';
import type { OperationContext } from '../context';

/**
 * The organization's resumes as the coverage engine and the match lists scan them, kept per
 * database and organization under its resume generation: bumped by triggers on every resume write,
 * from any process, and by no job write, so a job change reuses the pool.
 *
 * Reading and decoding every resume costs about a second of CPU at 100,000 (issue #12: cold match
 * pages), so it is done as rarely as possible:
 * - after resume writes the pool is patched: the log of schema 18 names the resumes written since
 *   the pool's generation, only those rows are read, and the kept decoded columns re-indexed
 *   (typed-array passes);
 * - a process's first pool starts from the snapshot of the decoded columns kept beside the index
 *   (store/resume-pool-snapshot.ts), patched the same way, rewritten after a full read and every
 *   SNAPSHOT_EVERY generations so the log still reaches back to it.
 * Everything is read again when the log does not reach back far enough, when more than PATCH_LIMIT
 * of the pool changed, or when the result's count disagrees with the index's (a snapshot of
 * another history).
 *
 * The generation is read before the rows (in the caller's read transaction where there is one), so
 * a write racing the build can only cause a needless patch later, which is idempotent.
 */
const pools = new WeakMap<DB, Map<string, { generation: number; pool: ResumePool; snapshotAt: number }>>();

/** A patch reads changed rows one index lookup each; past a quarter of the pool, reading all is as cheap. */
const PATCH_LIMIT = 0.25;
/** The log keeps at least 4,096 generations (schema 18); a snapshot is renewed well within them. */
const SNAPSHOT_EVERY = 1024;

export function resumePool(ctx: OperationContext): ResumePool {
  const { db, organizationId } = ctx;
  const cache = getOrInsert(pools, db, () => new Map());
  const generation = resumeGeneration(db, organizationId) ?? 0;
  const kept = cache.get(organizationId);
  if (kept && kept.generation === generation) return kept.pool;
  const base = kept
    ? { generation: kept.generation, columns: kept.pool.columns, snapshotAt: kept.snapshotAt }
    : fromSnapshot(db, organizationId);
  let columns =
    base && base.generation <= generation ? patched(db, organizationId, base, generation) : undefined;
  let snapshotAt = base?.snapshotAt ?? Number.NEGATIVE_INFINITY;
  if (columns === undefined || columns.ids.length !== countResumes(db, organizationId)) {
    // Let the stale pool go before building its successor: two pools at once double the peak.
    cache.delete(organizationId);
    columns = decodeResumes(resumesForCoverage(db, organizationId));
    snapshotAt = Number.NEGATIVE_INFINITY;
  }
  if (generation - snapshotAt >= SNAPSHOT_EVERY) {
    writePoolSnapshot(db, organizationId, encodeResumeColumns({ organizationId, generation }, columns));
    snapshotAt = generation;
  }
  const pool = indexResumes(columns);
  cache.set(organizationId, { generation, pool, snapshotAt });
  return pool;
}

/** The snapshot beside the index, if it is this organization's. */
function fromSnapshot(db: DB, organizationId: string) {
  const bytes = readPoolSnapshot(db, organizationId);
  const read = bytes && decodeResumeColumns(bytes);
  if (!read || read.stamp.organizationId !== organizationId) return undefined;
  return { generation: read.stamp.generation, columns: read.columns, snapshotAt: read.stamp.generation };
}

/** The columns brought from `base.generation` to `generation` by the log, or undefined when it cannot. */
function patched(
  db: DB,
  organizationId: string,
  base: { generation: number; columns: ResumeColumns },
  generation: number,
): ResumeColumns | undefined {
  if (base.generation === generation) return base.columns;
  const changed = resumesChangedSince(db, organizationId, base.generation);
  if (changed === undefined || changed.length > Math.max(100, base.columns.ids.length * PATCH_LIMIT))
    return undefined;
  const current = resumesForCoverageById(db, organizationId, changed);
  return patchResumeColumns(base.columns, new Set(changed), current);
}
