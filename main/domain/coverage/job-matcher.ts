import {
  locationFit,
  matchScore,
  type Place,
  seniorityFit,
  skillUnits,
  TOP_MATCHES,
  WEIGHT_UNITS,
} from '../matching';
import type { Seniority } from '../taxonomy';
import type { ResumePool } from './resume-pool';

/** What a job asks of a resume. */
export interface CoverageJob extends Place {
  skills: ReadonlyArray<{ skill: string; required: boolean }>;
  seniority: Seniority | null;
  remote: boolean;
}

/** A scored candidate: its pool position, score, and seniority and location fits (0, 0.5 or 1). */
export interface Candidate {
  position: number;
  score: number;
  seniority: number;
  location: number;
}

export interface JobMatches {
  /** Resumes that score at least the match threshold. */
  matched: number;
  /** The TOP_MATCHES best of them, by score desc then id asc. */
  best: Candidate[];
}

/**
 * Skill weights are counted in WEIGHT_UNITS (skillUnits: required 4, nice-to-have 2, soft 1), so a
 * resume's matched weight is a small integer. Seniority and location fits are 0, 0.5 or 1 each; a fit pair is
 * coded as 3 × (2 × seniority) + 2 × location, 0..8. A job's scores are one table over (matched
 * weight, fit pair) filled from matchScore itself, so every score is exactly the rule's.
 */
const FITS = 9;

/**
 * Scores jobs against a resume pool, one job at a time, reusing its buffers across jobs.
 *
 * A job's candidates are the resumes holding one of its skills. The pool's runs of holders are
 * first sorted by fit pair (every resume of a run has the same), and each fit pair is scanned on
 * its own: its resumes' matched weights are added up rarest skill first. A resume of that pair
 * matches only from a least weight `strong` on, so once the weight of the skills still to come is
 * below it, a resume not yet touched can never match: the remaining (common) skills only add to
 * the resumes already touched, either along the skill's holders or, when fewer resumes are
 * touched than hold it, by a bitset test per touched resume that also drops those that can no
 * longer reach `strong`. The better the fit, the lower `strong`, so the many resumes that fit
 * badly are walked through few of the job's skills. Only matches are ranked: a job's coverage
 * counts its matching resumes alone (matching.ts).
 */
export class JobMatcher {
  /** Per resume, its matched weight in units (at most 4 per distinct skill of the job), 0 if untouched. */
  private readonly weight: Uint16Array;
  /** The resumes with a weight, in the order they were touched. */
  private readonly touched: Int32Array;
  /** The job's fit pair per profile, -1 until needed. */
  private readonly fits: Int8Array;
  private scores = new Float64Array(0);
  private job!: CoverageJob;
  /** The job's skills that some resume holds: code and weight. */
  private codes: number[] = [];
  private weights: number[] = [];
  /**
   * The runs of the job's skills grouped by (fit pair, skill): group g = pair × skills + skill
   * has runs groupRuns[groupStart[g] .. groupEnd[g]) holding groupLength[g] resumes.
   */
  private groupStart = new Int32Array(0);
  private groupEnd = new Int32Array(0);
  private groupLength = new Int32Array(0);
  private groupRuns = new Int32Array(0);
  private matched = 0;
  private readonly bestPosition = new Int32Array(TOP_MATCHES);
  private readonly bestScore = new Float64Array(TOP_MATCHES);
  private readonly bestFit = new Int8Array(TOP_MATCHES);
  private bestCount = 0;

  constructor(
    private readonly pool: ResumePool,
    private readonly matchThreshold: number,
  ) {
    this.weight = new Uint16Array(pool.size);
    // One spare slot: the branch-free touch writes a position before knowing it is new.
    this.touched = new Int32Array(pool.size + 1);
    this.fits = new Int8Array(pool.profiles.length);
  }

  /** Where every match goes too, when the caller wants them all (rankResumes). */
  private all: Candidate[] | undefined;

