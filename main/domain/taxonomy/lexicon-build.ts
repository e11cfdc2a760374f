// Builds the lexicon index from the written taxonomy: every key (a name, an alias or a generated
// spelling such as "frontend" for "front-end", as lowercased tokens joined by one space) with the skill
// that claims it, the vocabulary of compound tokens the tokenizer must keep whole, and the hand-written
// spellings of one-token keys. scripts/build-taxonomy.mjs runs it and writes the result to
// resources/taxonomy/generated/lexicon.json, which the app loads (lexicon.ts) instead of redoing this
// work at every start: tokenizing ~21,000 forms and their variants was most of the taxonomy's load
// time (issue #14). A test checks that the shipped file is what this gives today.

import { CATEGORIES, type GeneratedSkill, type RawSkill, type SkillExtension } from './data';
import { allKeys, tokenize } from './tokenize';
import { nearMissWords, typoTargets } from './typos';

/** A key that two different skills claim (a data error; tests assert there are none). */
export interface KeyConflict {
  key: string;
  skills: [string, string];
  /** "alias" for names and aliases as written, "variant" for generated spellings. */
  origin: 'alias' | 'variant';
}

/** The shape of resources/taxonomy/generated/lexicon.json. */
export interface LexiconIndex {
  /** Version of the generated part (scripts/build-taxonomy.mjs GENERATED_VERSION). */
  version: number;
  /** The skills of the sources, after the hand-written ones (ids count on from theirs). */
  generated: {
    names: string[];
    /** Index into CATEGORIES of each skill. */
    categories: number[];
    /** The distinct relatedRoles lists, and which one each skill has. */
    roleSets: string[][];
    roles: number[];
  };
  /** Every key, in the order the skills claimed them (the first claim wins). */
  keys: string[];
  /**
   * Skill id of each key; a key recognised only in skills lists holds the id's complement (~id, which
   * is negative). The others, in order, are the keys of the free-text index.
   */
  skills: number[];
  /** Tokens with inner punctuation ("node.js", "ci/cd") the free-text tokenizer keeps whole. */
  vocabulary: string[];
  /** The same for skills-list entries, which also know the tokens of list-only forms. */
  listVocabulary: string[];
  /** Hand-written spellings of each one-token key that has any: [key, spelling, spelling...]. */
  written: string[][];
  /**
   * One-word free-text keys that are also ordinary English words (source.ordinaryWords): only these
   * need context in prose when they name a non-technical skill ("communication", "accounting"), not
   * product names of such skills ("salesforce", "quickbooks").
   */
  ordinary: string[];
  /**
   * English words one edit from a word of a hand-written skill (source.ordinaryWords, typos.ts
   * nearMissWords): a skills list means them as written, never as a misspelling of that word.
   */
  nearMisses: string[];
  /**
   * Free-text keys of the generated disciplines (GeneratedSkill.discipline): read in prose in any case,
   * not only capitalised as the other generated keys; a one-word one by its ambiguity rule.
   */
  disciplines: string[];
  /**
   * List-only keys read as written (GeneratedSkill.exact: job-posting strings labelled by hand, "Petty
   * cash"): loose.ts reads them in another spelling or number, their words in order, but through none
   * of its looser steps, and learns no word swaps from them, so one labelled spelling reaches no
   * paraphrase the labeller never saw ("Account Creation" is no "Report Creation").
   */
  exact: string[];
}

/** The written taxonomy the index is built from (data.ts RAW_SKILLS and generated/skills.json). */
export interface LexiconSource {
  version: number;
  raw: readonly RawSkill[];
  generated: readonly GeneratedSkill[];
  extensions: readonly SkillExtension[];
  /**
   * Ordinary English words, lower case (the build's word lists: ESCO's lower-case words, WordNet's synset
   * members, the last words of O*NET's occupation titles).
   */
  ordinaryWords: ReadonlySet<string>;
  /** The near misses found among those lists before (LexiconIndex.nearMisses), when they are not given. */
  nearMisses?: readonly string[];
}

