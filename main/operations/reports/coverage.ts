import {
  type CoverageEntry,
  type CoverageReport,
  HIGH_COVERAGE_THRESHOLD,
  MATCH_THRESHOLD,
} from '../../contract';
import { getOrInsert } from '../../domain/collections';
import {
  coverageLabel,
  coverageOf,
  locationFit,
  MISSING_SKILLS_LISTED,
  matchScore,
  NICE_TO_HAVE_WEIGHT,
  REQUIRED_WEIGHT,
  round4,
  seniorityFit,
  TOP_MATCHES,
} from '../../domain/matching';
import type { Seniority } from '../../domain/taxonomy';
import { openJobSkills, openJobsForCoverage, resumesForCoverage } from '../../store/reports/coverage';
import { iso, type OperationContext } from '../context';

export const TOP_MISSING_SKILLS = 10;

/** A job's coverage before the request's threshold labels it. */
export interface JobCoverage extends Omit<CoverageEntry, 'coverageLabel'> {
  postedAt: number;
}

/**
 * Scores every open job against every resume that shares one of its skills. Resumes are loaded
 * once into arrays, with an inverted index from skill to resume positions; each job then adds its
 * skill weights into one reused Float64Array over the resumes its skills touch, so the cost is the
 * size of the job's posting lists, not the size of the pool.
 */
export function computeCoverage(ctx: OperationContext): JobCoverage[] {
  const resumes = resumesForCoverage(ctx.db, ctx.organizationId);
  const n = resumes.length;
  const skillSets: Array<Set<string> | undefined> = new Array(n);
  const postings = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const packed = resumes[i][4];
    if (!packed) continue;
    for (const skill of packed.split('|')) getOrInsert(postings, skill, () => []).push(i);
  }
  const skillsOf = (i: number): Set<string> => {
    skillSets[i] ??= new Set(resumes[i][4]?.split('|') ?? []);
    return skillSets[i];
  };

  const jobSkills = new Map<string, Array<{ skill: string; required: boolean }>>();
  for (const row of openJobSkills(ctx.db, ctx.organizationId)) {
    getOrInsert(jobSkills, row.job_id, () => []).push({ skill: row.skill, required: row.required === 1 });
  }

  const accumulated = new Float64Array(n);
  const touched: number[] = [];
  const results: JobCoverage[] = [];
  for (const job of openJobsForCoverage(ctx.db, ctx.organizationId)) {
    const skills = jobSkills.get(job.id) ?? [];
    let totalWeight = 0;
    for (const { skill, required } of skills) {
      const weight = required ? REQUIRED_WEIGHT : NICE_TO_HAVE_WEIGHT;
      totalWeight += weight;
      for (const i of postings.get(skill) ?? []) {
        if (accumulated[i] === 0) touched.push(i);
        accumulated[i] += weight;
      }
    }
    const place = { location: job.location_label, country: job.country, remote: job.is_remote === 1 };
    const jobLevel = job.seniority_level as Seniority | null;
    let matched = 0;
    // The best TOP_MATCHES candidates, kept sorted by score desc then resume id asc.
    const best: Array<{ i: number; score: number; seniority: number; location: number }> = [];
    for (const i of touched) {
      const seniority = seniorityFit(jobLevel, resumes[i][1] as Seniority | null);
      const location = locationFit(place, { location: resumes[i][2], country: resumes[i][3] });
      const score = matchScore(accumulated[i], totalWeight, seniority, location);
      accumulated[i] = 0;
      if (score >= MATCH_THRESHOLD) matched++;
      if (best.length === TOP_MATCHES) {
        const worst = best[TOP_MATCHES - 1];
        if (score < worst.score || (score === worst.score && resumes[i][0] > resumes[worst.i][0])) continue;
        best.pop();
      }
      let at = best.length;
      while (
        at > 0 &&
        (best[at - 1].score < score ||
          (best[at - 1].score === score && resumes[best[at - 1].i][0] > resumes[i][0]))
      )
        at--;
      best.splice(at, 0, { i, score, seniority, location });
    }
    touched.length = 0;

    const requiredSkills = skills.filter((s) => s.required).map((s) => s.skill);
    const lacking = requiredSkills
      .map(
        (skill) =>
          [skill, best.length === 0 ? 1 : best.filter((b) => !skillsOf(b.i).has(skill)).length] as [
            string,
            number,
          ],
      )
      .filter(([, lackedBy]) => lackedBy > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MISSING_SKILLS_LISTED)
      .map(([skill]) => skill);
    const rate = (fit: (b: (typeof best)[number]) => boolean) =>
      best.length === 0 ? 0 : round4(best.filter(fit).length / best.length);
    results.push({
      jobId: job.id,
      title: job.title,
      postedAt: job.posted_at,
      coverageScore: coverageOf(best.map((b) => b.score)),
      matchedResumes: matched,
      topMatches: best.map((b) => ({ resumeId: resumes[b.i][0], score: b.score })),
      missingSkillsTop: lacking,
      locationFit: { matchRate: rate((b) => b.location === 1) },
      seniorityFit: { matchRate: rate((b) => b.seniority === 1) },
    });
  }
  return results;
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
