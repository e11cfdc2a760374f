// Misspelt words of skills-list entries (main/domain/taxonomy/typos.ts): one edit from a word of a
// hand-written skill, read as that word when the entry then names one skill; English words near
// those words, and other endings, are meant as written.
import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';
import { NEAR_MISS_WORDS } from '../../../main/domain/taxonomy/lexicon';
import { nearMissWords, oneEditApart } from '../../../main/domain/taxonomy/typos';

describe('one edit apart', () => {
  it.each([
    ['pytoch', 'pytorch'], // a letter left out
    ['memcache', 'memcached'],
    ['kubernates', 'kubernetes'], // a letter changed
    ['terrafrom', 'terraform'], // neighbours swapped
    ['pythonn', 'python'], // a letter more
  ])('%s and %s', (a, b) => {
    expect(oneEditApart(a, b)).toBe(true);
    expect(oneEditApart(b, a)).toBe(true);
  });

  it.each([
    ['python', 'python'], // the same word
    ['maxima', 'maximo'], // another ending
    ['compiled', 'compiler'],
    ['algorhytms', 'algorithms'], // two edits
  ])('not %s and %s', (a, b) => {
    expect(oneEditApart(a, b)).toBe(false);
  });
});

describe('misspelt words of a skills-list entry', () => {
  it.each([
    // Written so in public resume.json files no fixture uses.
    ['Continious Integration', 'CI/CD'],
    ['Enbedded Systems', 'Embedded Systems'],
    ['PyToch', 'PyTorch'],
    ['Memcache', 'Memcached'],
    ['Github Actons', 'GitHub Actions'],
    ['Javascipt', 'JavaScript'],
    ['Pyhton', 'Python'],
    ['Kubernates', 'Kubernetes'],
  ])('%s → %s', (written, expected) => {
    expect(canonicalSkill(written)).toBe(expected);
  });

  it('reads an English word one edit from a skill word as written, also inflected', () => {
    expect(NEAR_MISS_WORDS).toContain('wedding'); // one edit from "welding"
    expect(canonicalSkill('Wedding')).toBeUndefined();
    expect(canonicalSkill('Weddings')).toBeUndefined();
    expect(canonicalSkill('Nesting')).toBeUndefined();
    expect(canonicalSkill('Compiled')).toBeUndefined();
    expect(canonicalSkill('Maxima')).toBeUndefined();
  });

  it('corrects one word only, and no word shorter than six letters', () => {
    expect(canonicalSkill('Continious Integraton')).toBeUndefined();
    expect(canonicalSkill('Recat')).toBeUndefined();
  });

  it('keeps the misspelling out of free text', () => {
    expect(extractSkills('Built services in Pyhton and Javascipt.')).toEqual([]);
    expect(recogniseEntry('Pyhton, Javascipt').skills).toEqual(['Python', 'JavaScript']);
  });

  it('finds the English words near a target among a word list, with their inflections', () => {
    // "compile" is one letter short of "compiler"; "welded" and "banana" are near nothing, "test" +
    // "ing" is a target itself, and "nesting" starts with another letter than "testing".
    const targets = new Set(['welding', 'compiler', 'testing']);
    expect(nearMissWords(['wedding', 'weld', 'banana', 'compile', 'test', 'nest'], targets)).toEqual([
      'compile',
      'wedding',
    ]);
  });
});
