// The app loads the lexicon from the index scripts/build-taxonomy.mjs precomputes
// (resources/taxonomy/generated/lexicon.json) instead of tokenizing every form at start (issue #14's
// load limit). These tests hold the loaded structures to what building them from the written taxonomy
// gives: the same keys for the same skills, and the same hashes, bit sets and hash table that the
// tokenizer-based build computed token by token.
import { describe, expect, it } from 'vitest';
import { RAW_SKILLS } from '../../../main/domain/taxonomy/data';
import { LEXICON_SOURCE } from '../../../main/domain/taxonomy/generated';
import {
  ALL_KEYS,
  bitOf,
  HAND_WRITTEN_COUNT,
  KEY_COUNT,
  KEY_LENGTH,
  KEY_SKILL,
  KEY_TABLE,
  KEY_TO_SKILL,
  keyCased,
  keyTokens,
  LIST_VOCABULARY,
  MAX_KEY_TOKENS,
  nextSlot,
  pairHash,
  SKILLS,
  slotOf,
  startsKey,
  UNCASED_KEYS,
  VOCABULARY,
  writtenFormsOf,
} from '../../../main/domain/taxonomy/lexicon';
import { buildLexicon } from '../../../main/domain/taxonomy/lexicon-build';
import { allKeys, hashKey, tokenize } from '../../../main/domain/taxonomy/tokenize';
import shipped from '../../../resources/taxonomy/generated/lexicon.json';

const built = buildLexicon(LEXICON_SOURCE).index;

