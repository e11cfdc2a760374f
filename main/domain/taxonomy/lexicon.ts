// Lookup structures of the taxonomy, wired at module load from the lexicon index that
// scripts/build-taxonomy.mjs precomputes (lexicon-build.ts; resources/taxonomy/generated/lexicon.json):
// the skills with their category and role families (hand-written first, then the ones generated from
// ESCO and O*NET); every key (a name, an alias or a generated spelling, as lowercased tokens) in a
// hash table for skills lists (KeyIndex) and in another plus bit sets for free-text extraction; and
// the vocabulary of compound tokens the tokenizer must keep whole. Loading is one JSON.parse and a
// pass over the keys' characters: no form is tokenized here (issue #14's load limit).

import lexiconJson from '../../../resources/taxonomy/generated/lexicon.json';
import { CATEGORIES, RAW_ROLE_FAMILIES, RAW_SKILLS } from './data';
import type { LexiconIndex } from './lexicon-build';
import { TokenWords } from './tokenize';

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

const LEXICON: LexiconIndex = lexiconJson;

const roleNameById = new Map(RAW_ROLE_FAMILIES.map((r) => [r.id, r.name]));
const categoryIndex = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));
const roleNames = (ids: readonly string[]) => ids.map((r) => roleNameById.get(r) ?? r);

export const SKILLS: readonly Skill[] = (() => {
  const skills: Skill[] = RAW_SKILLS.map((raw, id) => ({
    id,
    name: raw.name,
    category: raw.category,
    categoryIndex: categoryIndex.get(raw.category) ?? -1,
    relatedRoleIds: raw.relatedRoles,
    relatedRoles: roleNames(raw.relatedRoles),
  }));
  // Generated skills share their role lists: a few dozen distinct ones for ~8,000 skills.
  const { names, categories, roleSets, roles } = LEXICON.generated;
  const roleSetNames = roleSets.map(roleNames);
  for (let k = 0; k < names.length; k++)
    skills.push({
      id: skills.length,
      name: names[k],
      category: CATEGORIES[categories[k]],
      categoryIndex: categories[k],
      relatedRoleIds: roleSets[roles[k]],
      relatedRoles: roleSetNames[roles[k]],
    });
  return skills;
})();
/** Skills with an id below this are hand-written; the others come from the open sources. */
export const HAND_WRITTEN_COUNT = RAW_SKILLS.length;
/** Version of the generated part (scripts/build-taxonomy.mjs GENERATED_VERSION). */
export const GENERATED_VERSION: number = LEXICON.version;

/** Lowercased canonical name → skill, built on first use (reports ask, extraction does not). */
let skillByName: Map<string, Skill> | null = null;

/** The skill with this lowercased canonical name (a hand-written name wins over a generated one). */
export function skillByLowerName(name: string): Skill | undefined {
  if (skillByName === null) {
    skillByName = new Map();
    for (const s of SKILLS) {
      const lower = s.name.toLowerCase();
      if (!skillByName.has(lower)) skillByName.set(lower, s);
    }
  }
  return skillByName.get(name);
}

/**
 * Every key of the lexicon → its skill id: a read-only map over the lexicon file's own arrays, looked
 * up through an open-addressing table of the keys' hashes. A Map of the ~40,000 keys cost about 35 ms
 * of the taxonomy's load (issue #14: < 300 ms) in hashing and growing; this table is built from the
 * hashes of the pass over the keys' characters that the free-text index makes anyway.
 */
