import { getOrInsert } from '../collections';
import { caseKey, isSpaceCode, isWordAt, isWordBefore, SPACE_CHARS } from './characters';

/**
 * Literal patterns with a few optional separators, found in a text without building a RegExp.
 *
 * The redaction engine searches every resume for its own handful of names and usernames. Written
 * as one Unicode RegExp per resume, compiling it cost more than all other detectors together (V8
 * compiles each new source, and \p{L} classes are large). A pattern here is a short list of steps
 * instead, indexed by the characters it can start with, so one pass over a text tries only the
 * patterns that can start at each position. Matching is case-insensitive as with the `iu` flag,
 * and a bounded pattern matches only between non-word characters, as
 * `(?<![\p{L}\p{N}_])…(?![\p{L}\p{N}_])` would.
 */

export type Step =
  /** One character (already a case key). */
  | { kind: 'char'; code: number }
  /** Zero or one of these characters, or of any whitespace when `space`: `[…]?`. */
  | { kind: 'optional'; chars: string; space: boolean }
  /** A run of whitespace: `\s*` (min 0) or `\s+` (min 1). */
  | { kind: 'spaces'; min: 0 | 1 }
  /** The next `length` steps match together or not at all: `(?:…)?`. */
  | { kind: 'group'; length: number };

const CHAR_STEPS = new Map<number, Step>();

/** The characters of a literal, compared case-insensitively. */
export function literal(text: string): Step[] {
  const key = caseKey(text);
  const steps: Step[] = [];
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    steps.push(getOrInsert(CHAR_STEPS, code, () => ({ kind: 'char', code })));
  }
  return steps;
}

export const optional = (chars: string, space = false): Step => ({ kind: 'optional', chars, space });
export const SPACES: Step = { kind: 'spaces', min: 1 };
export const MAYBE_SPACES: Step = { kind: 'spaces', min: 0 };

/** The steps as one optional group. */
export const optionalGroup = (steps: Step[]): Step[] => [{ kind: 'group', length: steps.length }, ...steps];

/**
 * The end of the first match of steps[k..] at `at`, trying optional steps present first and runs
 * of whitespace longest first (the order a RegExp tries them), or -1.
 */
function matchSteps(
  steps: Step[],
  k: number,
  text: string,
  keys: string,
  at: number,
  bounded: boolean,
): number {
  if (k === steps.length) return bounded && isWordAt(text, at) ? -1 : at;
  const step = steps[k];
  switch (step.kind) {
    case 'char':
      return keys.charCodeAt(at) === step.code ? matchSteps(steps, k + 1, text, keys, at + 1, bounded) : -1;
    case 'optional': {
      if (at < text.length) {
        const code = text.charCodeAt(at);
        if (step.chars.includes(keys[at]) || (step.space && isSpaceCode(code))) {
          const end = matchSteps(steps, k + 1, text, keys, at + 1, bounded);
          if (end >= 0) return end;
        }
      }
      return matchSteps(steps, k + 1, text, keys, at, bounded);
    }
    case 'spaces': {
      let last = at;
      while (last < text.length && isSpaceCode(text.charCodeAt(last))) last++;
      for (let end = last; end >= at + step.min; end--) {
        const found = matchSteps(steps, k + 1, text, keys, end, bounded);
        if (found >= 0) return found;
      }
      return -1;
    }
    case 'group': {
      const inside = matchSteps(steps, k + 1, text, keys, at, bounded);
      return inside >= 0 ? inside : matchSteps(steps, k + 1 + step.length, text, keys, at, bounded);
    }
  }
}

/** Char codes a match of steps[k..] can start with (an empty match needs none: it is never reported). */
function firstCodes(steps: Step[], k: number, into: Set<number>): void {
  if (k >= steps.length) return;
  const step = steps[k];
  switch (step.kind) {
    case 'char':
      into.add(step.code);
      return;
    case 'optional':
      for (const c of step.chars + (step.space ? SPACE_CHARS : '')) into.add(c.charCodeAt(0));
      firstCodes(steps, k + 1, into);
      return;
    case 'spaces':
      for (const c of SPACE_CHARS) into.add(c.charCodeAt(0));
      if (step.min === 0) firstCodes(steps, k + 1, into);
      return;
    case 'group':
      firstCodes(steps, k + 1, into);
      firstCodes(steps, k + 1 + step.length, into);
      return;
  }
}

const REGEX_SYNTAX = /[.*+?^${}()|[\]\\]/;
const escapeRegex = (char: string) => (REGEX_SYNTAX.test(char) ? `\\${char}` : char);

