import { getOrInsert } from '../../domain/collections';
import type { DB } from '../../store/db';
import { readReportAnswer, writeReportAnswer } from '../../store/reports/answers';
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
 * Report answers that may be computed elsewhere (the report worker), asynchronously. Same validity
 * as cached() (generation unchanged, under a minute old), with three rules for the time a
 * computation takes:
 * - an answer of the current generation but over a minute old is answered at once and computed
 *   again in the background, so the next request gets a fresh one (stale while revalidating): the
 *   data under it is unchanged, only clock-relative buckets (recency, "posted within") may have
 *   moved, and its generatedAt says when it was computed. At 100,000 resumes a cold skills report
 *   takes seconds, which a dashboard opened every few minutes would otherwise wait out each time
 *   (issue #12 item 9);
 * - requests for a report already being computed for the current generation share that
 *   computation instead of starting another (a cold report asked by the window and three API
 *   clients at once is computed once);
 * - the answer is kept under the generation it was computed from (read inside the computation's
 *   own read transaction), not the one current when it was asked for: a write landing during the
 *   computation makes the next request compute again, never serves a stale report as fresh.
 */
type AnswerCompute<T> = () => Promise<{ generation: number; value: T }>;

type Answer = { generation: number; at: number; value: unknown };

/**
 * The index's copy of answers (schema 19), for caches that keep one: an answer computed before the
 * app (re)started is served under the same rules as one computed since, so a restart with
 * unchanged data computes nothing before the first dashboard. Reading and writing are best
 * effort: a read-only connection or another process's write lock only costs a computation.
 */
const indexCopy = {
  read(db: DB, organizationId: string, key: string): Answer | undefined {
    try {
      const stored = readReportAnswer(db, organizationId, key);
      return (
        stored && { generation: stored.generation, at: stored.computedAt, value: JSON.parse(stored.value) }
      );
    } catch {
      return undefined;
    }
  },
  write(db: DB, organizationId: string, key: string, answer: Answer): void {
    if (db.readonly) return;
    try {
      writeReportAnswer(db, organizationId, key, {
        generation: answer.generation,
        computedAt: answer.at,
        value: JSON.stringify(answer.value),
      });
    } catch {
      // Kept in memory all the same; the next restart computes it again.
    }
  },
};

/**
 * A cache of computed answers under these rules, holding at most `capacity` answers per database;
 * with `persist`, the answers whose key it accepts also in the index, so they outlive the process.
 * Generations only grow, so an
 * answer of an older generation than the organization's current one is never served again: those
 * are dropped as soon as a newer generation is seen (a sweep per organization and generation, not
 * per request). Kept until the capacity clears them, they held up to 1,500 dead reports and match
 * pages under a stream of writes (the fuzz suite's memory).
 */
function answerCache(capacity: number, { persist }: { persist?: (key: string) => boolean } = {}) {
  const answers = new WeakMap<DB, Map<string, Answer>>();
  const computing = new WeakMap<DB, Map<string, { generation: number; answer: Promise<unknown> }>>();
  /** Per database and organization, the newest generation seen (older answers already dropped). */
  const newestSeen = new WeakMap<DB, Map<string, number>>();

  const dropOlderThan = (db: DB, organizationId: string, generation: number) => {
    const seen = getOrInsert(newestSeen, db, () => new Map());
    if ((seen.get(organizationId) ?? -1) >= generation) return;
    seen.set(organizationId, generation);
    const cache = answers.get(db);
    if (!cache) return;
    const prefix = `${organizationId}\u0000`;
    for (const [key, entry] of cache)
      if (entry.generation < generation && key.startsWith(prefix)) cache.delete(key);
  };
  /** The kept answer of the current generation (from memory, else the index), if any. */
  const current = (db: DB, organizationId: string, key: string, generation: number): Answer | undefined => {
    const cache = getOrInsert(answers, db, () => new Map());
    const fullKey = `${organizationId}\u0000${key}`;
    let hit = cache.get(fullKey);
    if (hit?.generation !== generation && persist?.(key)) {
      const stored = indexCopy.read(db, organizationId, key);
      if (stored?.generation === generation) {
        if (cache.size > capacity) cache.clear();
        cache.set(fullKey, stored);
        hit = stored;
      }
    }
    return hit?.generation === generation ? hit : undefined;
  };
  function cachedAnswer<T>(
    db: DB,
    organizationId: string,
    key: string,
    now: number,
    compute: AnswerCompute<T>,
  ): Promise<T> {
    const cache = getOrInsert(answers, db, () => new Map());
    const inFlight = getOrInsert(computing, db, () => new Map());
    const generation = dataGeneration(db, organizationId) ?? 0;
    dropOlderThan(db, organizationId, generation);
    const fullKey = `${organizationId}\u0000${key}`;
    const hit = current(db, organizationId, key, generation);
    const fresh = hit !== undefined && hit.generation === generation;
    if (fresh && now - hit.at < MAX_AGE_MS) return Promise.resolve(hit.value as T);
    const running = inFlight.get(fullKey);
    if (running && running.generation === generation)
      return fresh ? Promise.resolve(hit.value as T) : (running.answer as Promise<T>);
    const answer = compute().then(
      (computed) => {
        if (inFlight.get(fullKey)?.answer === answer) inFlight.delete(fullKey);
        dropOlderThan(db, organizationId, computed.generation);
        if (cache.size > capacity) cache.clear();
        const kept = cache.get(fullKey);
        const newest = newestSeen.get(db)?.get(organizationId) ?? computed.generation;
        // A slower computation of an older generation never replaces a newer answer, and is not kept.
        if (computed.generation >= newest && (!kept || kept.generation <= computed.generation)) {
          const entry = { generation: computed.generation, at: now, value: computed.value };
          cache.set(fullKey, entry);
          if (persist?.(key)) indexCopy.write(db, organizationId, key, entry);
        }
        return computed.value;
      },
      (error: unknown) => {
        if (inFlight.get(fullKey)?.answer === answer) inFlight.delete(fullKey);
        throw error;
      },
    );
    inFlight.set(fullKey, { generation, answer });
    if (fresh) {
      // Revalidating in the background: a failure there is the next request's to report.
      answer.catch(() => undefined);
      return Promise.resolve(hit.value as T);
    }
    return answer;
  }
  /**
   * Whether an answer of the current generation is kept (in memory or the index), whatever its
   * age: warming at start computes only what is missing, and leaves answers that are merely
   * over a minute old to be revalidated behind the first request that reads them.
   */
  cachedAnswer.has = (db: DB, organizationId: string, key: string): boolean =>
    current(db, organizationId, key, dataGeneration(db, organizationId) ?? 0) !== undefined;
  /** How many answers are held for a database (diagnostics and tests). */
  cachedAnswer.size = (db: DB) => answers.get(db)?.size ?? 0;
  return cachedAnswer;
}

/**
 * The report keys kept in the index: those of the first screens (registered by warming, with the
 * parameters the app asks them with). Any other parameter set stays in memory only: kept too, each
 * distinct query an API client sends would add a row for good and a JSON copy of a large answer to
 * write (the fuzz suite's server ended 40 MB higher with every report kept).
 */
const keptAcrossRestarts = new Set<string>();

export function keepAcrossRestarts(key: string): void {
  keptAcrossRestarts.add(key);
}

/** The analytics reports' answers; the first screens' also in the index. */
export const cachedReport = answerCache(500, { persist: (key) => keptAcrossRestarts.has(key) });

/**
 * Pages of the match lists, kept apart from the reports: a recruiter paging through many jobs'
 * lists (a key per job, filter set and cursor) must not push the reports out. A page is small (at
 * most 100 items), and a re-asked page (the window rendering again, going back a page, the same
 * first page from two clients) is then answered without a trip to the worker. Any resume or job
 * write changes the generation, so a kept page is never served after the data under it changed.
 */
export const cachedMatchPage = answerCache(1000);