const INNER_JOIN_CODES = new Set([..."-/&'’_."].map((c) => c.charCodeAt(0)));

/** Whether a token splits into spelling variants: an inner "-", "." or "‐", and no leading dot. */
function splitsIntoVariants(token: string): boolean {
  if (token.charCodeAt(0) === 46) return false;
  for (let k = 1; k < token.length - 1; k++) {
    const c = token.charCodeAt(k);
    if (c === 45 || c === 46 || c === 0x2010) return true;
  }
  return false;
}

/** Spellings people use for a compound token: "front-end" → "front end" and "frontend". */
function variantsOf(tokens: readonly string[]): string[][] {
  // Most forms have no compound token: no arrays are built for them.
  if (!tokens.some(splitsIntoVariants)) return [];
  let results: string[][] = [[]];
  for (const token of tokens) {
    const options = [[token]];
    if (splitsIntoVariants(token)) {
      const parts = token.split(/[-.‐]/).filter(Boolean);
      if (parts.length > 1) options.push(parts, [parts.join('')]);
    }
    const next: string[][] = [];
    for (const r of results) for (const o of options) next.push([...r, ...o]);
    results = next.length > 16 ? next.slice(0, 16) : next;
  }
  return results.slice(1);
}

/** Whether a form is words of ASCII letters and digits with one space between them ("Capture One"). */
function isPlainWords(text: string): boolean {
  let afterSpace = true;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 32) {
      if (afterSpace) return false;
      afterSpace = true;
    } else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) afterSpace = false;
    else return false;
  }
  return !afterSpace;
}

/** The tokens of a written form, lowercased (plain words skip the tokenizer, which would cut them at spaces). */
function tokensOf(text: string): string[] {
  if (isPlainWords(text)) return text.toLowerCase().split(' ');
  tokenize(text, null);
  return allKeys();
}

/** A token the free-text tokenizer must keep whole: inner punctuation ("node.js", "ci/cd") or a leading dot. */
function isCompound(token: string): boolean {
  if (token.charCodeAt(0) === 46) return true;
  for (let k = 1; k < token.length - 1; k++) if (INNER_JOIN_CODES.has(token.charCodeAt(k))) return true;
  return false;
}

/**
 * Builds the index. Hand-written skills come first and win every name, alias and spelling they share
 * with a source; the forms the sources add to hand-written skills come next, then the sources' own
 * skills, then the generated spellings (so a written alias always wins over a variant).
 */
