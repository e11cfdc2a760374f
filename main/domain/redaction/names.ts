import { COMMON_WORDS, HONORIFICS, PARTICLES, PLACE_WORDS, SKILL_WORDS, SUFFIXES } from './lexicon';
import type { Span } from './spans';
import {
  literal,
  MAYBE_SPACES,
  optional,
  optionalGroup,
  PatternSet,
  SPACES,
  type Step,
} from './word-patterns';

/**
 * Finds the candidate's and the referees' names, and the candidate's profile usernames, in text.
 *
 * - Full names (every word in order, also "Last, First", "First Last" without middle names and
 *   "J. Last") are redacted in any case.
 * - A single name part (at least 3 letters, 2 for CJK; never a particle such as "van" or an
 *   initial) is redacted on its own, case-insensitively and word-bounded, unless it is also a word:
 *   - skill or place words ("Rust", "Swift", "Paris") inside the full name, and alone only when
 *     capitalized in a sentence that makes them the person ("Julia led", "I recommend Julia");
 *   - common English words ("Will", "Grant", "Rose") only when written with a capital initial and
 *     not at the start of a sentence ("worked with Will on ..." yes, "Will lead ..." no).
 * - Usernames (at least 3 characters, not a dictionary word) are redacted in any case.
 * Matching is accent-insensitive: "Jose Garcia" matches José García.
 *
 * Every written form of a name is a literal pattern (word-patterns.ts), not a RegExp: the names
 * differ per resume, and compiling a Unicode RegExp for each resume cost more than redacting it.
 */

const FOLD_CACHE = new Map<string, string>();
const FOLDABLE = /[\u00c0-\u024f\u1e00-\u1eff]/g;

