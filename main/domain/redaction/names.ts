import { COMMON_WORDS, HONORIFICS, PARTICLES, PLACE_WORDS, SKILL_WORDS, SUFFIXES } from './lexicon';
import type { Span } from './spans';

/**
 * Finds the candidate's and the referees' names, and the candidate's profile usernames, in text.
 *
 * - Full names (every word in order, also "Last, First", "First Last" without middle names and
 *   "J. Last") are redacted in any case.
 * - A single name part (at least 3 letters, 2 for CJK; never a particle such as "van" or an
 *   initial) is redacted on its own, case-insensitively and word-bounded, unless it is also a word:
 *   - skill or place words ("Rust", "Swift", "Paris") are redacted only inside the full name;
 *   - common English words ("Will", "Grant", "Rose") only when written with a capital initial and
 *     not at the start of a sentence ("worked with Will on ..." yes, "Will lead ..." no).
 * - Usernames (at least 3 characters, not a dictionary word) are redacted in any case.
 * Matching is accent-insensitive: "Jose Garcia" matches José García.
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
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bare = (word: string) => word.toLowerCase().replace(/\./g, '');
const SEP = '[\\s\\u00a0]+';

type PartClass = 'strict' | 'common' | 'plain';

function classify(part: string): PartClass {
  const lower = part.toLowerCase();
  if (SKILL_WORDS.has(lower) || PLACE_WORDS.has(lower)) return 'strict';
  if (COMMON_WORDS.has(lower)) return 'common';
  return 'plain';
}

/** A token as a pattern: hyphens may be written as spaces or dropped, apostrophes vary. */
function tokenPattern(token: string): string {
  return token
    .split('-')
    .map((piece) => escapeRegex(piece).replace(/['’]/g, "['’]?"))
    .join('[-\\s]?');
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
  /** Lower-cased identity terms for URL fields: usernames and joined full names ("janedoe"). */
  urlTerms: string[];
}

const bounded = (alternatives: string[]) =>
  `(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`;

function compile(latin: string[], cjk: string[]): RegExp | null {
  const uniqLatin = [...new Set(latin)].sort((a, b) => b.length - a.length);
  const uniqCjk = [...new Set(cjk)].sort((a, b) => b.length - a.length);
  const parts: string[] = [];
  if (uniqLatin.length) parts.push(bounded(uniqLatin));
  if (uniqCjk.length) parts.push(`(?:${uniqCjk.join('|')})`);
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

function run(
  re: RegExp | null,
  folded: string,
  out: Span[],
  kind: Span['kind'],
  accept?: (m: RegExpExecArray) => boolean,
) {
  if (!re) return;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    if (!accept || accept(m)) out.push({ start: m.index, end: m.index + m[0].length, kind });
  }
}

const SENTENCE_START = /(?:^|[.!?:;•*\-–—|(\n]\s*|\n\s*)$/;
/** Words after a sentence-initial name part that make it a subject, not a verb or adjective. */
const SUBJECT_NEXT =
  /^(?:['’]s\b|\s(?:was|is|has|had|did|does|led|leads|joined|built|consistently|delivered|worked|works|managed|manages|always|also|brings|brought|helped|designed|owned|drove|created|mentored|wrote|ran|took|made|shipped|grew|reported|and\s\p{Lu})\b)/u;

export function buildNameMatcher(sources: NameSources): NameMatcher | null {
  const fullLatin: string[] = [];
  const fullCjk: string[] = [];
  const partLatin: string[] = [];
  const partCjk: string[] = [];
  const partClass = new Map<string, PartClass>();
  const userLatin: string[] = [];
  const urlTerms = new Set<string>();

  for (const name of sources.names) {
    const tokens = tokenize(name);
    if (!tokens) continue;
    const { words, initials } = tokens;
    const isCjk = words.some((w) => CJK.test(w));
    const core = words.filter((_, i) => !initials.has(i));
    if (core.length === 0) continue;
    if (isCjk) {
      fullCjk.push(core.map(escapeRegex).join('\\s*'));
      for (const w of core) if ([...w].length >= 2) partCjk.push(escapeRegex(w));
      continue;
    }
    // Every word in order, initials optional.
    let seq = '';
    words.forEach((w, i) => {
      const last = i === words.length - 1;
      if (!initials.has(i)) seq += tokenPattern(w) + (last ? '' : SEP);
      else if (!last) seq += `(?:${escapeRegex(w[0])}\\.?${SEP})?`;
    });
    // A one-word name that is also a word ("Rust", "Will") follows the rules for name parts.
    if (core.length > 1 || classify(core[0]) === 'plain') {
      fullLatin.push(seq.endsWith(SEP) ? seq.slice(0, -SEP.length) : seq);
    }
    const first = core[0];
    const last = core[core.length - 1];
    if (core.length >= 2) {
      let surnameStart = core.length - 1;
      while (surnameStart > 1 && PARTICLES.has(bare(core[surnameStart - 1]))) surnameStart--;
      const surname = core.slice(surnameStart).map(tokenPattern).join(SEP);
      fullLatin.push(`${tokenPattern(first)}${SEP}${surname}`);
      fullLatin.push(`${tokenPattern(first)}${SEP}${tokenPattern(last)}`);
      // "Doe, Jane"; not for skill or place words, where "Swift, Julia" is a list.
      if (classify(first) !== 'strict' && classify(last) !== 'strict') {
        fullLatin.push(`${surname},\\s*${tokenPattern(first)}`);
      }
      fullLatin.push(`${escapeRegex(first[0])}\\.?\\s?${surname}`);
      const joined = core.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
      for (const sep of ['', '-', '.', '_']) urlTerms.add(`${joined[0]}${sep}${joined[joined.length - 1]}`);
    }
    for (const word of core) {
      // The whole hyphenated word first ("García-López"), then its pieces.
      if (word.includes('-') && !word.split('-').every((p) => classify(p) === 'strict')) {
        partLatin.push(tokenPattern(word));
      }
      for (const piece of word.split('-')) {
        const clean = piece.replace(/['’.]/g, '');
        if ([...clean].length < 3 || PARTICLES.has(clean.toLowerCase())) continue;
        if (HONORIFICS.has(clean.toLowerCase()) || SUFFIXES.has(clean.toLowerCase())) continue;
        const cls = classify(clean);
        if (cls === 'strict') continue;
        const key = clean.toLowerCase();
        if (partClass.get(key) !== 'common') partClass.set(key, cls);
        partLatin.push(tokenPattern(piece));
      }
    }
  }

  for (const raw of sources.usernames) {
    const user = fold(raw.trim().replace(/^@/, ''));
    if (user.length < 3 || /^\d+$/.test(user)) continue;
    const lower = user.toLowerCase();
    if (SKILL_WORDS.has(lower) || PLACE_WORDS.has(lower) || COMMON_WORDS.has(lower)) continue;
    userLatin.push(escapeRegex(user));
    urlTerms.add(lower);
  }

  const full = compile(fullLatin, fullCjk);
  const parts = compile(partLatin, partCjk);
  const users = compile(userLatin, []);
  if (!full && !parts && !users) return null;

  const acceptPart = (text: string) => (m: RegExpExecArray) => {
    const key = m[0].toLowerCase().replace(/['’.]/g, '');
    if (partClass.get(key) !== 'common') return true;
    const original = text.slice(m.index, m.index + m[0].length);
    if (!/^\p{Lu}\p{Ll}/u.test(original)) return false;
    if (!SENTENCE_START.test(text.slice(Math.max(0, m.index - 4), m.index))) return true;
    // At a sentence start "Will" may be the modal verb; "Will was", "Mark's" are the person.
    return SUBJECT_NEXT.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16));
  };

  /** "will grant" in lower case is two words, not Will Grant: a full name made only of words needs capitals. */
  const acceptFull = (m: RegExpExecArray) => {
    if (m[0] !== m[0].toLowerCase()) return true;
    return !m[0].split(/[\s,.'’-]+/).every((w) => w === '' || classify(w) !== 'plain');
  };

  return {
    findFull(_text, folded, out) {
      run(full, folded, out, 'name', acceptFull);
      run(users, folded, out, 'handle');
    },
    findAll(text, folded, out) {
      run(full, folded, out, 'name', acceptFull);
      run(parts, folded, out, 'name', acceptPart(text));
      run(users, folded, out, 'handle');
    },
    findUsernames(_text, folded, out) {
      run(users, folded, out, 'handle');
    },
    urlTerms: [...urlTerms].filter((t) => t.length >= 3),
  };
}
