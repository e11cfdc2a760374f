import type { CoverageJob } from '../coverage/job-matcher';
import type { FitProfile, ResumePool } from '../coverage/resume-pool';
import { locationFit, matchScore, seniorityFit, skillUnits, WEIGHT_UNITS } from '../matching';

/** A resume that matches a job: its pool position, score, matched skill weight and fits. */
export interface RankedResume {
  position: number;
  score: number;
  seniority: number;
  location: number;
}

/** Which resumes to keep besides the score: by fit profile (seniority, place) and by position. */
export interface ResumeFilter {
  profile?: (profile: FitProfile) => boolean;
  position?: (position: number) => boolean;
}

/**
 * Every resume of the pool scoring at least threshold for the job, best first (score desc, then
 * resume id asc), after the filter. Only resumes holding one of the job's skills can score above
 * 0, so the job's posting lists are walked once: each holder's matched weight is added up (in
 * WEIGHT_UNITS: required 4, nice-to-have 2, soft 1), then each touched resume is scored by the matchScore rule.
 * The coverage engine (JobMatcher) ranks the same way but keeps only the best few; this one keeps
 * them all, for the paged list of a job's matches.
 */
export function rankResumes(
  pool: ResumePool,
  job: CoverageJob,
  threshold: number,
  filter: ResumeFilter = {},
): RankedResume[] {
  const { skillRuns, runStart, runProfile, postings, profiles, idRank } = pool;
  const weight = new Uint16Array(pool.size);
  const touched: number[] = [];
  const fitOfPosition = new Int8Array(pool.size);
  // Per profile: -1 not yet known, else 3 × (2 × seniority fit) + 2 × location fit, or -2 if filtered out.
  const fitOfProfile = new Int8Array(profiles.length).fill(-1);
  let total = 0;
  for (const { skill, required } of job.skills) {
    const w = skillUnits(skill, required);
    total += w;
    const code = pool.skillCodes.get(skill);
    if (code === undefined) continue;
    for (let r = skillRuns[code]; r < skillRuns[code + 1]; r++) {
      const profile = runProfile[r];
      let fit = fitOfProfile[profile];
      if (fit === -1) {
        const p = profiles[profile];
        fit =
          filter.profile && !filter.profile(p)
            ? -2
            : 6 * seniorityFit(job.seniority, p.seniority) + 2 * locationFit(job, p);
        fitOfProfile[profile] = fit;
      }
      if (fit === -2) continue;
      for (let k = runStart[r]; k < runStart[r + 1]; k++) {
        const position = postings[k];
        if (weight[position] === 0) {
          touched.push(position);
          fitOfPosition[position] = fit;
        }
        weight[position] += w;
      }
    }
  }
  const ranked: RankedResume[] = [];
  for (const position of touched) {
    const fit = fitOfPosition[position];
    const seniority = Math.floor(fit / 3) / 2;
    const location = (fit % 3) / 2;
    const score = matchScore(weight[position] / WEIGHT_UNITS, total / WEIGHT_UNITS, seniority, location);
    if (score < threshold) continue;
    if (filter.position && !filter.position(position)) continue;
    ranked.push({ position, score, seniority, location });
  }
  ranked.sort((a, b) => b.score - a.score || idRank[a.position] - idRank[b.position]);
  return ranked;
}
