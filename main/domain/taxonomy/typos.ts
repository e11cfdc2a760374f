// Misspelt words of skills-list entries ("Continious Integration", "PyToch", "Enbedded Systems",
// "Memcache"), the last step of recognising one: a word one edit (a letter left out, added, changed,
// or two neighbours swapped) from a word of a hand-written skill's name or alias, with the same first
// letter, read as that word when the entry so corrected is a skill, and only one skill is reached.
//
// A misspelling is told from a different word by what it is not: not a word of the hand-written
// skills, and not an English word one edit from one of theirs ("wedding" is not "welding", "nesting"
// not "testing"). The build finds those English words among its word lists (nearMissWords) and ships
// them in the lexicon index; the words people write otherwise are never remembered here.

import type { RawSkill } from './data';

/** Shortest word read as a misspelling: shorter words are one edit from too many others. */
const MIN_TYPO_LENGTH = 6;

/** The words of the hand-written names and aliases a misspelling may be of: letters only, six or more. */
export function typoTargets(raw: readonly RawSkill[]): Set<string> {
  const out = new Set<string>();
  for (const skill of raw)
    for (const form of [skill.name, ...skill.aliases])
      for (const word of form.toLowerCase().split(/[^a-z]+/))
        if (word.length >= MIN_TYPO_LENGTH) out.add(word);
  return out;
}

/**
 * Whether two different words are one edit apart (Damerau: a neighbour swap is one edit). Not a
 * changed last letter: another ending is another word more often than a slip ("Maxima" and "Maximo",
 * "compiled" and "compiler").
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (i === a.length - 1) return false;
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i); // one letter more
}

/** Each word with one letter left out. */
function deletions(word: string): string[] {
  const out: string[] = [];
  for (let k = 0; k < word.length; k++) out.push(word.slice(0, k) + word.slice(k + 1));
  return out;
}

/** Targets by themselves and by each of their deletions (a symmetric-deletion index). */
function targetIndex(targets: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const add = (key: string, target: string) => {
    const list = index.get(key);
    if (!list) index.set(key, [target]);
    else if (!list.includes(target)) list.push(target);
  };
  for (const target of targets) {
    add(target, target);
    for (const d of deletions(target)) add(d, target);
  }
  return index;
}

/** The targets one edit from a word, with its first letter. */
function targetsNear(index: Map<string, string[]>, word: string): string[] {
  const found = new Set<string>();
  for (const key of [word, ...deletions(word)])
    for (const target of index.get(key) ?? [])
      if (target[0] === word[0] && oneEditApart(word, target)) found.add(target);
  return [...found];
}

/**
 * The English words one edit from a target that are no target themselves: words a skills list means
 * as written, never as misspellings (the build runs this over its word lists).
 */
export function nearMissWords(english: Iterable<string>, targets: ReadonlySet<string>): string[] {
  const index = targetIndex(targets);
  const out = new Set<string>();
  for (const word of english) {
    // Lemmas of four letters or more: shorter ones are mostly abbreviations, whose "-ing" forms
    // ("cdoing") are no words.
    if (!/^[a-z]+$/.test(word) || word.length < MIN_TYPO_LENGTH - 2) continue;
    // The word lists hold lemmas: "compile" is there, "compiled" and "compiling" are written too.
    const stem = word.replace(/e$/, '');
    for (const form of new Set([word, `${word}s`, `${word}es`, `${stem}ed`, `${stem}ing`]))
      if (form.length >= MIN_TYPO_LENGTH && !targets.has(form) && targetsNear(index, form).length > 0)
        out.add(form);
  }
  return [...out].sort();
}

/** What the corrector needs: the targets' index and the English words near them, built on first use. */
export interface Corrector {
  index: Map<string, string[]>;
  targets: Set<string>;
  nearMisses: ReadonlySet<string>;
}

/**
 * The entry with its one misspelt word corrected, for each word of it a correction may be of; the
 * caller looks each up. A word is a possible misspelling when it is letters only, six or more, no
 * target and no English word near one (nearMisses holds their inflections too: "weddings").
 */
export function spellingCorrections(written: string, corrector: Corrector): string[] {
  const words = written.trim().split(/\s+/);
  if (words.length > 4) return [];
  const out: string[] = [];
  words.forEach((written, k) => {
    const word = written.toLowerCase();
    if (word.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(word) || corrector.targets.has(word)) return;
    if (corrector.nearMisses.has(word)) return;
    for (const target of targetsNear(corrector.index, word))
      out.push(words.toSpliced(k, 1, target).join(' '));
  });
  return out;
}

/** The corrector over the hand-written skills, with the build's English words near them. */
export function corrector(raw: readonly RawSkill[], nearMisses: ReadonlySet<string>): Corrector {
  const targets = typoTargets(raw);
  return { index: targetIndex(targets), targets, nearMisses };
}
