import { getOrInsert } from '../collections';
import type { Place } from '../matching';
import type { Seniority } from '../taxonomy';

/** A resume as job coverage reads it: id, seniority, city, country, and its skills '|'-joined. */
export type CoverageResume = readonly [
  id: string,
  seniority: string | null,
  location: string | null,
  country: string | null,
  skills: string | null,
];

/** What decides a resume's seniority and location fit with any job. */
export interface FitProfile extends Place {
  seniority: Seniority | null;
}

/**
 * The resumes in the shape the coverage engine scans, all typed arrays, built once and kept while
 * the resumes are unchanged. Resumes share a few hundred fit profiles (seniority, city, country),
 * and a job fits every resume of a profile alike; so positions 0..size-1 group resumes by profile
 * (similar profiles side by side), each skill's holders come in runs of one profile, and a job
 * sorts whole runs by how well they fit instead of looking at each resume. Grouping also keeps a
 * job's memory accesses close together.
 */
export interface ResumePool {
  size: number;
  ids: string[];
  /** The resume's rank in id order, which breaks ties between equal scores. */
  idRank: Int32Array;
  profiles: FitProfile[];
  skillCodes: Map<string, number>;
  /** Skill c's holders are runs skillRuns[c] .. skillRuns[c + 1] - 1. */
  skillRuns: Int32Array;
  /** Run r is postings[runStart[r] .. runStart[r + 1]), ascending positions of profile runProfile[r]. */
  runStart: Int32Array;
  runProfile: Int32Array;
  postings: Int32Array;
  /** Resume p's skill codes are resumeSkills[skillStart[p] .. skillStart[p + 1]). */
  skillStart: Int32Array;
  resumeSkills: Int32Array;
  /**
   * A bitset of holders (bit p of word p >>> 5) for each skill held by at least 1/32 of the pool,
   * where it is no larger than the posting list: a job can then ask "has it?" of the few resumes
   * still in the running instead of walking tens of thousands of holders.
   */
  holders: Array<Uint32Array | undefined>;
}

const nullable = (value: string | null) => (value === null ? '\u0001' : `\u0002${value}`);

/**
 * Builds the pool from resumes in ascending id order. A resume's skills are distinct (they are
 * derived as a set), so a holder appears once among a skill's postings.
 */
export function buildResumePool(resumes: readonly CoverageResume[]): ResumePool {
  const size = resumes.length;
  const keys = new Map<string, number>();
  const found: Array<{ key: string; profile: FitProfile }> = [];
  const rowProfile = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const [, seniority, location, country] = resumes[i];
    const key = `${nullable(seniority)}${nullable(country)}${nullable(location)}`;
    rowProfile[i] = getOrInsert(
      keys,
      key,
      () => found.push({ key, profile: { seniority: seniority as Seniority | null, location, country } }) - 1,
    );
  }
  // Profiles sorted by seniority, country, city; positions by profile, then id.
  const sorted = found.map((_, code) => code).sort((a, b) => (found[a].key < found[b].key ? -1 : 1));
  const profileRank = new Int32Array(found.length);
  sorted.forEach((code, rank) => {
    profileRank[code] = rank;
  });
  const profileOf = rowProfile.map((code) => profileRank[code]);
  const order = countingSort(profileOf, found.length);

  const ids: string[] = new Array(size);
  const skillCodes = new Map<string, number>();
  const skillStart = new Int32Array(size + 1);
  const codes: number[] = [];
  for (let p = 0; p < size; p++) {
    const [id, , , , packed] = resumes[order[p]];
    ids[p] = id;
    if (packed) {
      for (const skill of packed.split('|'))
        codes.push(getOrInsert(skillCodes, skill, () => skillCodes.size));
    }
    skillStart[p + 1] = codes.length;
  }
  const resumeSkills = Int32Array.from(codes);
  const skills = skillCodes.size;

  const postingStart = new Int32Array(skills + 1);
  for (const code of resumeSkills) postingStart[code + 1]++;
  for (let c = 0; c < skills; c++) postingStart[c + 1] += postingStart[c];
  const postings = new Int32Array(resumeSkills.length);
  const fill = postingStart.slice(0, skills);
  for (let p = 0; p < size; p++) {
    for (let k = skillStart[p]; k < skillStart[p + 1]; k++) postings[fill[resumeSkills[k]]++] = p;
  }

  // Positions ascend by profile, so each skill's postings split into runs where the profile changes.
  const skillRuns = new Int32Array(skills + 1);
  const runStarts: number[] = [];
  const runProfiles: number[] = [];
  for (let c = 0; c < skills; c++) {
    for (let k = postingStart[c]; k < postingStart[c + 1]; k++) {
      const profile = profileOf[order[postings[k]]];
      if (k === postingStart[c] || profile !== runProfiles[runProfiles.length - 1]) {
        runStarts.push(k);
        runProfiles.push(profile);
      }
    }
    skillRuns[c + 1] = runStarts.length;
  }
  runStarts.push(postings.length);

  const holders: Array<Uint32Array | undefined> = new Array(skills);
  for (let c = 0; c < skills; c++) {
    if ((postingStart[c + 1] - postingStart[c]) * 32 < size) continue;
    const bits = new Uint32Array((size + 31) >>> 5);
    for (let k = postingStart[c]; k < postingStart[c + 1]; k++)
      bits[postings[k] >>> 5] |= 1 << (postings[k] & 31);
    holders[c] = bits;
  }
  return {
    size,
    ids,
    idRank: order,
    profiles: sorted.map((code) => found[code].profile),
    skillCodes,
    skillRuns,
    runStart: Int32Array.from(runStarts),
    runProfile: Int32Array.from(runProfiles),
    postings,
    skillStart,
    resumeSkills,
    holders,
  };
}

/** Indexes 0..keys.length-1 ordered by key (keys in 0..range-1), ascending within a key. */
function countingSort(keys: Int32Array, range: number): Int32Array {
  const start = new Int32Array(range + 1);
  for (const key of keys) start[key + 1]++;
  for (let k = 0; k < range; k++) start[k + 1] += start[k];
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[start[keys[i]]++] = i;
  return order;
}

/** Whether the resume at a position has the skill (by code). */
export function hasSkill(pool: ResumePool, position: number, skillCode: number): boolean {
  for (let k = pool.skillStart[position]; k < pool.skillStart[position + 1]; k++) {
    if (pool.resumeSkills[k] === skillCode) return true;
  }
  return false;
}

/** How many resumes have the skill (by code). */
export function holderCount(pool: ResumePool, skillCode: number): number {
  return pool.runStart[pool.skillRuns[skillCode + 1]] - pool.runStart[pool.skillRuns[skillCode]];
}