export function buildLexicon(source: LexiconSource): { index: LexiconIndex; conflicts: KeyConflict[] } {
  const { raw, generated, extensions } = source;
  const handCount = raw.length;
  const names = [...raw.map((s) => s.name), ...generated.map((s) => s.name)];
  const idByName = new Map<string, number>();
  names.forEach((name, id) => {
    if (!idByName.has(name.toLowerCase())) idByName.set(name.toLowerCase(), id);
  });

  const keyToSkill = new Map<string, number>();
  const freeTextKeys = new Set<string>();
  const disciplineKeys = new Set<string>();
  const exactKeys = new Set<string>();
  const vocabulary = new Set<string>();
  const listVocabulary = new Set<string>();
  const written = new Map<string, Set<string>>();
  const conflicts: KeyConflict[] = [];
  const pendingVariants: [string[], number, boolean, boolean][] = [];

  /** Adds a key unless one exists (the first skill to claim it keeps it); conflicts only between hand-written skills. */
  const addKey = (
    tokens: readonly string[],
    skill: number,
    origin: KeyConflict['origin'],
    freeText: boolean,
    exact = false,
  ) => {
    if (tokens.length === 0) return;
    const key = tokens.join(' ');
    const existing = keyToSkill.get(key);
    if (existing !== undefined) {
      if (existing !== skill && skill < handCount)
        conflicts.push({ key, skills: [names[existing], names[skill]], origin });
      return;
    }
    keyToSkill.set(key, skill);
    if (exact) exactKeys.add(key);
    if (freeText) freeTextKeys.add(key);
    if (freeText && skill >= handCount && generated[skill - handCount].discipline) disciplineKeys.add(key);
  };

  /** Adds a name or alias of a skill; `freeText` false: recognised in skills lists only; `exact`: as written. */
  const addForm = (skill: number, text: string, freeText: boolean, exact = false) => {
    const tokens = tokensOf(text);
    for (const token of tokens)
      if (isCompound(token)) {
        listVocabulary.add(token);
        if (freeText) vocabulary.add(token);
      }
    addKey(tokens, skill, 'alias', freeText, exact);
    if (skill < handCount) {
      const key = tokens.join(' ');
      const forms = written.get(key) ?? new Set<string>();
      forms.add(text.trim());
      written.set(key, forms);
    }
    for (const v of variantsOf(tokens)) pendingVariants.push([v, skill, freeText, exact]);
  };

  for (let id = 0; id < handCount; id++) {
    addForm(id, raw[id].name, true);
    for (const text of raw[id].aliases) addForm(id, text, true);
  }
  for (const extension of extensions) {
    const id = idByName.get(extension.name.toLowerCase());
    if (id === undefined) continue;
    for (const text of extension.text) addForm(id, text, true);
    for (const text of extension.list) addForm(id, text, false);
    for (const text of extension.exact ?? []) addForm(id, text, false, true);
  }
  generated.forEach((skill, index) => {
    for (const text of skill.text) addForm(handCount + index, text, true);
    for (const text of skill.list) addForm(handCount + index, text, false);
    for (const text of skill.exact ?? []) addForm(handCount + index, text, false, true);
  });
  for (const [tokens, skill, freeText, exact] of pendingVariants) {
    const key = tokens.join(' ');
    const existing = keyToSkill.get(key);
    if (existing === undefined || existing === skill) addKey(tokens, skill, 'variant', freeText, exact);
    else if (skill < handCount && existing < handCount)
      conflicts.push({ key, skills: [names[existing], names[skill]], origin: 'variant' });
  }

  const roleSets: string[][] = [];
  const roleSetIds = new Map<string, number>();
  const roles = generated.map((skill) => {
    const id = JSON.stringify(skill.relatedRoles);
    let set = roleSetIds.get(id);
    if (set === undefined) {
      set = roleSets.length;
      roleSets.push([...skill.relatedRoles]);
      roleSetIds.set(id, set);
    }
    return set;
  });
  const index: LexiconIndex = {
    version: source.version,
    generated: {
      names: generated.map((s) => s.name),
      categories: generated.map((s) => (CATEGORIES as readonly string[]).indexOf(s.category)),
      roleSets,
      roles,
    },
    keys: [...keyToSkill.keys()],
    skills: [...keyToSkill].map(([key, skill]) => (freeTextKeys.has(key) ? skill : ~skill)),
    vocabulary: [...vocabulary],
    listVocabulary: [...listVocabulary],
    written: [...written].filter(([key]) => !key.includes(' ')).map(([key, forms]) => [key, ...forms]),
    ordinary: [...freeTextKeys].filter((key) => source.ordinaryWords.has(key)).sort(),
    nearMisses: source.nearMisses
      ? [...source.nearMisses]
      : nearMissWords(source.ordinaryWords, typoTargets(source.raw)),
    disciplines: [...disciplineKeys].sort(),
    exact: [...exactKeys].sort(),
  };
  return { index, conflicts };
}

/** The index as the generator writes it: one line per part, so diffs stay readable. */
export function serialiseLexicon(index: LexiconIndex): string {
  const parts = Object.entries(index).map(
    ([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`,
  );
  return `{\n${parts.join(',\n')}\n}\n`;
}
