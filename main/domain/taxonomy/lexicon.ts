// Lookup structures built once at module load from the taxonomy data: the skills with their category
// and role families (hand-written first, then the ones generated from ESCO and O*NET); every key (a name, an alias or a generated spelling such as "frontend" for
// "front-end", as lowercased tokens) in a Map for skills lists and in a hash table plus bit sets for
// free-text extraction; and the vocabulary of compound tokens the tokenizer must keep whole.

import { CATEGORIES, GENERATED_SKILLS, RAW_ROLE_FAMILIES, RAW_SKILLS, SKILL_EXTENSIONS } from './data';
import { allKeys, hashKey, tokenize } from './tokenize';

export interface Skill {
  id: number;
  name: string;
  category: string;
  /** Index into CATEGORIES. */
  categoryIndex: number;
  relatedRoleIds: readonly string[];
  /** Role family display names, e.g. "Software Engineering". */
  relatedRoles: readonly string[];
}

/** A key that two different skills claim (a data error; tests assert there are none). */
export interface KeyConflict {
  key: string;
  skills: [string, string];
  /** "alias" for names and aliases as written, "variant" for generated spellings. */
  origin: 'alias' | 'variant';
}

const roleNameById = new Map(RAW_ROLE_FAMILIES.map((r) => [r.id, r.name]));
const categoryIndex = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

export const SKILLS: readonly Skill[] = [...RAW_SKILLS, ...GENERATED_SKILLS].map((raw, id) => ({
  id,
  name: raw.name,
  category: raw.category,
  categoryIndex: categoryIndex.get(raw.category) ?? -1,
  relatedRoleIds: raw.relatedRoles,
  relatedRoles: raw.relatedRoles.map((r) => roleNameById.get(r) ?? r),
}));
/** Skills with an id below this are hand-written; the others come from the open sources. */
export const HAND_WRITTEN_COUNT = RAW_SKILLS.length;

/** Lowercased canonical name → skill (a hand-written name wins over a generated one). */
export const SKILL_BY_NAME = new Map<string, Skill>();
for (const s of SKILLS)
  if (!SKILL_BY_NAME.has(s.name.toLowerCase())) SKILL_BY_NAME.set(s.name.toLowerCase(), s);

/**
 * Token n-gram (tokens joined by one space) → skill id, for every name, alias and variant, including
 * the generated forms recognised only in skills lists (which are not in the free-text index below).
 */
export const KEY_TO_SKILL = new Map<string, number>();
/** First token of a key → the largest number of tokens of any key starting with it. */
export const FIRST_TOKEN_MAX = new Map<string, number>();
/** Tokens with inner punctuation ("node.js", "ci/cd", "front-end") that the tokenizer keeps whole in free text. */
export const VOCABULARY = new Set<string>();
/**
 * The same for skills-list entries: also the tokens of forms recognised only in lists, kept out of
 * VOCABULARY so the thousands of generated list-only forms do not slow the free-text tokenizer.
 */
export const LIST_VOCABULARY = new Set<string>();
/** Keys of names and aliases as written (not generated variants), e.g. for short-key case rules. */
export const WRITTEN_FORMS = new Map<string, Set<string>>();
export const KEY_CONFLICTS: KeyConflict[] = [];

/** One key of the extraction index. */
export interface KeyEntry {
  key: string;
  tokens: readonly string[];
  skill: number;
  /**
   * A generated form (ESCO, O*NET): in free text its first token must not be written in lower case,
   * so "capture one" in prose is not the product Capture One.
   */
  cased: boolean;
}
/** Every key (names, aliases, variants), in the order they were added. */
export const KEYS: KeyEntry[] = [];
/**
 * Key indices by hash, an open-addressing table: hashKey of the token for one-token keys, pairHash
 * folded over the token hashes for longer keys. Extraction looks candidates up by the hashes the
 * tokenizer computed and compares their characters with the text, so it never builds strings for the
 * n-grams it tries. Sized when the keys are known (below).
 */
export let TABLE_HASH = new Int32Array(0);
export let TABLE_KEY = new Int32Array(0);
export let TABLE_MASK = 0;
const keyHashes: number[] = [];

export function slotOf(hash: number): number {
  return Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) & TABLE_MASK;
}

/** Longest key in tokens; bounds the n-gram scan. */
export let MAX_KEY_TOKENS = 1;

/**
 * Bit sets that let extraction skip ordinary words without building their strings: SINGLE_BITS holds
 * the hash of every one-token key ("python"), PAIR_BITS the combined hash of the first two tokens of
 * every longer key ("machine learning"), NGRAM_BITS the combined hash of all its tokens. 2^18 bits
 * each keep false hits near 1%.
 */
export const SINGLE_BITS = new Uint32Array(1 << 13);
/** The hash of the first token of every key: a word with no bit here starts no key (most words). */
export const FIRST_BITS = new Uint32Array(1 << 13);
export const PAIR_BITS = new Uint32Array(1 << 13);
/** Combined hash (pairHash folded over the tokens) of every key of two or more tokens. */
export const NGRAM_BITS = new Uint32Array(1 << 13);
const BIT_MASK = (1 << 18) - 1;

export function bitOf(hash: number): number {
  return (hash ^ (hash >>> 17)) & BIT_MASK;
}