/** The steps written as a RegExp source: the key that keeps a pattern once, and its rank. */
function source(steps: Step[], from = 0, to = steps.length): string {
  let out = '';
  for (let k = from; k < to; k++) {
    const step = steps[k];
    switch (step.kind) {
      case 'char':
        out += escapeRegex(String.fromCharCode(step.code));
        break;
      case 'optional':
        if (!step.space) out += step.chars.length === 1 ? `${escapeRegex(step.chars)}?` : `[${step.chars}]?`;
        else out += step.chars ? `[${step.chars}\\s]?` : '\\s?';
        break;
      case 'spaces':
        // "\u00a0" is part of \s already; it stays in the source so a name's rank is what it was
        // when names were RegExps, and the same pattern wins where two could match.
        out += step.min ? '[\\s\\u00a0]+' : '\\s*';
        break;
      case 'group':
        out += `(?:${source(steps, k + 1, k + 1 + step.length)})?`;
        k += step.length;
        break;
    }
  }
  return out;
}

interface Pattern<Tag> {
  steps: Step[];
  bounded: boolean;
  tag: Tag;
  /** Length of the pattern's RegExp source: among patterns of one tag, longer ones are tried first. */
  rank: number;
}

/** Same tag together; within a tag bounded patterns first, then longer sources first, then in order added. */
function triedBefore<Tag>(a: Pattern<Tag>, b: Pattern<Tag>): boolean {
  if (a.bounded !== b.bounded) return a.bounded;
  return a.rank > b.rank;
}

/**
 * A set of patterns, each with a tag that says what it finds. The patterns of one tag behave as
 * the alternatives of one global RegExp (bounded alternatives first, then sorted by source length,
 * longest first): the leftmost position where one matches wins, there the first alternative that
 * matches, and the search goes on after its end. So "Jane Doe, Jane Doe" is two matches, never a
 * third "Doe, Jane" across them, and redacted text keeps the ", " between.
 */
export class PatternSet<Tag extends string> {
  /** Patterns by the case key of a character they can start with, in the order they are tried. */
  private readonly byFirst = new Map<number, Array<Pattern<Tag>>>();
  private readonly sources = new Set<string>();

  get size(): number {
    return this.sources.size;
  }

  /** Adds a pattern; the same steps with the same tag and bounds are kept once. */
  add(steps: Step[], tag: Tag, bounded = true): void {
    const written = source(steps);
    const key = `${tag}${bounded ? '|b|' : '|u|'}${written}`;
    if (this.sources.has(key)) return;
    this.sources.add(key);
    const pattern: Pattern<Tag> = { steps, bounded, tag, rank: written.length };
    const codes = new Set<number>();
    firstCodes(steps, 0, codes);
    for (const code of codes) {
      const list = getOrInsert(this.byFirst, code, () => []);
      let at = list.findIndex((p) => p.tag === tag);
      if (at < 0) at = list.length;
      while (at < list.length && list[at].tag === tag && !triedBefore(pattern, list[at])) at++;
      list.splice(at, 0, pattern);
    }
  }

  /** Reports, for each wanted tag, its matches in `text` from left to right; letter case is ignored. */
  scan(text: string, wanted: ReadonlySet<Tag>, found: (start: number, end: number, tag: Tag) => void): void {
    let keys: string | undefined;
    /** Per tag, where its next match may start (after the end of its last one). */
    const resumeAt = new Map<Tag, number>();
    for (let at = 0; at < text.length; at++) {
      // The case key of an ASCII letter is its lower case; other characters need the keys.
      let code = text.charCodeAt(at);
      if (code >= 65 && code <= 90) code += 32;
      else if (code >= 128) {
        keys ??= caseKey(text);
        code = keys.charCodeAt(at);
      }
      const candidates = this.byFirst.get(code);
      if (candidates === undefined) continue;
      keys ??= caseKey(text);
      let bounds: boolean | undefined;
      let i = 0;
      while (i < candidates.length) {
        const tag = candidates[i].tag;
        const searching = wanted.has(tag) && at >= (resumeAt.get(tag) ?? 0);
        let end = -1;
        for (; i < candidates.length && candidates[i].tag === tag; i++) {
          const pattern = candidates[i];
          // The first pattern that matches decides, even with an empty match, as in a RegExp.
          if (!searching || end >= 0) continue;
          if (pattern.bounded) {
            bounds ??= !isWordBefore(text, at);
            if (!bounds) continue;
          }
          end = matchSteps(pattern.steps, 0, text, keys, at, pattern.bounded);
        }
        if (end > at) {
          found(at, end, tag);
          resumeAt.set(tag, end);
        }
      }
    }
  }
}