  /** The job's matches: how many and the best few; with `all`, every match is pushed to it as well. */
  match(job: CoverageJob, all?: Candidate[]): JobMatches {
    this.job = job;
    this.all = all;
    this.codes = [];
    this.weights = [];
    let total = 0;
    for (const { skill, required } of job.skills) {
      const units = skillUnits(skill, required);
      total += units;
      const code = this.pool.skillCodes.get(skill);
      if (code !== undefined) {
        this.codes.push(code);
        this.weights.push(units);
      }
    }
    this.fillScores(total);
    this.fits.fill(-1);
    this.groupRunsByFit();
    this.matched = 0;
    this.bestCount = 0;
    for (let fit = 0; fit < FITS; fit++) {
      let strong = 1;
      while (strong <= total && this.scores[strong * FITS + fit] < this.matchThreshold) strong++;
      this.scan(fit, strong);
    }
    const best: Candidate[] = [];
    for (let b = 0; b < this.bestCount; b++) {
      const fit = this.bestFit[b];
      best.push({
        position: this.bestPosition[b],
        score: this.bestScore[b],
        seniority: Math.floor(fit / 3) / 2,
        location: (fit % 3) / 2,
      });
    }
    return { matched: this.matched, best };
  }

  /** scores[w × FITS + fit] for every matched weight w in 0..total units. */
  private fillScores(total: number): void {
    const cells = (total + 1) * FITS;
    if (this.scores.length < cells) this.scores = new Float64Array(cells);
    for (let w = 0; w <= total; w++) {
      for (let fit = 0; fit < FITS; fit++) {
        this.scores[w * FITS + fit] = matchScore(
          w / WEIGHT_UNITS,
          total / WEIGHT_UNITS,
          Math.floor(fit / 3) / 2,
          (fit % 3) / 2,
        );
      }
    }
  }

  /** The job's fit pair with a profile, from the seniorityFit and locationFit rules. */
  private fitOf(profile: number): number {
    let fit = this.fits[profile];
    if (fit < 0) {
      const resume = this.pool.profiles[profile];
      fit = 3 * 2 * seniorityFit(this.job.seniority, resume.seniority) + 2 * locationFit(this.job, resume);
      this.fits[profile] = fit;
    }
    return fit;
  }

  /**
   * Sorts the runs of the job's skills into (fit pair, skill) groups in one pass: group (fit, s)
   * fills runs from fit × runs + (runs of the skills before s), room enough for all of s's runs.
   */
  private groupRunsByFit(): void {
    const { skillRuns, runStart, runProfile } = this.pool;
    const { codes, fits } = this;
    const skills = codes.length;
    const groups = FITS * skills;
    if (this.groupStart.length < groups) {
      this.groupStart = new Int32Array(groups);
      this.groupEnd = new Int32Array(groups);
      this.groupLength = new Int32Array(groups);
    }
    let runs = 0;
    for (const code of codes) runs += skillRuns[code + 1] - skillRuns[code];
    if (this.groupRuns.length < FITS * runs) this.groupRuns = new Int32Array(FITS * runs);
    const { groupStart, groupEnd, groupLength, groupRuns } = this;
    let before = 0;
    for (let s = 0; s < skills; s++) {
      for (let fit = 0; fit < FITS; fit++) {
        const group = fit * skills + s;
        groupStart[group] = groupEnd[group] = fit * runs + before;
        groupLength[group] = 0;
      }
      const code = codes[s];
      for (let r = skillRuns[code]; r < skillRuns[code + 1]; r++) {
        const profile = runProfile[r];
        const fit = fits[profile] >= 0 ? fits[profile] : this.fitOf(profile);
        const group = fit * skills + s;
        groupRuns[groupEnd[group]++] = r;
        groupLength[group] += runStart[r + 1] - runStart[r];
      }
      before += skillRuns[code + 1] - skillRuns[code];
    }
  }

