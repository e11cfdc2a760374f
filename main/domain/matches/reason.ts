import type { MatchReason } from '../../contract';
import { scoreParts, skillWeight } from '../matching';
import { isSoftSkill, type Seniority } from '../taxonomy';

/** A job as a reason describes it. */
export interface ReasonJob {
  skills: ReadonlyArray<{ skill: string; required: boolean }>;
  seniority: Seniority | null;
  location: string | null;
  remote: boolean;
}

/** A resume as a reason describes it. */
export interface ReasonResume {
  skills: ReadonlySet<string>;
  seniority: Seniority | null;
  location: string | null;
  yearsExperience: number | null;
}

/**
 * Why a resume scores what it does for a job: the job's required and nice-to-have hard skills it
 * has and lacks, its soft skills (required or not) apart, both fits (computed by the ranking, passed in so they are the ones it used), years of
 * experience, and the score's parts (scoreParts), which add up to the ranking's score.
 */
export function matchReason(
  job: ReasonJob,
  resume: ReasonResume,
  fits: { seniority: number; location: number },
): MatchReason {
  const required = { matched: [] as string[], missing: [] as string[] };
  const niceToHave = { matched: [] as string[], missing: [] as string[] };
  const soft = { matched: [] as string[], missing: [] as string[] };
  let matchedWeight = 0;
  let totalWeight = 0;
  for (const { skill, required: isRequired } of job.skills) {
    const weight = skillWeight(skill, isRequired);
    totalWeight += weight;
    const has = resume.skills.has(skill);
    if (has) matchedWeight += weight;
    const kind = isSoftSkill(skill) ? soft : isRequired ? required : niceToHave;
    kind[has ? 'matched' : 'missing'].push(skill);
  }
  return {
    parts: scoreParts(matchedWeight, totalWeight, fits.seniority, fits.location),
    requiredSkills: required,
    niceToHaveSkills: niceToHave,
    softSkills: soft,
    seniority: { job: job.seniority, resume: resume.seniority, fit: fits.seniority as 0 | 0.5 | 1 },
    location: {
      job: job.location,
      remote: job.remote,
      resume: resume.location,
      fit: fits.location as 0 | 0.5 | 1,
    },
    yearsExperience: resume.yearsExperience,
  };
}
