import { getOrInsert } from '../collections';
import { type Candidate, type CoverageJob, JobMatcher } from '../coverage/job-matcher';
import type { FitProfile, ResumePool } from '../coverage/resume-pool';

/** A resume that matches a job: its pool position, score and fits. */
export type RankedResume = Candidate;

/** Which resumes to keep besides the score: by fit profile (seniority, place) and by position. */
export interface ResumeFilter {
  profile?: (profile: FitProfile) => boolean;
  position?: (position: number) => boolean;
}

/** One matcher per pool and threshold: its buffers are pool-sized, so they are reused across jobs. */
const matchers = new WeakMap<ResumePool, Map<number, JobMatcher>>();

/**
 * Every resume of the pool scoring at least threshold for the job, best first (score desc, then
 * resume id asc), after the filter. The coverage engine's JobMatcher finds them (issue #12: walking
 * every holder of every job skill and scoring each took tens of milliseconds per job at 100,000
 * resumes; the matcher only walks what can still reach the threshold), asked for all its matches
 * instead of the best few. The filter applies to the matches, which are few.
 */
export function rankResumes(
  pool: ResumePool,
  job: CoverageJob,
  threshold: number,
  filter: ResumeFilter = {},
): RankedResume[] {
  const byThreshold = getOrInsert(matchers, pool, () => new Map());
  const matcher = getOrInsert(byThreshold, threshold, () => new JobMatcher(pool, threshold));
  const all: Candidate[] = [];
  matcher.match(job, all);
  const kept = new Map<number, boolean>();
  const ranked = all.filter(({ position }) => {
    if (filter.profile) {
      const profile = pool.profileAt[position];
      const keep = getOrInsert(kept, profile, () => filter.profile?.(pool.profiles[profile]) ?? true);
      if (!keep) return false;
    }
    return !filter.position || filter.position(position);
  });
  const { idRank } = pool;
  ranked.sort((a, b) => b.score - a.score || idRank[a.position] - idRank[b.position]);
  return ranked;
}