describe('the precomputed lexicon index', () => {
  it('is what the builder gives for the committed taxonomy (else: node scripts/build-taxonomy.mjs)', () => {
    expect(shipped).toEqual(built);
  });

  it('loads every key for its skill, list-only ones included, in the order they were claimed', () => {
    const expected = built.keys.map((key, k) => [
      key,
      built.skills[k] < 0 ? ~built.skills[k] : built.skills[k],
    ]);
    expect([...KEY_TO_SKILL]).toEqual(expected);
    expect(KEY_TO_SKILL.size).toBe(expected.length);
    expect(KEY_TO_SKILL.size).toBeGreaterThan(20_000);
    // Every key is found by lookup too (the hash table, not only the iteration), and nothing else is.
    const wrong = expected.filter(([key, skill]) => KEY_TO_SKILL.get(key as string) !== skill);
    expect(wrong).toEqual([]);
    for (const absent of ['', 'pythonn', 'python ', 'machine  learning', 'no such skill at all'])
      expect([absent, KEY_TO_SKILL.get(absent), KEY_TO_SKILL.has(absent)]).toEqual([
        absent,
        undefined,
        false,
      ]);
    expect(VOCABULARY).toEqual(new Set(built.vocabulary));
    expect(LIST_VOCABULARY).toEqual(new Set(built.listVocabulary));
    expect(VOCABULARY.has('node.js')).toBe(true);
  });

  it('loads the skills: hand-written ones first, then the sources’ with their category and roles', () => {
    expect(HAND_WRITTEN_COUNT).toBe(RAW_SKILLS.length);
    expect(SKILLS.length).toBe(RAW_SKILLS.length + LEXICON_SOURCE.generated.length);
    const loaded = SKILLS.slice(HAND_WRITTEN_COUNT).map((s) => [s.id, s.name, s.category, s.relatedRoleIds]);
    const expected = LEXICON_SOURCE.generated.map((raw, k) => [
      HAND_WRITTEN_COUNT + k,
      raw.name,
      raw.category,
      raw.relatedRoles,
    ]);
    expect(loaded).toEqual(expected);
    expect(SKILLS.every((s) => s.categoryIndex >= 0)).toBe(true);
  });

  it('gives the free-text index the hashes, filters and table the token-by-token build computed', () => {
    const filters = () => ({
      first: new Uint32Array(ALL_KEYS.first.length),
      longest: new Uint8Array(ALL_KEYS.longest.length),
      single: new Uint32Array(ALL_KEYS.single.length),
      pair: new Uint32Array(ALL_KEYS.pair.length),
      ngram: new Uint32Array(ALL_KEYS.ngram.length),
    });
    const all = filters();
    const uncased = filters();
    const set = (bits: Uint32Array, hash: number) => {
      const bit = bitOf(hash);
      bits[bit >>> 5] |= 1 << (bit & 31);
    };
    const freeText = built.keys.filter((_, k) => built.skills[k] >= 0);
    expect(KEY_COUNT).toBe(freeText.length);
    let longest = 1;
    // Differences are collected and compared once: an expect per key is slow on a loaded machine.
    const wrong: string[] = [];
    for (let index = 0; index < KEY_COUNT; index++) {
      const tokens = keyTokens(index);
      const key = freeText[index];
      if (tokens.join(' ') !== key || KEY_LENGTH[index] !== tokens.length) wrong.push(`tokens of ${key}`);
      if (KEY_SKILL[index] !== KEY_TO_SKILL.get(key)) wrong.push(`skill of ${key}`);
      // Generated keys are cased in prose, except the disciplines'.
      if (keyCased(index) !== (KEY_SKILL[index] >= HAND_WRITTEN_COUNT && !built.disciplines.includes(key)))
        wrong.push(`cased ${key}`);
      if (!startsKey(tokens[0])) wrong.push(`first token of ${key}`);
      // What lexicon.ts did before the index: hashKey of each token, folded with pairHash.
      let h = hashKey(tokens[0]);
      const firstBit = bitOf(h);
      const pair = tokens.length > 1 ? pairHash(h, hashKey(tokens[1])) : 0;
      for (let k = 1; k < tokens.length; k++) h = pairHash(h, hashKey(tokens[k]));
      for (const f of keyCased(index) ? [all] : [all, uncased]) {
        set(f.first, hashKey(tokens[0]));
        f.longest[firstBit >>> 2] = Math.max(f.longest[firstBit >>> 2], tokens.length);
        if (tokens.length === 1) set(f.single, h);
        else {
          set(f.pair, pair);
          set(f.ngram, h);
        }
      }
      longest = Math.max(longest, tokens.length);
      let at = slotOf(h);
      while (KEY_TABLE[at + 1] !== index && KEY_TABLE[at + 1] !== -1) at = nextSlot(at);
      if (KEY_TABLE[at + 1] !== index || KEY_TABLE[at] !== h) wrong.push(`table slot of ${key}`);
    }
    expect(wrong).toEqual([]);
    expect(MAX_KEY_TOKENS).toBe(longest);
    const same = (a: Uint8Array | Uint32Array, b: Uint8Array | Uint32Array) =>
      a.length === b.length && a.every((v, k) => v === b[k]);
    for (const part of ['first', 'single', 'pair', 'ngram', 'longest'] as const) {
      expect(same(ALL_KEYS[part], all[part]), part).toBe(true);
      expect(same(UNCASED_KEYS[part], uncased[part]), part).toBe(true);
    }
    expect(UNCASED_KEYS.longest.filter(Boolean).length).toBeLessThan(ALL_KEYS.longest.filter(Boolean).length);
    expect(KEY_TABLE.filter((k, at) => at % 2 === 1 && k >= 0).length).toBe(KEY_COUNT);
    expect(startsKey('elizabeth')).toBe(false);
  });

  it('keeps the hand-written spellings of every one-token key (the short-key case rules read them)', () => {
    // Names and aliases as written, and the spellings the sources add to hand-written skills.
    const handNames = new Set(RAW_SKILLS.map((raw) => raw.name.toLowerCase()));
    const forms = RAW_SKILLS.flatMap((raw) => [raw.name, ...raw.aliases]);
    for (const extension of LEXICON_SOURCE.extensions)
      if (handNames.has(extension.name.toLowerCase()))
        forms.push(...extension.text, ...extension.list, ...(extension.exact ?? []));
    const expected = new Map<string, Set<string>>();
    for (const form of forms) {
      tokenize(form, null);
      const tokens = allKeys();
      if (tokens.length !== 1) continue;
      const spellings = expected.get(tokens[0]) ?? new Set<string>();
      spellings.add(form.trim());
      expected.set(tokens[0], spellings);
    }
    const loaded = new Map(built.written.map(([key]) => [key, writtenFormsOf(key)]));
    expect(loaded).toEqual(expected);
    expect(writtenFormsOf('r')).toEqual(new Set(['R']));
    expect(writtenFormsOf('elizabeth')).toBeUndefined();
  });
});
