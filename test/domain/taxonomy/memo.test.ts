// The memos of skills-list recognition (boundedMemo in collections.ts): answers equal to a fresh computation, callers never
// share arrays, and the memory stays bounded whatever a long-running server is fed.
import { describe, expect, it } from 'vitest';
import { canonicalSkill, recogniseEntry } from '../../../main/domain/taxonomy';
import { entryMemo } from '../../../main/domain/taxonomy/entries';
import { canonicalMemo } from '../../../main/domain/taxonomy/extract';

describe('memoised skills-list recognition', () => {
  it('gives every caller its own arrays', () => {
    const first = recogniseEntry('Sass, Less and Go');
    first.skills.push('Mutated');
    first.unknown.push('mutated');
    const second = recogniseEntry('Sass, Less and Go');
    expect(second.skills).not.toContain('Mutated');
    expect(second.unknown).not.toContain('mutated');
    expect(second.skills).toEqual(['Sass', 'Less', 'Go']);
  });

  it('answers a repeated entry as the first time, known or not', () => {
    const entries = [
      'k8s',
      'Kubernetes (K8s)',
      'Professional skills',
      'Frontend',
      'HTML/CSS',
      'zzqx tool',
      '',
    ];
    const first = entries.map((e) => [recogniseEntry(e), canonicalSkill(e)]);
    const again = entries.map((e) => [recogniseEntry(e), canonicalSkill(e)]);
    expect(again).toEqual(first);
    expect(first[0]).toEqual([{ skills: ['Kubernetes'], unknown: [] }, 'Kubernetes']);
    expect(first[5]).toEqual([{ skills: [], unknown: ['zzqx tool'] }, undefined]);
  });

  it('stays bounded when fed many different strings', () => {
    for (let k = 0; k < 20_000; k++) {
      recogniseEntry(`unknown tool ${k}`);
      canonicalSkill(`Python ${k}`);
    }
    expect(entryMemo.size).toBeLessThanOrEqual(8192);
    expect(canonicalMemo.size).toBeLessThanOrEqual(8192);
  });
});
