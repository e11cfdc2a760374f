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
  /** What the pool was indexed from, for the next resume write to patch. */
  columns: ResumeColumns;
  size: number;
  ids: string[];
  /** The resume's rank in id order, which breaks ties between equal scores. */
  idRank: Int32Array;
  profiles: FitProfile[];
  skillCodes: Map<string, number>;
  /** The profile (index into profiles) of the resume at each position. */
  profileAt: Int32Array;
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
 * The resumes decoded once, in ascending id order: what a pool is indexed from, and what a resume
 * write patches (patchResumeColumns) instead of decoding 100,000 resumes again. Profiles and skills
 * are coded through dictionaries that only grow, so a patched pool may know a profile or skill no
 * resume has any more (no runs, no holders), which every reader already meets for rare ones.
 */
export interface ResumeColumns {
  ids: string[];
  /** Row r's fit profile, a code into profiles. */
  profileOf: Int32Array;
  profiles: Array<{ key: string; profile: FitProfile }>;
  profileCodes: Map<string, number>;
  skillCodes: Map<string, number>;
  /** Row r's skill codes are skills[skillStart[r] .. skillStart[r + 1]). */
  skillStart: Int32Array;
  skills: Int32Array;
}

/** Decodes resumes (ascending id order) with copies of base's dictionaries, or new ones. */
export function decodeResumes(
  resumes: readonly CoverageResume[],
  base?: Pick<ResumeColumns, 'profiles' | 'profileCodes' | 'skillCodes'>,
): ResumeColumns {
  const size = resumes.length;
  const profiles = base ? [...base.profiles] : [];
  const profileCodes = new Map(base?.profileCodes);
  const skillCodes = new Map(base?.skillCodes);
  const ids: string[] = new Array(size);
  const profileOf = new Int32Array(size);
  const skillStart = new Int32Array(size + 1);
  let codes = new Int32Array(size * 16);
  let count = 0;
  // Plain get-then-set rather than getOrInsert: 1.5 million lookups at 100,000 resumes, where a
  // closure per lookup showed in the profile.
  for (let r = 0; r < size; r++) {
    const [id, seniority, location, country, packed] = resumes[r];
    ids[r] = id;
    const key = `${nullable(seniority)}${nullable(country)}${nullable(location)}`;
    let profile = profileCodes.get(key);
    if (profile === undefined) {
      profile =
        profiles.push({ key, profile: { seniority: seniority as Seniority | null, location, country } }) - 1;
      profileCodes.set(key, profile);
    }
    profileOf[r] = profile;
    if (packed) {
      for (const skill of packed.split('|')) {
        let code = skillCodes.get(skill);
        if (code === undefined) {
          code = skillCodes.size;
          skillCodes.set(skill, code);
        }
        if (count === codes.length) {
          const grown = new Int32Array(codes.length * 2 + 16);
          grown.set(codes);
          codes = grown;
        }
        codes[count++] = code;
      }
    }
    skillStart[r + 1] = count;
  }
  return { ids, profileOf, profiles, profileCodes, skillCodes, skillStart, skills: codes.slice(0, count) };
}

/**
 * The columns after resume writes: the rows of `changed` ids dropped, `current` (those of them
 * that still exist, as they are now, ascending id order) merged in by id. Idempotent: patching
 * with rows already in the columns leaves them as they are.
 */
export function patchResumeColumns(
  columns: ResumeColumns,
  changed: ReadonlySet<string>,
  current: readonly CoverageResume[],
): ResumeColumns {
  const added = decodeResumes(current, columns);
  const kept: number[] = [];
  let keptSkills = 0;
  for (let r = 0; r < columns.ids.length; r++) {
    if (changed.has(columns.ids[r])) continue;
    kept.push(r);
    keptSkills += columns.skillStart[r + 1] - columns.skillStart[r];
  }
  const size = kept.length + added.ids.length;
  const ids: string[] = new Array(size);
  const profileOf = new Int32Array(size);
  const skillStart = new Int32Array(size + 1);
  const skills = new Int32Array(keptSkills + added.skills.length);
  let i = 0;
  let j = 0;
  for (let r = 0; r < size; r++) {
    const fromOld = j === added.ids.length || (i < kept.length && columns.ids[kept[i]] < added.ids[j]);
    const source = fromOld ? columns : added;
    const row = fromOld ? kept[i++] : j++;
    ids[r] = source.ids[row];
    profileOf[r] = source.profileOf[row];
    let at = skillStart[r];
    for (let k = source.skillStart[row]; k < source.skillStart[row + 1]; k++) skills[at++] = source.skills[k];
    skillStart[r + 1] = at;
  }
  return { ...added, ids, profileOf, skillStart, skills };
}

/**
 * Builds the pool from resumes in ascending id order. A resume's skills are distinct (they are
 * derived as a set), so a holder appears once among a skill's postings.
 */
export function buildResumePool(resumes: readonly CoverageResume[]): ResumePool {
  return indexResumes(decodeResumes(resumes));
}

/** The pool over decoded resumes: typed-array passes only, tens of milliseconds at 100,000 resumes. */
export function indexResumes(columns: ResumeColumns): ResumePool {
  const size = columns.ids.length;
  const found = columns.profiles;
  // Profiles sorted by seniority, country, city; positions by profile, then id.
  const sorted = found.map((_, code) => code).sort((a, b) => (found[a].key < found[b].key ? -1 : 1));
  const profileRank = new Int32Array(found.length);
  sorted.forEach((code, rank) => {
    profileRank[code] = rank;
  });
  const profileOf = columns.profileOf.map((code) => profileRank[code]);
  const order = countingSort(profileOf, found.length);

  const ids: string[] = new Array(size);
  const skillStart = new Int32Array(size + 1);
  const resumeSkills = new Int32Array(columns.skills.length);
  for (let p = 0; p < size; p++) {
    const row = order[p];
    ids[p] = columns.ids[row];
    let at = skillStart[p];
    for (let k = columns.skillStart[row]; k < columns.skillStart[row + 1]; k++)
      resumeSkills[at++] = columns.skills[k];
    skillStart[p + 1] = at;
  }
  const { skillCodes } = columns;
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
  const positionProfile = new Int32Array(size);
  for (let p = 0; p < size; p++) positionProfile[p] = profileOf[order[p]];
  // At most one run per posting; trimmed below.
  const runStarts = new Int32Array(postings.length + 1);
  const runProfiles = new Int32Array(postings.length);
  let runs = 0;
  for (let c = 0; c < skills; c++) {
    let previous = -1;
    for (let k = postingStart[c]; k < postingStart[c + 1]; k++) {
      const profile = positionProfile[postings[k]];
      if (profile !== previous) {
        runStarts[runs] = k;
        runProfiles[runs++] = profile;
        previous = profile;
      }
    }
    skillRuns[c + 1] = runs;
  }
  runStarts[runs] = postings.length;

  const holders: Array<Uint32Array | undefined> = new Array(skills);
  for (let c = 0; c < skills; c++) {
    if ((postingStart[c + 1] - postingStart[c]) * 32 < size) continue;
    const bits = new Uint32Array((size + 31) >>> 5);
    for (let k = postingStart[c]; k < postingStart[c + 1]; k++)
      bits[postings[k] >>> 5] |= 1 << (postings[k] & 31);
    holders[c] = bits;
  }
  return {
    columns,
    size,
    ids,
    idRank: order,
    profiles: sorted.map((code) => found[code].profile),
    profileAt: positionProfile,
    skillCodes,
    skillRuns,
    runStart: runStarts.slice(0, runs + 1),
    runProfile: runProfiles.slice(0, runs),
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
