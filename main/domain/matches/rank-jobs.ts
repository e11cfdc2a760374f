import type { CoverageJob } from '../coverage/job-matcher';
import type { FitProfile } from '../coverage/resume-pool';
import { locationFit, matchScore, seniorityFit, skillWeight } from '../matching';

/** A job as the reverse ranking reads it: its id and what it asks of a resume. */
export interface RankableJob extends CoverageJob {
  id: string;
}

export interface RankedJob<J extends RankableJob> {
  job: J;
  score: number;
  seniority: number;
  location: number;
}

/**
 * The jobs one resume scores at least threshold for, best first (score desc, then job id asc), by
 * the same matchScore rule the job's own list of matches uses, so a resume is in a job's matches
 * exactly when the job is in the resume's.
 */
export function rankJobs<J extends RankableJob>(
  resume: FitProfile & { skills: ReadonlySet<string> },
  jobs: readonly J[],
  threshold: number,
): Array<RankedJob<J>> {
  const ranked: Array<RankedJob<J>> = [];
  for (const job of jobs) {
    let matched = 0;
    let total = 0;
    for (const { skill, required } of job.skills) {
      const w = skillWeight(skill, required);
      total += w;
      if (resume.skills.has(skill)) matched += w;
    }
    if (matched === 0) continue;
    const seniority = seniorityFit(job.seniority, resume.seniority);
    const location = locationFit(job, resume);
    const score = matchScore(matched, total, seniority, location);
    if (score >= threshold) ranked.push({ job, score, seniority, location });
  }
  ranked.sort((a, b) => b.score - a.score || (a.job.id < b.job.id ? -1 : a.job.id > b.job.id ? 1 : 0));
  return ranked;
}
