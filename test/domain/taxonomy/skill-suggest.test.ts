import { describe, expect, it } from 'vitest';
import { canonicalSkill } from '../../../main/domain/taxonomy';
import { matchSkills } from '../../../main/domain/taxonomy/suggest';

describe('taxonomy: resolving and suggesting skill names for filters', () => {
  it('resolves aliases, case and stray spaces to the canonical name', () => {
    expect(canonicalSkill('k8s')).toBe('Kubernetes');
    expect(canonicalSkill('K8S')).toBe('Kubernetes');
    expect(canonicalSkill('kubernetes')).toBe('Kubernetes');
    expect(canonicalSkill('reactjs')).toBe('React');
    expect(canonicalSkill('Python ')).toBe('Python');
    expect(canonicalSkill('Kubernet')).toBeUndefined();
  });

  it('ranks an exact alias first and names it, then names and aliases that start with the text', () => {
    const byRank = (q: string) => matchSkills(q).sort((a, b) => a.rank - b.rank);
    expect(byRank('k8s')[0]).toMatchObject({
      name: 'Kubernetes',
      rank: 0,
      alias: expect.stringMatching(/^k8s$/i),
    });
    const kub = byRank('Kub');
    expect(kub[0]).toMatchObject({ name: 'Kubernetes', rank: 1 });
    expect(kub[0].alias).toBeUndefined();
    // A later word of a name: "learning" finds Machine Learning.
    expect(matchSkills('learning').map((m) => m.name)).toContain('Machine Learning');
    expect(matchSkills('   ')).toEqual([]);
    // Each skill once, at its best rank.
    const names = matchSkills('java').map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