/** Combined hash of two consecutive tokens. */
export function pairHash(first: number, second: number): number {
  return (Math.imul(first, 0x2c1b3c6d) ^ second) | 0;
}

function setBit(bits: Uint32Array, hash: number): void {
  const bit = bitOf(hash);
  bits[bit >>> 5] |= 1 << (bit & 31);
}

/**
 * Adds a key unless one exists (the first skill to claim a key keeps it). `freeText` false: the key is
 * recognised in skills lists only. Conflicts are recorded between hand-written skills only; a generated
 * form that a hand-written skill (or an earlier source entry) already claims is simply not added.
 */
function addKey(
  tokens: readonly string[],
  skill: number,
  origin: 'alias' | 'variant',
  freeText = true,
): void {
  if (tokens.length === 0) return;
  const key = tokens.join(' ');
  const existing = KEY_TO_SKILL.get(key);
  if (existing !== undefined) {
    if (existing !== skill && skill < HAND_WRITTEN_COUNT)
      KEY_CONFLICTS.push({ key, skills: [SKILLS[existing].name, SKILLS[skill].name], origin });
    return;
  }
  KEY_TO_SKILL.set(key, skill);
  if (!freeText) return;
  const first = tokens[0];
  FIRST_TOKEN_MAX.set(first, Math.max(FIRST_TOKEN_MAX.get(first) ?? 0, tokens.length));
  let h = hashKey(first);
  setBit(FIRST_BITS, h);
  if (tokens.length === 1) setBit(SINGLE_BITS, h);
  else {
    setBit(PAIR_BITS, pairHash(h, hashKey(tokens[1])));
    for (let k = 1; k < tokens.length; k++) h = pairHash(h, hashKey(tokens[k]));
    setBit(NGRAM_BITS, h);
  }
  KEYS.push({ key, tokens, skill, cased: skill >= HAND_WRITTEN_COUNT });
  keyHashes.push(h);
  if (tokens.length > MAX_KEY_TOKENS) MAX_KEY_TOKENS = tokens.length;
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

/**
 * The tokens of a written form, lowercased. Most forms are plain words, which the tokenizer would cut at
 * the spaces: those skip it, so the taxonomy loads faster.
 */
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

const pendingVariants: [string[], number, boolean][] = [];

/** Adds a name or alias of a skill; `freeText` false: recognised in skills lists only. */
function addForm(skill: number, text: string, freeText: boolean): void {
  const tokens = tokensOf(text);
  for (const token of tokens)
    if (isCompound(token)) {
      LIST_VOCABULARY.add(token);
      if (freeText) VOCABULARY.add(token);
    }
  addKey(tokens, skill, 'alias', freeText);
  if (skill < HAND_WRITTEN_COUNT) {
    const key = tokens.join(' ');
    const written = WRITTEN_FORMS.get(key) ?? new Set<string>();
    written.add(text.trim());
    WRITTEN_FORMS.set(key, written);
  }
  for (const v of variantsOf(tokens)) pendingVariants.push([v, skill, freeText]);
}

/** Every written form, hand-written skills first, then the forms the sources add, then the sources' skills. */
function addForms(): void {
  for (let id = 0; id < HAND_WRITTEN_COUNT; id++) {
    const raw = RAW_SKILLS[id];
    addForm(id, raw.name, true);
    for (const text of raw.aliases) addForm(id, text, true);
  }
  for (const extension of SKILL_EXTENSIONS) {
    const skill = SKILL_BY_NAME.get(extension.name.toLowerCase());
    if (!skill) continue;
    for (const text of extension.text) addForm(skill.id, text, true);
    for (const text of extension.list) addForm(skill.id, text, false);
  }
  for (let index = 0; index < GENERATED_SKILLS.length; index++) {
    const raw = GENERATED_SKILLS[index];
    const skill = HAND_WRITTEN_COUNT + index;
    for (const text of raw.text) addForm(skill, text, true);
    for (const text of raw.list) addForm(skill, text, false);
  }
  // Variants come after all written forms, so a written alias always wins over a generated spelling.
  for (const [tokens, skill, freeText] of pendingVariants) {
    const key = tokens.join(' ');
    const existing = KEY_TO_SKILL.get(key);
    if (existing === undefined || existing === skill) addKey(tokens, skill, 'variant', freeText);
    else if (skill < HAND_WRITTEN_COUNT && existing < HAND_WRITTEN_COUNT)
      KEY_CONFLICTS.push({ key, skills: [SKILLS[existing].name, SKILLS[skill].name], origin: 'variant' });
  }
  pendingVariants.length = 0;
}
addForms();

// The hash table over all keys, at most half full.
{
  let size = 1024;
  while (size < KEYS.length * 2) size *= 2;
  TABLE_MASK = size - 1;
  TABLE_HASH = new Int32Array(size);
  TABLE_KEY = new Int32Array(size).fill(-1);
  keyHashes.forEach((hash, index) => {
    let slot = slotOf(hash);
    while (TABLE_KEY[slot] !== -1) slot = (slot + 1) & TABLE_MASK;
    TABLE_HASH[slot] = hash;
    TABLE_KEY[slot] = index;
  });
}
