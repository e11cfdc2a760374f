import {
  type CoverageEntry,
  type CoverageReport,
  HIGH_COVERAGE_THRESHOLD,
  MATCH_THRESHOLD,
} from '../../contract';
import { getOrInsert } from '../../domain/collections';
import { type Candidate, JobMatcher } from '../../domain/coverage/job-matcher';
import { buildResumePool, hasSkill, type ResumePool } from '../../domain/coverage/resume-pool';
import { coverageLabel, coverageOf, MISSING_SKILLS_LISTED, round4 } from '../../domain/matching';
import type { Seniority } from '../../domain/taxonomy';
import { openJobSkills, openJobsForCoverage, resumesForCoverage } from '../../store/reports/coverage';
import { iso, type OperationContext } from '../context';
import { cachedWhileResumesUnchanged } from './cache';

export const TOP_MISSING_SKILLS = 10;

/** A job's coverage before the request's threshold labels it. */
export interface JobCoverage extends Omit<CoverageEntry, 'coverageLabel'> {
  postedAt: number;
}

/**
 * Scores every open job against every resume that shares one of its skills (JobMatcher: posting
 * lists over a typed-array pool of the resumes), and lists for each the required skills its best
 * candidates lack. Scores come from the same matchScore, seniorityFit and locationFit rules the
 * brute-force reference uses.
 */
export function computeCoverage(ctx: OperationContext): JobCoverage[] {
  const pool = resumePool(ctx);
  const matcher = new JobMatcher(pool, MATCH_THRESHOLD);
  const jobSkills = new Map<string, Array<{ skill: string; required: boolean }>>();
  for (const row of openJobSkills(ctx.db, ctx.organizationId)) {
    getOrInsert(jobSkills, row.job_id, () => []).push({ skill: row.skill, required: row.required === 1 });
  }
  return openJobsForCoverage(ctx.db, ctx.organizationId).map((job) => {
    const skills = jobSkills.get(job.id) ?? [];
    const { matched, best } = matcher.match({
      skills,
      seniority: job.seniority_level as Seniority | null,
      location: job.location_label,
      country: job.country,
      remote: job.is_remote === 1,
    });
    const rate = (fit: (c: Candidate) => boolean) =>
      best.length === 0 ? 0 : round4(best.filter(fit).length / best.length);
    return {
      jobId: job.id,
      title: job.title,
      postedAt: job.posted_at,
      coverageScore: coverageOf(best.map((c) => c.score)),
      matchedResumes: matched,
      topMatches: best.map((c) => ({ resumeId: pool.ids[c.position], score: c.score })),
      missingSkillsTop: lackingSkills(
        pool,
        skills.filter((s) => s.required).map((s) => s.skill),
        best,
      ),
      locationFit: { matchRate: rate((c) => c.location === 1) },
      seniorityFit: { matchRate: rate((c) => c.seniority === 1) },
    };
  });
}

/** The organization's resumes as the coverage engine scans them, rebuilt only when a resume changes. */
export function resumePool(ctx: OperationContext): ResumePool {
  return cachedWhileResumesUnchanged(ctx.db, ctx.organizationId, 'coverage:resumes', () =>
    buildResumePool(resumesForCoverage(ctx.db, ctx.organizationId)),
  );
}

/** The required skills the best candidates lack, most often lacked first (all of them when there are none). */
function lackingSkills(pool: ResumePool, required: string[], best: Candidate[]): string[] {
  return required
    .map((skill): [string, number] => {
      if (best.length === 0) return [skill, 1];
      const code = pool.skillCodes.get(skill);
      const holders = code === undefined ? 0 : best.filter((c) => hasSkill(pool, c.position, code)).length;
      return [skill, best.length - holders];
    })
    .filter(([, lackedBy]) => lackedBy > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MISSING_SKILLS_LISTED)
    .map(([skill]) => skill);
}

/**
 * The coverage report from the scored jobs: labels by the threshold, the topK least covered jobs
 * first (then the most recently posted, then by id), and the summary over all open jobs.
 */
export function coverageReport(
  ctx: OperationContext,
  jobs: JobCoverage[],
  query: { topK: number; threshold: number },
): CoverageReport {
  const low = query.threshold;
  const high = Math.max(HIGH_COVERAGE_THRESHOLD, low);
  const labelled = jobs.map(({ postedAt, ...entry }) => ({
    postedAt,
    entry: { ...entry, coverageLabel: coverageLabel(entry.coverageScore, low, high) } as CoverageEntry,
  }));
  labelled.sort(
    (a, b) =>
      a.entry.coverageScore - b.entry.coverageScore ||
      b.postedAt - a.postedAt ||
      a.entry.jobId.localeCompare(b.entry.jobId),
  );
  const missing = new Map<string, number>();
  for (const { entry } of labelled)
    for (const skill of entry.missingSkillsTop) missing.set(skill, (missing.get(skill) ?? 0) + 1);
  return {
    generatedAt: iso(ctx.now()),
    parameters: { matchThreshold: MATCH_THRESHOLD, labelThresholds: { low, high } },
    summary: {
      totalJobs: jobs.length,
      lowCoverageJobs: labelled.filter((l) => l.entry.coverageLabel === 'low').length,
      topMissingSkills: [...missing]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, TOP_MISSING_SKILLS)
        .map(([skill]) => skill),
    },
    jobs: labelled.slice(0, query.topK).map((l) => l.entry),
  };
}