/** Removes diacritics while keeping the string length, so offsets stay valid. */
export function fold(text: string): string {
  FOLDABLE.lastIndex = 0;
  if (!FOLDABLE.test(text)) return text;
  FOLDABLE.lastIndex = 0;
  return text.replace(FOLDABLE, (c) => {
    let base = FOLD_CACHE.get(c);
    if (base === undefined) {
      const first = c.normalize('NFD')[0];
      base = first && first.length === 1 ? first : c;
      FOLD_CACHE.set(c, base);
    }
    return base;
  });
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const bare = (word: string) => word.toLowerCase().replace(/\./g, '');

type PartClass = 'strict' | 'common' | 'plain';

function classify(part: string): PartClass {
  const lower = part.toLowerCase();
  if (SKILL_WORDS.has(lower) || PLACE_WORDS.has(lower)) return 'strict';
  if (COMMON_WORDS.has(lower)) return 'common';
  return 'plain';
}

const HYPHEN = '-'.charCodeAt(0);
const APOSTROPHE = "'".charCodeAt(0);
const RIGHT_QUOTE = '’'.charCodeAt(0);
const MAYBE_APOSTROPHE = optional("'’");
const MAYBE_HYPHEN = optional('-', true);
const MAYBE_DOT = optional('.');
const MAYBE_SPACE = optional('', true);
const COMMA = literal(',');

/** A name word: hyphens may be written as spaces or dropped ("Garcia Lopez"), apostrophes vary. */
function wordSteps(word: string): Step[] {
  return literal(word).map((step) => {
    if (step.kind !== 'char') return step;
    if (step.code === HYPHEN) return MAYBE_HYPHEN;
    return step.code === APOSTROPHE || step.code === RIGHT_QUOTE ? MAYBE_APOSTROPHE : step;
  });
}

/** Step lists joined by runs of whitespace. */
function spaced(words: Step[][]): Step[] {
  return words.flatMap((steps, i) => (i === 0 ? steps : [SPACES, ...steps]));
}

interface NameTokens {
  words: string[];
  initials: Set<number>;
}

function tokenize(name: string): NameTokens | null {
  let text = fold(name).replace(/\s+/g, ' ').trim();
  const comma = text.indexOf(',');
  if (comma > 0) {
    const after = text.slice(comma + 1).trim();
    if (after && !SUFFIXES.has(bare(after))) text = `${after} ${text.slice(0, comma)}`;
  }
  const raw = text
    .split(' ')
    .map((w) => w.replace(/[,;]+$/, ''))
    .filter((w) => w !== '' && !SUFFIXES.has(bare(w)));
  while (raw.length > 1 && HONORIFICS.has(bare(raw[0]))) raw.shift();
  if (raw.length === 0) return null;
  const initials = new Set<number>();
  raw.forEach((w, i) => {
    if (/^\p{L}\.?$/u.test(w) && !CJK.test(w)) initials.add(i);
  });
  return { words: raw, initials };
}

export interface NameSources {
  /** Full names (candidate and referees). */
  names: string[];
  /** Profile usernames of the candidate. */
  usernames: string[];
}

export interface NameMatcher {
  /** Full-name matches only (for short label fields). */
  findFull(text: string, folded: string, out: Span[]): void;
  /** Full names, name parts and usernames (for free text). */
  findAll(text: string, folded: string, out: Span[]): void;
  /** Usernames only. */
  findUsernames(text: string, folded: string, out: Span[]): void;
}

/** What a pattern finds: a full name, a single name part, or a username. */
type Role = 'full' | 'part' | 'user';

/** Every written form of one full name, and its parts. */
function addName(tokens: NameTokens, patterns: PatternSet<Role>, partClass: Map<string, PartClass>) {
  const { words, initials } = tokens;
  // Words without a letter or digit ("-", "&") are punctuation: on its own, such a pattern would
  // match stray hyphens and spaces, or nothing at all.
  const core = words.filter((w, i) => !initials.has(i) && LETTER_OR_DIGIT.test(w));
  if (core.length === 0) return;
  if (words.some((w) => CJK.test(w))) {
    // CJK names are written without spaces and inside longer runs of text: no word bounds.
    patterns.add(
      core.flatMap((w, i) => (i === 0 ? literal(w) : [MAYBE_SPACES, ...literal(w)])),
      'full',
      false,
    );
    for (const w of core) if ([...w].length >= 2) patterns.add(literal(w), 'part', false);
    return;
  }
  // Every word in order, initials optional ("Jane Q. Doe", "Jane Q Doe", "Jane Doe").
  const inOrder: Step[] = [];
  let endsWithSeparator = false;
  words.forEach((w, i) => {
    const last = i === words.length - 1;
    if (!initials.has(i)) {
      inOrder.push(...wordSteps(w));
      if (!last) inOrder.push(SPACES);
      endsWithSeparator = !last;
    } else if (!last) {
      inOrder.push(...optionalGroup([...literal(w[0]), MAYBE_DOT, SPACES]));
      endsWithSeparator = false;
    }
  });
  // A trailing initial ("Jane Doe J.") is left out, and so is the space before it.
  if (endsWithSeparator) inOrder.pop();
  // A one-word name that is also a word ("Rust", "Will") follows the rules for name parts.
  if (core.length > 1 || classify(core[0]) === 'plain') patterns.add(inOrder, 'full');
  const first = core[0];
  const last = core[core.length - 1];
  if (core.length >= 2) {
    let surnameStart = core.length - 1;
    while (surnameStart > 1 && PARTICLES.has(bare(core[surnameStart - 1]))) surnameStart--;
    const surname = spaced(core.slice(surnameStart).map(wordSteps));
    patterns.add(spaced([wordSteps(first), surname]), 'full');
    patterns.add(spaced([wordSteps(first), wordSteps(last)]), 'full');
    // "Doe, Jane"; not for skill or place words, where "Swift, Julia" is a list.
    if (classify(first) !== 'strict' && classify(last) !== 'strict') {
      patterns.add([...surname, ...COMMA, MAYBE_SPACES, ...wordSteps(first)], 'full');
    }
    patterns.add([...literal(first[0]), MAYBE_DOT, MAYBE_SPACE, ...surname], 'full');
  }
  for (const word of core) {
    // The whole hyphenated word ("García-López"), then its pieces.
    if (word.includes('-') && !word.split('-').every((p) => classify(p) === 'strict')) {
      patterns.add(wordSteps(word), 'part');
    }
    for (const piece of word.split('-')) {
      const clean = piece.replace(/['’.]/g, '');
      if ([...clean].length < 3 || PARTICLES.has(clean.toLowerCase())) continue;
      if (HONORIFICS.has(clean.toLowerCase()) || SUFFIXES.has(clean.toLowerCase())) continue;
      const cls = classify(clean);
      const key = clean.toLowerCase();
      if (partClass.get(key) !== 'common') partClass.set(key, cls);
      patterns.add(wordSteps(piece), 'part');
    }
  }
}

const SENTENCE_START = /(?:^|[.!?:;•*\-–—|(\n]\s*|\n\s*)$/;
/** Words after a sentence-initial name part that make it a subject, not a verb or adjective. */
const SUBJECT_NEXT =
  /^(?:['’]s\b|\s(?:was|is|has|had|did|does|led|leads|joined|built|consistently|delivered|worked|works|managed|manages|always|also|brings|brought|helped|designed|owned|drove|created|mentored|wrote|ran|took|made|shipped|grew|reported|and\s\p{Lu})\b)/u;

/**
 * A skill or place word that is also the candidate's name ("Julia", "Swift", "Paris") stands for
 * the person only where the sentence says so: it does something a person does, or is someone a
 * person recommends or describes. "models in Julia and R" stays; "Julia led the migration" and
 * "I recommend Julia" do not.
 */
const PERSON_NEXT =
  /^(?:['’]s\s\p{Ll}|\s(?:was|has|had|led|leads|joined|consistently|delivered|worked|managed|always|brings|brought|helped|mentored|took|grew|reported|shipped|owned|drove)\b)/u;
const PERSON_BEFORE =
  /\b(?:recommend|recommended|describe|describes|described|thank|thanks|thanked|hired|promoted|mentored|met|ask|asked)\s+$/i;

const FULL_AND_USERS: ReadonlySet<Role> = new Set(['full', 'user']);
const ALL_ROLES: ReadonlySet<Role> = new Set(['full', 'part', 'user']);
const USERS: ReadonlySet<Role> = new Set(['user']);

export function buildNameMatcher(sources: NameSources): NameMatcher | null {
  const patterns = new PatternSet<Role>();
  const partClass = new Map<string, PartClass>();

  for (const name of sources.names) {
    const tokens = tokenize(name);
    if (tokens) addName(tokens, patterns, partClass);
  }

  for (const raw of sources.usernames) {
    const user = fold(raw.trim().replace(/^@/, ''));
    if (user.length < 3 || /^\d+$/.test(user)) continue;
    const lower = user.toLowerCase();
    if (SKILL_WORDS.has(lower) || PLACE_WORDS.has(lower) || COMMON_WORDS.has(lower)) continue;
    patterns.add(literal(user), 'user');
  }

  if (patterns.size === 0) return null;

  /**
   * A common-word part ("Will") needs a capital, and at a sentence start a verb that makes it the
   * subject; a skill or place part ("Julia") needs a capital and a sentence that makes it a person.
   */
  const acceptPart = (text: string, folded: string, start: number, end: number) => {
    const key = folded.slice(start, end).toLowerCase().replace(/['’.]/g, '');
    const cls = partClass.get(key);
    if (cls !== 'common' && cls !== 'strict') return true;
    if (!/^\p{Lu}\p{Ll}/u.test(text.slice(start, end))) return false;
    if (cls === 'strict') {
      return (
        PERSON_NEXT.test(text.slice(end, end + 16)) ||
        PERSON_BEFORE.test(text.slice(Math.max(0, start - 16), start))
      );
    }
    if (!SENTENCE_START.test(text.slice(Math.max(0, start - 4), start))) return true;
    // At a sentence start "Will" may be the modal verb; "Will was", "Mark's" are the person.
    return SUBJECT_NEXT.test(text.slice(end, end + 16));
  };

  /** "will grant" in lower case is two words, not Will Grant: a full name made only of words needs capitals. */
  const acceptFull = (matched: string) => {
    if (matched !== matched.toLowerCase()) return true;
    return !matched.split(/[\s,.'’-]+/).every((w) => w === '' || classify(w) !== 'plain');
  };

  const find = (text: string, folded: string, out: Span[], roles: ReadonlySet<Role>) => {
    patterns.scan(folded, roles, (start, end, role) => {
      if (role === 'user') out.push({ start, end, kind: 'handle' });
      else if (role === 'full' ? acceptFull(folded.slice(start, end)) : acceptPart(text, folded, start, end))
        out.push({ start, end, kind: 'name' });
    });
  };

  return {
    findFull: (text, folded, out) => find(text, folded, out, FULL_AND_USERS),
    findAll: (text, folded, out) => find(text, folded, out, ALL_ROLES),
    findUsernames: (text, folded, out) => find(text, folded, out, USERS),
  };
}
