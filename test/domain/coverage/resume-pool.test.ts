import { describe, expect, it } from 'vitest';
import { buildResumePool, type CoverageResume, hasSkill } from '../../../main/domain/coverage/resume-pool';

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