  /**
   * Counts and ranks the resumes of one fit pair whose matched weight reaches floor (1: every
   * candidate). Skills are taken rarest first (among the pair's resumes); a skill's holders are
   * all walked while the weight of the skills left (its own included) can still lift an untouched
   * resume to floor.
   */
  private scan(fit: number, floor: number): void {
    const { postings, runStart, holders } = this.pool;
    const { weight, touched, groupStart, groupEnd, groupLength, groupRuns, codes, weights } = this;
    const skills = codes.length;
    const order: number[] = [];
    let remaining = 0;
    for (let s = 0; s < skills; s++) {
      if (groupLength[fit * skills + s] === 0) continue;
      order.push(s);
      remaining += weights[s];
    }
    if (remaining < floor) return;
    order.sort((a, b) => groupLength[fit * skills + a] - groupLength[fit * skills + b]);
    let touchedCount = 0;
    for (const s of order) {
      const group = fit * skills + s;
      const w = weights[s];
      const bits = holders[codes[s]];
      if (remaining >= floor) {
        for (let g = groupStart[group]; g < groupEnd[group]; g++) {
          const end = runStart[groupRuns[g] + 1];
          for (let k = runStart[groupRuns[g]]; k < end; k++) {
            const p = postings[k];
            const before = weight[p];
            // Branch-free: about half the holders are new, which a branch would mispredict.
            touched[touchedCount] = p;
            touchedCount += (before - 1) >>> 31;
            weight[p] = before + w;
          }
        }
      } else if (bits !== undefined && touchedCount < groupLength[group]) {
        // Also drops the resumes that can no longer reach floor, so later skills test fewer.
        const after = remaining - w;
        let kept = 0;
        for (let k = 0; k < touchedCount; k++) {
          const p = touched[k];
          const sum = weight[p] + ((bits[p >>> 5] >>> (p & 31)) & 1) * w;
          const keep = (floor - 1 - sum - after) >>> 31;
          weight[p] = sum * keep;
          touched[kept] = p;
          kept += keep;
        }
        touchedCount = kept;
      } else {
        // Along the holders, adding to touched ones only (an untouched weight of 0 stays 0).
        for (let g = groupStart[group]; g < groupEnd[group]; g++) {
          const end = runStart[groupRuns[g] + 1];
          for (let k = runStart[groupRuns[g]]; k < end; k++) {
            const p = postings[k];
            const before = weight[p];
            weight[p] = before + ((-before >> 31) & w);
          }
        }
      }
      remaining -= w;
    }
    this.rank(fit, floor, touchedCount);
  }

  /** Scores the touched resumes reaching floor, clearing the weights for the next scan. */
  private rank(fit: number, floor: number, touchedCount: number): void {
    const { weight, touched, scores } = this;
    for (let k = 0; k < touchedCount; k++) {
      const p = touched[k];
      const w = weight[p];
      weight[p] = 0;
      if (w < floor) continue;
      const score = scores[w * FITS + fit];
      if (score >= this.matchThreshold) {
        this.matched++;
        this.all?.push({ position: p, score, seniority: Math.floor(fit / 3) / 2, location: (fit % 3) / 2 });
      }
      this.offer(p, score, fit);
    }
  }

  /** Keeps the TOP_MATCHES best, by score desc then id asc. */
  private offer(position: number, score: number, fit: number): void {
    const { bestPosition, bestScore, bestFit } = this;
    const { idRank } = this.pool;
    if (this.bestCount === TOP_MATCHES) {
      const last = TOP_MATCHES - 1;
      if (
        score < bestScore[last] ||
        (score === bestScore[last] && idRank[position] > idRank[bestPosition[last]])
      ) {
        return;
      }
      this.bestCount--;
    }
    let at = this.bestCount;
    while (
      at > 0 &&
      (bestScore[at - 1] < score ||
        (bestScore[at - 1] === score && idRank[bestPosition[at - 1]] > idRank[position]))
    ) {
      bestPosition[at] = bestPosition[at - 1];
      bestScore[at] = bestScore[at - 1];
      bestFit[at] = bestFit[at - 1];
      at--;
    }
    bestPosition[at] = position;
    bestScore[at] = score;
    bestFit[at] = fit;
    this.bestCount++;
  }
}