export class KeyIndex {
  readonly size: number;
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly keyTexts: readonly string[],
    /** Skill id of each key; a list-only key's is complemented (LexiconIndex.skills). */
    private readonly skillIds: readonly number[],
    hashes: Int32Array,
  ) {
    this.size = keyTexts.length;
    const size = tableSizeFor(keyTexts.length);
    this.mask = size - 1;
    this.table = new Int32Array(size).fill(-1);
    for (let k = 0; k < keyTexts.length; k++) {
      let slot = mixHash(hashes[k]) & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
      this.table[slot] = k;
    }
  }

  /** The hash of a whole key over its characters, spaces included (the load pass computes the same). */
  static hashOf(key: string): number {
    let h = 0;
    for (let c = 0; c < key.length; c++) h = (Math.imul(h, 31) + key.charCodeAt(c)) | 0;
    return h;
  }

  private find(key: string): number {
    let slot = mixHash(KeyIndex.hashOf(key)) & this.mask;
    for (let k = this.table[slot]; k !== -1; k = this.table[slot]) {
      if (this.keyTexts[k] === key) return k;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  get(key: string): number | undefined {
    const k = this.find(key);
    if (k < 0) return undefined;
    const skill = this.skillIds[k];
    return skill < 0 ? ~skill : skill;
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** Whether a key is read only in skills lists, not in free text (its skill id is complemented). */
  listOnly(key: string): boolean {
    const k = this.find(key);
    return k >= 0 && this.skillIds[k] < 0;
  }

  /** The keys in the order they were claimed. */
  keys(): IterableIterator<string> {
    return this.keyTexts.values();
  }

  /** [key, skill id] in the order the keys were claimed, as a Map iterates. */
  *[Symbol.iterator](): IterableIterator<[string, number]> {
    for (let k = 0; k < this.keyTexts.length; k++) {
      const skill = this.skillIds[k];
      yield [this.keyTexts[k], skill < 0 ? ~skill : skill];
    }
  }
}
/** Tokens with inner punctuation ("node.js", "ci/cd", "front-end") that the tokenizer keeps whole in free text. */
export const VOCABULARY: ReadonlySet<string> = new Set(LEXICON.vocabulary);
/**
 * The same for skills-list entries: also the tokens of forms recognised only in lists, kept out of
 * VOCABULARY so the thousands of generated list-only forms do not slow the free-text tokenizer.
 */
export const LIST_VOCABULARY: ReadonlySet<string> = new Set(LEXICON.listVocabulary);
/** English words one edit from a hand-written skill's word (LexiconIndex.nearMisses; typos.ts). */
export const NEAR_MISS_WORDS: readonly string[] = LEXICON.nearMisses;
/** One-word free-text keys that are ordinary English words too (LexiconIndex.ordinary). */
export const ORDINARY_KEYS: ReadonlySet<string> = new Set(LEXICON.ordinary);
/** Free-text keys of the generated disciplines ("physics", "political science"; LexiconIndex.disciplines). */
export const DISCIPLINE_KEYS: ReadonlySet<string> = new Set(LEXICON.disciplines);
/** List-only keys read as written, up to spelling and number (LexiconIndex.exact). */
export const EXACT_KEYS: ReadonlySet<string> = new Set(LEXICON.exact);
/** The two vocabularies as the tokenizer asks them: by the hash of a character range, built here once. */
export const VOCABULARY_WORDS = new TokenWords(VOCABULARY);
export const LIST_VOCABULARY_WORDS = new TokenWords(LIST_VOCABULARY);
/** One-token key → its hand-written spellings, built on first use. */
let writtenForms: Map<string, readonly string[]> | null = null;

/**
 * The hand-written spellings of a one-token key, e.g. for short-key case rules; undefined when no
 * hand-written form has this key. A new set each call: extraction asks once per key.
 */
export function writtenFormsOf(key: string): ReadonlySet<string> | undefined {
  writtenForms ??= new Map(LEXICON.written.map(([k, ...forms]) => [k, forms]));
  const forms = writtenForms.get(key);
  return forms === undefined ? undefined : new Set(forms);
}

// The free-text index: its keys by number (the order of the lexicon file), as parallel arrays.
/** Key text (tokens joined by one space). */
export const KEY_TEXT: string[] = [];
/** Skill id of each key. */
export const KEY_SKILL: Int32Array = new Int32Array(LEXICON.keys.length);
/** Number of tokens of each key. */
export const KEY_LENGTH: Uint8Array = new Uint8Array(LEXICON.keys.length);
/** 1 for a key whose first token prose must not write in lower case (keyCased). */
const KEY_CASED: Uint8Array = new Uint8Array(LEXICON.keys.length);
const keyTokenCache: (string[] | undefined)[] = [];

/** The tokens of a free-text key, split on first use (only keys whose hash a text hits need them). */
export function keyTokens(index: number): readonly string[] {
  let tokens = keyTokenCache[index];
  if (tokens === undefined) {
    tokens = KEY_TEXT[index].split(' ');
    keyTokenCache[index] = tokens;
  }
  return tokens;
}

/**
 * A generated key (ESCO, O*NET) other than a discipline's: in free text its first token must not be
 * written in lower case, so "capture one" in prose is not the product Capture One.
 */
export function keyCased(index: number): boolean {
  return KEY_CASED[index] === 1;
}

/**
 * Key indices by hash, an open-addressing table: hashKey of the token for one-token keys, pairHash
 * folded over the token hashes for longer keys. Extraction looks candidates up by the hashes the
 * tokenizer computed and compares their characters with the text, so it never builds strings for the
 * n-grams it tries. Each slot is two numbers side by side, the hash and the key index (-1 when empty),
 * so a probe reads one cache line of a table too large for the cache. Sized when the keys are known
 * (below); a slot's first number is at an even index, and the next slot two further on.
 */
export let KEY_TABLE = new Int32Array(0);
let SLOT_MASK = 0;

/** Slots of an open-addressing table for this many entries: a power of two, at most half full. */
function tableSizeFor(entries: number): number {
  let size = 1024;
  while (size < entries * 2) size *= 2;
  return size;
}

/** Spreads a hash's bits before it is masked to a slot of an open-addressing table. */
function mixHash(hash: number): number {
  return Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
}

/** Index in KEY_TABLE of the first slot to probe for `hash`. */
export function slotOf(hash: number): number {
  return (mixHash(hash) & SLOT_MASK) << 1;
}

/** Index in KEY_TABLE of the slot after the one at `at`, wrapping around. */
export function nextSlot(at: number): number {
  return (at + 2) & ((SLOT_MASK << 1) | 1);
}

/** Longest key in tokens; bounds the n-gram scan. */
export let MAX_KEY_TOKENS = 1;

/**
 * What extraction tests a word against before it looks any key up, so ordinary words cost a few array
 * reads and no string: `first` holds the hash of the first token of every key (a word with no bit
 * there starts no key: most words), `single` the hash of every one-token key ("python"), `pair` the
 * combined hash of the first two tokens of every longer key ("machine learning"), `ngram` the combined
 * hash of all its tokens; 2^18 bits each (32 KB, small enough to stay in cache) keep false hits near
 * 1%. `longest` bounds the n-gram scan: per 2^16 buckets of the first token's bit, the most tokens of
 * a key starting there; read only once the pair bit hit.
 */
export interface KeyFilters {
  first: Uint32Array;
  single: Uint32Array;
  pair: Uint32Array;
  ngram: Uint32Array;
  longest: Uint8Array;
}
const keyFilters = (): KeyFilters => ({
  first: new Uint32Array(1 << 13),
  single: new Uint32Array(1 << 13),
  pair: new Uint32Array(1 << 13),
  ngram: new Uint32Array(1 << 13),
  longest: new Uint8Array(1 << 16),
});
/** The filters over every free-text key. */
export const ALL_KEYS = keyFilters();
/**
 * The filters over the hand-written keys and the disciplines' only: a word written in lower case starts
 * no other generated key (keyCased), and most words of prose are, so they skip the sources' thousands of
 * keys at once.
 */
export const UNCASED_KEYS = keyFilters();
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

/** Adds a key of `tokens` tokens, given its first and second token's hashes and its combined hash. */
function addToFilters(
  filters: KeyFilters,
  tokens: number,
  first: number,
  second: number,
  hash: number,
): void {
  setBit(filters.first, first);
  const bucket = bitOf(first) >>> 2;
  if (filters.longest[bucket] < tokens) filters.longest[bucket] = tokens;
  if (tokens === 1) setBit(filters.single, hash);
  else {
    setBit(filters.pair, pairHash(first, second));
    setBit(filters.ngram, hash);
  }
}

// One pass over the keys: the hash of each whole key (KeyIndex.hashOf, for the index of all of them),
// and for the free-text ones the hashes the tokenizer gives their tokens (hashKey, computed here over
// the characters, without splitting the key).
const WHOLE_KEY_HASHES = new Int32Array(LEXICON.keys.length);
{
  const { keys, skills } = LEXICON;
  const keyHashes: number[] = [];
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k];
    const skill = skills[k];
    if (skill < 0) {
      WHOLE_KEY_HASHES[k] = KeyIndex.hashOf(key);
      continue;
    }
    let whole = 0;
    let tokenHash = 0;
    let first = 0;
    let second = 0;
    let h = 0;
    let tokens = 1;
    for (let c = 0; c < key.length; c++) {
      const code = key.charCodeAt(c);
      whole = (Math.imul(whole, 31) + code) | 0;
      if (code !== 32) {
        tokenHash = (Math.imul(tokenHash, 31) + code) | 0;
        continue;
      }
      if (tokens === 1) first = h = tokenHash;
      else {
        if (tokens === 2) second = tokenHash;
        h = pairHash(h, tokenHash);
      }
      tokens++;
      tokenHash = 0;
    }
    if (tokens === 1) first = h = tokenHash;
    else {
      if (tokens === 2) second = tokenHash;
      h = pairHash(h, tokenHash);
    }
    WHOLE_KEY_HASHES[k] = whole;
    addToFilters(ALL_KEYS, tokens, first, second, h);
    const index = KEY_TEXT.length;
    if (skill < HAND_WRITTEN_COUNT || DISCIPLINE_KEYS.has(key))
      addToFilters(UNCASED_KEYS, tokens, first, second, h);
    else KEY_CASED[index] = 1;
    KEY_TEXT.push(key);
    KEY_SKILL[index] = skill;
    KEY_LENGTH[index] = tokens;
    keyHashes.push(h);
    if (tokens > MAX_KEY_TOKENS) MAX_KEY_TOKENS = tokens;
  }
  // The hash table over the free-text keys.
  const size = tableSizeFor(keyHashes.length);
  SLOT_MASK = size - 1;
  KEY_TABLE = new Int32Array(size * 2).fill(-1);
  keyHashes.forEach((hash, index) => {
    let at = slotOf(hash);
    while (KEY_TABLE[at + 1] !== -1) at = nextSlot(at);
    KEY_TABLE[at] = hash;
    KEY_TABLE[at + 1] = index;
  });
}
/**
 * Token n-gram (tokens joined by one space) → skill id, for every name, alias and variant, including
 * the generated forms recognised only in skills lists (which are not in the free-text index above).
 */
export const KEY_TO_SKILL = new KeyIndex(LEXICON.keys, LEXICON.skills, WHOLE_KEY_HASHES);
/** Number of keys of the free-text index (KEY_TEXT, KEY_SKILL, KEY_LENGTH). */
export const KEY_COUNT = KEY_TEXT.length;

/** First tokens of the free-text keys, built on first use (only the name rules ask). */
let firstTokens: Set<string> | null = null;

/** Whether some free-text key starts with this (lowercased) token. */
export function startsKey(token: string): boolean {
  if (firstTokens === null) {
    firstTokens = new Set();
    for (const key of KEY_TEXT) {
      const space = key.indexOf(' ');
      firstTokens.add(space < 0 ? key : key.slice(0, space));
    }
  }
  return firstTokens.has(token);
}
