// The shortcuts that keep the ESCO/O*NET-sized taxonomy fast (issue #14) must give exactly the answers
// of the plain code they replace: the lexicon's tokenizer-free path for plain-word forms, the first-word
// filters that let extraction skip ordinary words, the rounds that decide ambiguous names, and
// TokenWords, which tests the words around an ambiguous skill by hash instead of building their strings.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractSkills } from '../../../main/domain/taxonomy';
import { CONJUNCTIONS, LANGUAGE_CUES, TECH_CUES } from '../../../main/domain/taxonomy/ambiguity';
import { RAW_SKILLS } from '../../../main/domain/taxonomy/data';
import { GENERATED_SKILLS, SKILL_EXTENSIONS } from '../../../main/domain/taxonomy/generated';
import {
  ALL_KEYS,
  bitOf,
  KEY_COUNT,
  KEY_TO_SKILL,
  type KeyFilters,
  keyCased,
  keyTokens,
  UNCASED_KEYS,
  VOCABULARY,
  VOCABULARY_WORDS,
} from '../../../main/domain/taxonomy/lexicon';
import { allKeys, hashKey, keyOf, TokenWords, tokenize } from '../../../main/domain/taxonomy/tokenize';

const prose = gunzipSync(
  fs.readFileSync(path.resolve(__dirname, '../../fixtures/taxonomy/prose/pg1342.txt.gz')),
).toString('utf8');

const RESUME_TEXT = [
  'Senior engineer: Python, Go and R; CI/CD with GitHub Actions, Node.js and .NET Core services.',
  'Led cross-functional teams, stakeholder communication and budgeting for the EMEA region.',
  'FLUENT IN ENGLISH AND SPANISH, basic German. Worked with C-suite on R&D and P&L.',
  'İstanbul office; ΣΊΣΥΦΟΣ project; the Kelvin sign \u212A as a letter; naïve café résumé.',
  'Mentored developers in programming, deployment and Kubernetes, Excel macros and spreadsheets.',
].join('\n');

/** Every written form of the taxonomy: names and aliases, the forms the sources add, the sources' own. */
function allForms(): string[] {
  const forms: string[] = [];
  for (const raw of RAW_SKILLS) forms.push(raw.name, ...raw.aliases);
  for (const extension of SKILL_EXTENSIONS) forms.push(...extension.text, ...extension.list);
  for (const raw of GENERATED_SKILLS) forms.push(...raw.text, ...raw.list);
  return forms;
}

describe('taxonomy fast paths', () => {
  it('indexes every written form under the key the tokenizer gives it', () => {
    const missing: string[] = [];
    for (const form of allForms()) {
      tokenize(form, null);
      const key = allKeys().join(' ');
      if (key && !KEY_TO_SKILL.has(key)) missing.push(form);
    }
    expect(missing).toEqual([]);
  });

  it('marks the first word of every key that free text can match, with its length', () => {
    const marked = (filters: KeyFilters, bit: number, length: number) =>
      (filters.first[bit >>> 5] & (1 << (bit & 31))) !== 0 && filters.longest[bit >>> 2] >= length;
    expect(KEY_COUNT).toBeGreaterThan(10_000);
    const unmarked = Array.from({ length: KEY_COUNT }, (_, index) => index).filter((index) => {
      const tokens = keyTokens(index);
      const bit = bitOf(hashKey(tokens[0]));
      // A word in lower case is tested against the hand-written keys only: generated keys need a capital.
      return (
        !marked(ALL_KEYS, bit, tokens.length) ||
        (!keyCased(index) && !marked(UNCASED_KEYS, bit, tokens.length))
      );
    });
    expect(unmarked).toEqual([]);
  });

  it('decides a pending match again when its sentence changed, however late in the sentence', () => {
    // Each name needs a decided neighbour; only the last, Kubernetes, is plain: the decisions travel
    // back one round at a time, and a later round re-decides only the sentences that changed.
    expect(extractSkills('Chef, Salt, Spring, Express, Oracle and Access then Kubernetes')).toEqual([
      'Chef',
      'SaltStack',
      'Spring Framework',
      'Express.js',
      'Oracle Database',
      'Microsoft Access',
      'Kubernetes',
    ]);
    // A decision in another sentence gives no context.
    expect(extractSkills('Spring Express Chef Salt. Python and Ansible.')).toEqual(['Python', 'Ansible']);
  });

  it('answers TokenWords.hasToken exactly as a set lookup of the lowercased token', () => {
    const texts = [
      RESUME_TEXT,
      RESUME_TEXT.toUpperCase(),
      RESUME_TEXT.toLowerCase(),
      prose.slice(0, 200_000),
    ];
    const sets = [TECH_CUES, LANGUAGE_CUES, CONJUNCTIONS];
    let tested = 0;
    let found = 0;
    for (const text of texts) {
      // Also a set that holds many of the text's own words, so the hash hits are plenty.
      tokenize(text, null);
      const own = new Set(allKeys().filter((_, i) => i % 3 === 0));
      for (const words of [...sets, own]) {
        const byHash = new TokenWords(words);
        const t = tokenize(text, null);
        for (let i = 0; i < t.count; i++) {
          const expected = words.has(keyOf(i));
          if (byHash.hasToken(i) !== expected) throw new Error(`token ${i} "${keyOf(i)}" of a text differs`);
          tested++;
          if (expected) found++;
        }
      }
    }
    expect(tested).toBeGreaterThan(100_000);
    expect(found).toBeGreaterThan(10_000);
  });

  it('keeps a compound whole exactly when the vocabulary holds it lowercased, compared in place', () => {
    const compounds = [...VOCABULARY].filter((word) => /^[a-z0-9][^ ]*[-./&'_][^ ]*[a-z0-9]$/.test(word));
    expect(compounds.length).toBeGreaterThan(100);
    for (const word of compounds) {
      for (const written of [word, word.toUpperCase(), word[0].toUpperCase() + word.slice(1)]) {
        tokenize(`Used ${written} daily`, VOCABULARY_WORDS);
        expect(allKeys()).toEqual(['used', word, 'daily']);
      }
    }
    // Not in the vocabulary: split into its pieces.
    tokenize('Day-to-day work on foo.bar', VOCABULARY_WORDS);
    expect(allKeys()).toEqual(['day', 'to', 'day', 'work', 'on', 'foo', 'bar']);
    // Non-ASCII: "ß" stays one letter, "İ" lowercases to two characters ("i̇").
    const words = new TokenWords(['straße-x', 'i\u0307o.js']);
    tokenize('Die Straße-X und İo.js, nicht Strasse-X', words);
    expect(allKeys()).toEqual(['die', 'straße-x', 'und', 'i\u0307o.js', 'nicht', 'strasse', 'x']);
  });
});
