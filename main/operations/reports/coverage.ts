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
  LOCATION_WEIGHT,
  MISSING_SKILLS_LISTED,
  matchScore,
  NICE_TO_HAVE_WEIGHT,
  REQUIRED_WEIGHT,
  round4,
  SENIORITY_WEIGHT,
  SKILL_WEIGHT,
  TOP_MATCHES,
} from '../../domain/matching';
import { openJobSkills, openJobsForCoverage, resumesForCoverage } from '../../store/reports/coverage';
import { iso, type OperationContext } from '../context';

export const TOP_MISSING_SKILLS = 10;

/** A job's coverage before the request's threshold labels it. */
export interface JobCoverage extends Omit<CoverageEntry, 'coverageLabel'> {
  postedAt: number;
}

/** Small integer codes for strings, so the inner loop compares numbers. */
class Codes {
  private readonly ids = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return -1;
    return getOrInsert(this.ids, value, () => this.ids.size);
  }
  /** The code of a value some resume has, or -2 (matches nothing) when none has it. */
  find(value: string | null): number {
    return value === null ? -1 : (this.ids.get(value) ?? -2);
  }
}

const LEVEL_CODE: Record<string, number> = { Junior: 0, Mid: 1, Senior: 2 };

/**
 * Scores every open job against every resume that shares one of its skills. Resumes are loaded
 * once into typed arrays (seniority, location and country as integer codes) with an inverted
 * index from skill to resume positions; each job adds its skill weights into one reused
 * Float64Array over the resumes its skills touch, so the cost follows the job's posting lists, not
 * the pool. Only resumes whose skill weight can reach matchThreshold are scored first; the rest
 * (scoring below the threshold) are scored only when fewer than TOP_MATCHES reach it. The scores
 * come from the same matchScore, seniorityFit and locationFit rules the reference uses.
 */
