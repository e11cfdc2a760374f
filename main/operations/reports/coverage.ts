import {
  type CoverageEntry,
  type CoverageReport,
  type CoverageReportQuery,
  HIGH_COVERAGE_THRESHOLD,
  MATCH_THRESHOLD,
} from '../../contract';
import { getOrInsert } from '../../domain/collections';
import { type Candidate, JobMatcher } from '../../domain/coverage/job-matcher';
import { hasSkill, holderCount, type ResumePool } from '../../domain/coverage/resume-pool';
import { coverageLabel, coverageOf, MISSING_SKILLS_LISTED, round4 } from '../../domain/matching';
import { isSoftSkill, type Seniority } from '../../domain/taxonomy';
import { openJobSkills, openJobsForCoverage } from '../../store/reports/coverage';
import { iso, type OperationContext } from '../context';
import { resumePool } from './resume-pool';

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
    const required = skills.filter((s) => s.required).map((s) => s.skill);
    const rate = (fit: (c: Candidate) => boolean) =>
      best.length === 0 ? 0 : round4(best.filter(fit).length / best.length);
    return {
      jobId: job.id,
      title: job.title,
      company: job.company,
      location: job.is_remote === 1 ? 'Remote' : job.location_label,
      postedAt: job.posted_at,
      coverageScore: coverageOf(best.map((c) => c.score)),
      matchedResumes: matched,
      topMatches: best.map((c) => ({ resumeId: pool.ids[c.position], score: c.score })),
      missingSkillsTop: lackingSkills(
        pool,
        required.filter((skill) => !isSoftSkill(skill)),
        best,
      ),
      missingSoftSkillsTop: lackingSkills(pool, required.filter(isSoftSkill), best),
      locationFit: { matchRate: rate((c) => c.location === 1) },
      seniorityFit: { matchRate: rate((c) => c.seniority === 1) },
    };
  });
}

/**
 * The required skills the best matches lack, most often lacked first; for a job nobody matches,
 * its required skills fewest resumes hold first (what stands between the job and a match).
 */
function lackingSkills(pool: ResumePool, required: string[], best: Candidate[]): string[] {
  const lacked = required.map((skill): [string, number] => {
    const code = pool.skillCodes.get(skill);
    if (best.length === 0) return [skill, -(code === undefined ? 0 : holderCount(pool, code))];
    const holders = code === undefined ? 0 : best.filter((c) => hasSkill(pool, c.position, code)).length;
    return [skill, best.length - holders];
  });
  return lacked
    .filter(([, lackedBy]) => best.length === 0 || lackedBy > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MISSING_SKILLS_LISTED)
    .map(([skill]) => skill);
}

type CoverageQuery = Pick<CoverageReportQuery, 'topK' | 'threshold' | 'q' | 'label' | 'sort' | 'offset'>;
type Labelled = { postedAt: number; entry: CoverageEntry };

const byNewest = (a: Labelled, b: Labelled) =>
  b.postedAt - a.postedAt || (a.entry.jobId < b.entry.jobId ? -1 : a.entry.jobId > b.entry.jobId ? 1 : 0);

const ORDERS: Record<CoverageQuery['sort'], (a: Labelled, b: Labelled) => number> = {
  leastCovered: (a, b) => a.entry.coverageScore - b.entry.coverageScore || byNewest(a, b),
  mostCovered: (a, b) => b.entry.coverageScore - a.entry.coverageScore || byNewest(a, b),
  newest: byNewest,
  title: (a, b) => a.entry.title.localeCompare(b.entry.title, 'en') || byNewest(a, b),
  fewestMatches: (a, b) => a.entry.matchedResumes - b.entry.matchedResumes || byNewest(a, b),
  mostMatches: (a, b) => b.entry.matchedResumes - a.entry.matchedResumes || byNewest(a, b),
};

/**
 * The coverage report from the scored jobs: labels by the threshold; the summary over all open jobs
 * (lowCoverageJobs counts the jobs labelled low, so the headline and the labels agree); then the
 * jobs the search keeps (q in title, company or location, ignoring case; label), sorted (least
 * covered first by default, ties newest first, then by id), topK of them from offset.
 */
export function coverageReport(
  ctx: OperationContext,
  jobs: JobCoverage[],
  query: CoverageQuery,
): CoverageReport {
  const low = query.threshold;
  const high = Math.max(HIGH_COVERAGE_THRESHOLD, low);
  const labelled: Labelled[] = jobs.map(({ postedAt, ...entry }) => ({
    postedAt,
    entry: { ...entry, coverageLabel: coverageLabel(entry.coverageScore, low, high) },
  }));
  const mostMissed = (of: (entry: CoverageEntry) => string[]) => {
    const missing = new Map<string, number>();
    for (const { entry } of labelled)
      for (const skill of of(entry)) missing.set(skill, (missing.get(skill) ?? 0) + 1);
    return [...missing]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_MISSING_SKILLS)
      .map(([skill]) => skill);
  };
  const text = query.q?.toLowerCase();
  const listed = labelled.filter(
    ({ entry }) =>
      (query.label === undefined || entry.coverageLabel === query.label) &&
      (text === undefined ||
        [entry.title, entry.company, entry.location].some((field) => field?.toLowerCase().includes(text))),
  );
  listed.sort(ORDERS[query.sort]);
  return {
    generatedAt: iso(ctx.now()),
    parameters: { matchThreshold: MATCH_THRESHOLD, labelThresholds: { low, high } },
    summary: {
      totalJobs: jobs.length,
      lowCoverageJobs: labelled.filter((l) => l.entry.coverageLabel === 'low').length,
      topMissingSkills: mostMissed((entry) => entry.missingSkillsTop),
      topMissingSoftSkills: mostMissed((entry) => entry.missingSoftSkillsTop),
    },
    listedJobs: listed.length,
    jobs: listed.slice(query.offset, query.offset + query.topK).map((l) => l.entry),
  };
}
