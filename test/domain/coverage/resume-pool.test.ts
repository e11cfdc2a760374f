import { describe, expect, it } from 'vitest';
import {
  buildResumePool,
  type CoverageResume,
  hasSkill,
  indexResumes,
  patchResumeColumns,
  type ResumePool,
} from '../../../main/domain/coverage/resume-pool';
import { rankResumes } from '../../../main/domain/matches/rank-resumes';

const resumes: CoverageResume[] = [
  ['res_01', 'Senior', 'Paris', 'FR', 'Go|SQL'],
  ['res_02', 'Junior', null, 'DE', 'SQL'],
  ['res_03', 'Senior', 'Paris', 'FR', null],
  ['res_04', null, null, null, 'Go|Rust|SQL'],
  ['res_05', 'Senior', 'Paris', 'FR', 'SQL|Rust'],
];

describe('buildResumePool', () => {
  const pool = buildResumePool(resumes);

  it('groups positions by profile and keeps each resume, its id rank and its skills', () => {
    expect(pool.size).toBe(5);
    expect(pool.profiles).toHaveLength(3);
    // The three Paris seniors share a profile, so their positions are side by side, in id order.
    const paris = ['res_01', 'res_03', 'res_05'].map((id) => pool.ids.indexOf(id));
    expect(paris[1] - paris[0]).toBe(1);
    expect(paris[2] - paris[1]).toBe(1);
    for (let p = 0; p < pool.size; p++) {
      const [id, , , , skills] = resumes[pool.idRank[p]];
      expect(pool.ids[p]).toBe(id);
      for (const skill of ['Go', 'SQL', 'Rust']) {
        const code = pool.skillCodes.get(skill)!;
        expect(hasSkill(pool, p, code), `${id} ${skill}`).toBe(skills?.split('|').includes(skill) ?? false);
      }
    }
  });

  it('splits each skill into runs of one profile that together hold every holder once', () => {
    for (const [skill, code] of pool.skillCodes) {
      const holders: string[] = [];
      for (let r = pool.skillRuns[code]; r < pool.skillRuns[code + 1]; r++) {
        const positions = [...pool.postings.subarray(pool.runStart[r], pool.runStart[r + 1])];
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const p of positions) {
          const [, seniority, location, country] = resumes[pool.idRank[p]];
          expect(pool.profiles[pool.runProfile[r]]).toEqual({ seniority, location, country });
          holders.push(pool.ids[p]);
        }
      }
      const expected = resumes.filter((r) => r[4]?.split('|').includes(skill)).map((r) => r[0]);
      expect(holders.sort()).toEqual(expected);
    }
  });

  it('keeps a bitset of holders for skills common enough', () => {
    const sql = pool.skillCodes.get('SQL')!;
    const bits = pool.holders[sql]!;
    const holders = pool.ids.filter((_, p) => (bits[p >>> 5] >>> (p & 31)) & 1);
    expect(holders.sort()).toEqual(['res_01', 'res_02', 'res_04', 'res_05']);
  });

  it('is empty for no resumes', () => {
    const empty = buildResumePool([]);
    expect(empty.size).toBe(0);
    expect(empty.postings).toHaveLength(0);
  });
});

/** What a pool's index says about each resume, by id: its skills and, through their runs, its fit profile. */
function contents(pool: ResumePool) {
  const names = [...pool.skillCodes.keys()];
  return pool.ids
    .map((id, p) => {
      const k = pool.postings.indexOf(p);
      const run = pool.runStart.findIndex((start, r) => start <= k && k < pool.runStart[r + 1]);
      return {
        id,
        profile: k < 0 ? undefined : pool.profiles[pool.runProfile[run]],
        skills: names.filter((name) => hasSkill(pool, p, pool.skillCodes.get(name)!)).sort(),
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

describe('patchResumeColumns', () => {
  const after: CoverageResume[] = [
    ['res_01', 'Senior', 'Paris', 'FR', 'Go|SQL'],
    // res_02 deleted; res_03 edited into a new profile with a new skill.
    ['res_03', 'Mid', 'Lyon', 'FR', 'Kotlin|SQL'],
    ['res_04', null, null, null, 'Go|Rust|SQL'],
    ['res_045', 'Junior', null, 'DE', 'Rust'],
    ['res_05', 'Senior', 'Paris', 'FR', 'SQL|Rust'],
    ['res_06', 'Senior', 'Paris', 'FR', 'Go'],
  ];
  const changed = new Set(['res_02', 'res_03', 'res_045', 'res_06']);
  const current = after.filter(([id]) => changed.has(id));
  const patched = indexResumes(patchResumeColumns(buildResumePool(resumes).columns, changed, current));
  const rebuilt = buildResumePool(after);

  it('gives the pool a build from the rows as they are now gives', () => {
    expect(patched.size).toBe(after.length);
    expect(contents(patched)).toEqual(contents(rebuilt));
    // Ids in rank order are ascending: ties between equal scores still break by id.
    const ranked = patched.ids.map((id, p) => [patched.idRank[p], id] as const).sort((a, b) => a[0] - b[0]);
    expect(ranked.map(([, id]) => id)).toEqual(after.map(([id]) => id));
  });

  it('ranks a job exactly as the rebuilt pool does', () => {
    for (const job of [
      {
        skills: [{ skill: 'SQL', required: true }],
        seniority: 'Senior' as const,
        location: 'Paris',
        country: 'FR',
        remote: false,
      },
      {
        skills: [
          { skill: 'Rust', required: true },
          { skill: 'Go', required: false },
        ],
        seniority: null,
        location: null,
        country: 'DE',
        remote: false,
      },
      {
        skills: [{ skill: 'Kotlin', required: true }],
        seniority: 'Mid' as const,
        location: null,
        country: null,
        remote: true,
      },
      { skills: [], seniority: null, location: null, country: null, remote: true },
    ]) {
      const ids = (pool: ResumePool) =>
        rankResumes(pool, job, 0.1).map((r) => [pool.ids[r.position], r.score, r.seniority, r.location]);
      expect(ids(patched)).toEqual(ids(rebuilt));
    }
  });

  it('is idempotent: patching again with the same rows changes nothing', () => {
    const twice = indexResumes(patchResumeColumns(patched.columns, changed, current));
    expect(contents(twice)).toEqual(contents(rebuilt));
  });
});