export function computeCoverage(ctx: OperationContext): JobCoverage[] {
  const resumes = resumesForCoverage(ctx.db, ctx.organizationId);
  const n = resumes.length;
  const locations = new Codes();
  const countries = new Codes();
  const level = new Int8Array(n);
  const location = new Int32Array(n);
  const country = new Int32Array(n);
  const skillSets: Array<Set<string> | undefined> = new Array(n);
  const lists = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const [, seniority, locationLabel, countryCode, packed] = resumes[i];
    level[i] = seniority === null ? -1 : (LEVEL_CODE[seniority] ?? -1);
    location[i] = locations.code(locationLabel);
    country[i] = countries.code(countryCode);
    if (!packed) continue;
    for (const skill of packed.split('|')) getOrInsert(lists, skill, () => []).push(i);
  }
  const postings = new Map([...lists].map(([skill, list]) => [skill, Int32Array.from(list)]));
  const skillsOf = (i: number): Set<string> => {
    skillSets[i] ??= new Set(resumes[i][4]?.split('|') ?? []);
    return skillSets[i];
  };

  const jobSkills = new Map<string, Array<{ skill: string; required: boolean }>>();
  for (const row of openJobSkills(ctx.db, ctx.organizationId)) {
    getOrInsert(jobSkills, row.job_id, () => []).push({ skill: row.skill, required: row.required === 1 });
  }

  // Skills most resumes have (English, Communication...): kept as sets too, so a job can add their
  // weight to the resumes it already touched instead of walking a list of tens of thousands.
  const commonThreshold = Math.max(64, n >> 4);
  const commonSets = new Map<string, Uint8Array>();
  const membership = (skill: string, list: Int32Array) =>
    getOrInsert(commonSets, skill, () => {
      const set = new Uint8Array(n);
      for (let k = 0; k < list.length; k++) set[list[k]] = 1;
      return set;
    });

  const accumulated = new Float64Array(n);
  const touched = new Int32Array(n);
  const byLevel = new Int32Array(n);
  let touchedCount = 0;
  const results: JobCoverage[] = [];

  /**
   * Adds the job's skill weights, rarest skill first. In the first pass a resume not yet touched
   * when the weight still to come is below strongWeight can never match, so from then on only
   * resumes already touched are updated (through a membership set for the most common skills).
   * The full pass (full = true) touches every resume sharing a skill.
   */
  const accumulate = (
    weights: Array<{ list: Int32Array; weight: number; skill: string }>,
    strongWeight: number,
    full: boolean,
  ) => {
    touchedCount = 0;
    let remaining = weights.reduce((sum, w) => sum + w.weight, 0);
    for (const { list, weight, skill } of weights) {
      if (full || remaining >= strongWeight) {
        for (let k = 0; k < list.length; k++) {
          const i = list[k];
          if (accumulated[i] === 0) touched[touchedCount++] = i;
          accumulated[i] += weight;
        }
      } else if (list.length > commonThreshold && list.length > touchedCount) {
        const set = membership(skill, list);
        for (let k = 0; k < touchedCount; k++) if (set[touched[k]] === 1) accumulated[touched[k]] += weight;
      } else {
        for (let k = 0; k < list.length; k++) if (accumulated[list[k]] > 0) accumulated[list[k]] += weight;
      }
      remaining -= weight;
    }
  };

  for (const job of openJobsForCoverage(ctx.db, ctx.organizationId)) {
    const skills = jobSkills.get(job.id) ?? [];
    const weights: Array<{ skill: string; weight: number; list: Int32Array }> = [];
    for (const { skill, required } of skills) {
      const list = postings.get(skill);
      if (list) weights.push({ skill, weight: required ? REQUIRED_WEIGHT : NICE_TO_HAVE_WEIGHT, list });
    }
    weights.sort((a, b) => a.list.length - b.list.length);
    const totalWeight = skills.reduce(
      (sum, s) => sum + (s.required ? REQUIRED_WEIGHT : NICE_TO_HAVE_WEIGHT),
      0,
    );
    const jobLevel = job.seniority_level === null ? -1 : (LEVEL_CODE[job.seniority_level] ?? -1);
    const jobLocation = locations.find(job.location_label);
    const jobCountry = countries.find(job.country);
    const remote = job.is_remote === 1;
    // Below this skill weight a resume cannot reach matchThreshold, whatever its fits (with a
    // margin for rounding).
    const strongWeight =
      ((MATCH_THRESHOLD - SENIORITY_WEIGHT - LOCATION_WEIGHT - 0.001) / SKILL_WEIGHT) * totalWeight;
    let matched = 0;
    // The best TOP_MATCHES candidates, kept sorted by score desc then resume id asc.
    let best: Array<{ i: number; score: number; seniority: number; location: number }> = [];
    const scoreOf = (i: number) => {
      const gap = jobLevel < 0 || level[i] < 0 ? -1 : Math.abs(jobLevel - level[i]);
      const seniority = gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
      const place =
        remote || (jobLocation >= 0 && location[i] === jobLocation)
          ? 1
          : jobCountry >= 0 && country[i] === jobCountry
            ? 0.5
            : 0;
      return { score: matchScore(accumulated[i], totalWeight, seniority, place), seniority, place };
    };
    const offer = (i: number, score: number, seniority: number, place: number) => {
      if (best.length === TOP_MATCHES) {
        const worst = best[TOP_MATCHES - 1];
        if (score < worst.score || (score === worst.score && resumes[i][0] > resumes[worst.i][0])) return;
        best.pop();
      }
      let at = best.length;
      while (
        at > 0 &&
        (best[at - 1].score < score ||
          (best[at - 1].score === score && resumes[best[at - 1].i][0] > resumes[i][0]))
      ) {
        at--;
      }
      best.splice(at, 0, { i, score, seniority, location: place });
    };
    /**
     * Walks the touched resumes by skill weight, highest first (weights are multiples of 0.5, so
     * a counting sort). At a weight whose score is at least matchThreshold whatever the fits,
     * every resume is counted without scoring; at one where no fit can reach it, none is; only
     * the band between is scored one by one. Resumes are offered to the top matches only while
     * their best possible score could still enter them.
     */
    const walk = (countMatches: boolean, minimumWeight: number) => {
      // Only resumes at or above minimumWeight take part: gathered, then sorted by weight.
      let count = 0;
      for (let k = 0; k < touchedCount; k++)
        if (accumulated[touched[k]] >= minimumWeight) byLevel[count++] = touched[k];
      const levels = Math.round(totalWeight * 2) + 1;
      const starts = new Int32Array(levels + 1);
      for (let k = 0; k < count; k++) starts[((accumulated[byLevel[k]] * 2) | 0) + 1]++;
      for (let l = 1; l <= levels; l++) starts[l] += starts[l - 1];
      const fill = starts.slice();
      const sorted = new Int32Array(count);
      for (let k = 0; k < count; k++) sorted[fill[(accumulated[byLevel[k]] * 2) | 0]++] = byLevel[k];
      for (let l = levels - 1; l >= 1; l--) {
        if (starts[l + 1] === starts[l]) continue;
        const weight = l / 2;
        const highest = matchScore(weight, totalWeight, 1, 1);
        const lowest = matchScore(weight, totalWeight, 0, 0);
        const full = best.length === TOP_MATCHES && best[TOP_MATCHES - 1].score > highest;
        if (countMatches && lowest >= MATCH_THRESHOLD) matched += starts[l + 1] - starts[l];
        if (full && (!countMatches || lowest >= MATCH_THRESHOLD)) continue;
        if (full && highest < MATCH_THRESHOLD) break;
        for (let k = starts[l]; k < starts[l + 1]; k++) {
          const i = sorted[k];
          const { score, seniority, place } = scoreOf(i);
          if (countMatches && lowest < MATCH_THRESHOLD && score >= MATCH_THRESHOLD) matched++;
          if (!full) offer(i, score, seniority, place);
        }
      }
    };

    accumulate(weights, strongWeight, false);
    walk(true, strongWeight);
    if (best.length < TOP_MATCHES || best[TOP_MATCHES - 1].score < MATCH_THRESHOLD) {
      // Fewer than TOP_MATCHES matches: resumes that cannot match may still fill the top matches,
      // so walk again over every resume sharing a skill (the match count is already exact).
      for (let k = 0; k < touchedCount; k++) accumulated[touched[k]] = 0;
      best = [];
      accumulate(weights, strongWeight, true);
      walk(false, 0);
    }
    for (let k = 0; k < touchedCount; k++) accumulated[touched[k]] = 0;

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
