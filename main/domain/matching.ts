import { allLanguages, isSoftSkill, type Seniority } from './taxonomy';

/**
 * How well one resume fits one job, and what that says about a job's coverage by the pool. Used by
 * the coverage engine, the match lists and their brute-force references in the tests, so all score
 * alike.
 *
 * score = skills × (0.7 + 0.15 × seniority fit + 0.15 × location fit), rounded to 4 decimals, where
 * - skills = weight of the job's skills the resume has / weight of all the job's skills, a required
 *   skill weighing 1, a nice-to-have 0.5 and a soft skill (Communication, Teamwork...) 0.25 whether
 *   required or not;
 * - seniority fit = 1 for the same level, 0.5 for a neighbouring one, 0 otherwise;
 * - location fit = 1 when the job is fully remote or in the resume's city, 0.5 in its country,
 *   0 otherwise (or when either location is unknown).
 * The fits scale the skills instead of adding to them: a resume in the right city at the right
 * level with one skill of eight scores 0.125, not 0.39, so a job nobody has the skills for scores
 * low whatever the fits (calibrated on issue #12: with added fits every job's five best scored
 * 0.41-0.67 and no job was labelled low). A resume matches at MATCH_THRESHOLD (0.5): at least half
 * the job's skill weight with both fits, 0.72 of it with neither.
 */
export const SKILL_WEIGHT = 0.7;
export const SENIORITY_WEIGHT = 0.15;
export const LOCATION_WEIGHT = 0.15;
export const REQUIRED_WEIGHT = 1;
export const NICE_TO_HAVE_WEIGHT = 0.5;
/**
 * Soft skills weigh little rather than nothing (issue #12 item 3): nearly every job names a few and
 * nearly every resume claims some, so at full weight they lifted resumes without the job's hard
 * skills towards a match; at 0.25 they only separate resumes with the same hard skills, and a job
 * that names soft skills alone can still be matched.
 */
export const SOFT_SKILL_WEIGHT = 0.25;
/** Skill weights are whole multiples of 1 / WEIGHT_UNITS, so the engines add them as small integers. */
export const WEIGHT_UNITS = 4;

/** A job skill's weight in the score: soft 0.25, else required 1, nice-to-have 0.5. */
export function skillWeight(skill: string, required: boolean): number {
  if (isSoftSkill(skill)) return SOFT_SKILL_WEIGHT;
  return required ? REQUIRED_WEIGHT : NICE_TO_HAVE_WEIGHT;
}

/** skillWeight in WEIGHT_UNITS, an integer. */
export const skillUnits = (skill: string, required: boolean): number =>
  skillWeight(skill, required) * WEIGHT_UNITS;

const SPOKEN_LANGUAGES = new Set(allLanguages());

/**
 * Whether a skill is a spoken language (English, Hindi...; not Translation): resumes hold their
 * working languages among their skills so jobs naming a language can be matched, but a language is
 * not one of a resume's top skills, which the pool's languages report covers.
 */
export const isSpokenLanguage = (skill: string): boolean => SPOKEN_LANGUAGES.has(skill);
/**
 * A job's coverage is the mean score of its TOP_MATCHES best matching resumes (score at least the
 * match threshold), an empty slot counting 0: a job nobody matches covers 0, one with a single match
 * at most 0.2, and high coverage needs five strong matches.
 */
export const TOP_MATCHES = 5;
export const MISSING_SKILLS_LISTED = 5;

const LEVEL: Record<Seniority, number> = { Junior: 0, Mid: 1, Senior: 2 };

export const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

export function seniorityFit(job: Seniority | null, resume: Seniority | null): number {
  if (!job || !resume) return 0;
  const gap = Math.abs(LEVEL[job] - LEVEL[resume]);
  return gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
}

export interface Place {
  location: string | null;
  country: string | null;
}

export function locationFit(job: Place & { remote: boolean }, resume: Place): number {
  if (job.remote) return 1;
  if (job.location && resume.location && job.location === resume.location) return 1;
  if (job.country && resume.country && job.country === resume.country) return 0.5;
  return 0;
}

/** A score's three parts, in 4 decimals; see scoreParts. */
export interface ScoreParts {
  skills: number;
  seniority: number;
  location: number;
}

/**
 * The parts of matchScore(...) that add up to it: skills part 0.7 × skills, seniority part
 * 0.15 × seniority fit × skills, location part 0.15 × location fit × skills. In units of 0.0001 the
 * seniority and location parts are rounded and the skills part is the rest, so skills + seniority +
 * location, rounded to 4 decimals, is exactly the score (the score's rounding lands on skills).
 */
export function scoreParts(
  matchedWeight: number,
  totalWeight: number,
  seniority: number,
  location: number,
): ScoreParts {
  const skills = totalWeight > 0 ? matchedWeight / totalWeight : 0;
  const total = Math.round(matchScore(matchedWeight, totalWeight, seniority, location) * 10_000);
  const senior = Math.round(SENIORITY_WEIGHT * seniority * skills * 10_000);
  const place = Math.round(LOCATION_WEIGHT * location * skills * 10_000);
  return { skills: (total - senior - place) / 10_000, seniority: senior / 10_000, location: place / 10_000 };
}

export function matchScore(
  matchedWeight: number,
  totalWeight: number,
  seniority: number,
  location: number,
): number {
  const skills = totalWeight > 0 ? matchedWeight / totalWeight : 0;
  return round4(skills * (SKILL_WEIGHT + SENIORITY_WEIGHT * seniority + LOCATION_WEIGHT * location));
}

/** Mean of the best TOP_MATCHES scores of matching resumes, empty slots counting 0. */
export function coverageOf(topScores: number[]): number {
  let sum = 0;
  for (let i = 0; i < Math.min(TOP_MATCHES, topScores.length); i++) sum += topScores[i];
  return round4(sum / TOP_MATCHES);
}

export function coverageLabel(score: number, low: number, high: number): 'low' | 'medium' | 'high' {
  if (score < low) return 'low';
  return score >= high ? 'high' : 'medium';
}
