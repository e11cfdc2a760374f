import { foldKey } from './gazetteer';
import type { Span } from './spans';
import { hasStreetEnding, isTypeAfter, isTypeBefore, isUnitWord } from './street-words';

/**
 * Streets recognised by a street-type word of any of some fifty languages (street-words.ts, from
 * libpostal's dictionaries) next to a house number, where addresses.ts's hand-kept patterns know
 * only the major languages' types:
 * - type before the name, number after: "Bulevardul Lisabona, Bloc 73", "Vijenac Vlahe Bukovca
 *   98", "Šetalište kardinala Franje Šepera 768", "Praceta Rosa Figueiredo 1748";
 * - number before: "5164 Beco Mário Lacerda", "Bloc 28 Aleea Chihlimbarului";
 * - type after the name, or glued to it: "Selmas Gate 4", "Lundesvei 55", "Kossuth utca 5",
 *   "58B Nordre Strandvej";
 * - without a number after a cue word: "lives on the north side of Bulevardul Fieni".
 * The house number is the anchor (texts without digits cost one test); the street must sit on the
 * number's line with no sentence break between. completeAddresses() then grows the span over
 * units, postcode and city.
 */

interface Token {
  start: number;
  end: number;
  text: string;
  number: boolean;
  /** What separates it from the previous token: 0 spaces, 1 a comma, 2 a line or sentence break. */
  gap: 0 | 1 | 2;
}

const TOKEN =
  /s\/n\.?|[\p{L}\p{M}][\p{L}\p{M}'’-]*\.?|\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?(?![\p{N}])|\d+/gu;
const CAPITALIZED = /^\p{Lu}/u;
const HOUSE_NUMBER = /^(?:\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4}[a-zA-Z]?)?|s\/n\.?)$/;
const YEAR = /^(?:19|20)\d\d$/;
/** Words after which a street may be named without its number. */
const CUES = new Set([
  'of',
  'on',
  'at',
  'to',
  'in',
  'from',
  'is',
  'address',
  'Address',
  'address:',
  'Address:',
]);
/** How many words a street name may have between its type and its number. */
const MAX_NAME = 6;

/** The tokens of text[from, to); the first one counts as after a break. */
function tokenize(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  let last = from;
  TOKEN.lastIndex = from;
  for (let m = TOKEN.exec(text); m && m.index < to; m = TOKEN.exec(text)) {
    const between = text.slice(last, m.index);
    const previous = tokens.at(-1);
    // A word ending in "." ends a sentence unless it is an abbreviation (one letter, a type or unit).
    const sentenceEnd =
      previous?.text.endsWith('.') === true &&
      !previous.number &&
      previous.text.length > 2 &&
      !isAbbreviation(previous.text);
    const gap =
      previous === undefined || /[\n.!?;:()"]/.test(between) || sentenceEnd
        ? 2
        : between.includes(',')
          ? 1
          : 0;
    const number = /^\d/.test(m[0]) || m[0].startsWith('s/n');
    tokens.push({ start: m.index, end: m.index + m[0].length, text: m[0], number, gap });
    last = m.index + m[0].length;
  }
  return tokens;
}

/** House numbers, and cue words before a street type: where a typed street can be. */
const NUMBER_ANCHOR = /(?<![\p{L}\p{N}])(?:\d{1,5}(?![\p{N}])|s\/n)/gu;
const CUE_ANCHOR = /(?<![\p{L}])(?:of|on|at|to|in|from|is|[Aa]ddress:?)\s(\p{Lu}[\p{L}\p{M}'’-]*)/gu;
/** How far around an anchor the street and its number may reach. */
const REACH = 120;

/**
 * The stretches of text around the anchors, merged, each starting at a word boundary: the
 * detector tokenizes these only, not the whole text (most of a resume has no street).
 */
function windows(text: string): Array<[number, number]> {
  const anchors: number[] = [];
  NUMBER_ANCHOR.lastIndex = 0;
  for (let m = NUMBER_ANCHOR.exec(text); m; m = NUMBER_ANCHOR.exec(text)) {
    if (YEAR.test(m[0])) continue;
    const before = text[m.index - 1];
    if (before === '+' || before === '.' || before === '-' || before === '/') continue;
    anchors.push(m.index);
  }
  CUE_ANCHOR.lastIndex = 0;
  for (let m = CUE_ANCHOR.exec(text); m; m = CUE_ANCHOR.exec(text))
    if (isTypeBefore(foldKey(m[1]))) anchors.push(m.index);
  anchors.sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const at of anchors) {
    let from = Math.max(0, at - REACH);
    while (from > 0 && from < at && !/\s/.test(text[from - 1])) from++;
    const to = Math.min(text.length, at + REACH);
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

const bare = (word: string) => foldKey(word.endsWith('.') ? word.slice(0, -1) : word);
const isAbbreviation = (word: string) => {
  const key = bare(word);
  return isUnitWord(key) || isTypeBefore(key) || isTypeAfter(key);
};
/** Short lower-case words that join the words of a street name: "du", "de la", "u", "na". */
const isLink = (t: Token) => !t.number && t.text.length <= 3 && !CAPITALIZED.test(t.text);

/**
 * The last capitalized word of the street name that starts at tokens[from]: capitalized words,
 * links and at most two other lower-case words ("Route du long Jorat", "Šetalište kardinala
 * Franje"), on one line; -1 when there is none.
 */
function nameEnd(tokens: Token[], from: number): number {
  let end = -1;
  let lower = 0;
  for (let j = from; j < tokens.length && j < from + MAX_NAME + 2; j++) {
    const t = tokens[j];
    if (t.gap !== 0 || t.number) break;
    if (CAPITALIZED.test(t.text)) end = j;
    else if (!isLink(t) && ++lower > 2) break;
  }
  return end;
}

/**
 * "Bulevardul Lisabona, Bloc 73", "Ramal Luis Gabino, 25": a type-before word up to MAX_NAME words
 * before the number, with a capitalized name word between them. A comma may stand only before the
 * number or before a unit word.
 */
function typeBeforeNumber(tokens: Token[], n: number): number {
  let lower = 0;
  let named = false;
  for (let k = n - 1; k >= 0 && k >= n - MAX_NAME - 1; k--) {
    const t = tokens[k];
    const next = tokens[k + 1];
    if (next.gap === 2 || t.number) return -1;
    if (next.gap === 1 && k + 1 !== n && !isUnitWord(bare(next.text))) return -1;
    if (!CAPITALIZED.test(t.text)) {
      // Lower-case words inside a name: "kardinala", "de la", "u".
      if (++lower > 2) return -1;
      continue;
    }
    if (named && isTypeBefore(bare(t.text))) return k;
    if (!isUnitWord(bare(t.text))) named = true;
  }
  return -1;
}

/** "Selmas Gate 4", "Lundesvei 55", "Kossuth utca 5": the street just before the number. */
function typeAfterNumber(tokens: Token[], n: number): number {
  const k = n - 1;
  if (k < 0 || tokens[n].gap === 2 || tokens[k].number) return -1;
  const key = bare(tokens[k].text);
  if (CAPITALIZED.test(tokens[k].text) && hasStreetEnding(key)) return k;
  if (!isTypeAfter(key)) return -1;
  let start = -1;
  for (let j = k - 1; j >= 0 && j >= k - 3; j--) {
    if (tokens[j + 1].gap !== 0 || tokens[j].number || !CAPITALIZED.test(tokens[j].text)) break;
    start = j;
  }
  return start;
}

/** "5164 Beco Mário Lacerda", "58B Nordre Strandvej": the street just after the number. */
function streetAfterNumber(tokens: Token[], n: number): number {
  const first = tokens[n + 1];
  if (first?.gap !== 0 || first.number || !CAPITALIZED.test(first.text)) return -1;
  if (isTypeBefore(bare(first.text))) return nameEnd(tokens, n + 2);
  for (let j = n + 1; j < tokens.length && j <= n + 3; j++) {
    const t = tokens[j];
    if (t.gap !== 0 || t.number || !CAPITALIZED.test(t.text)) break;
    const key = bare(t.text);
    if ((j > n + 1 && isTypeAfter(key)) || hasStreetEnding(key)) return j;
  }
  return -1;
}

/** "Bloc 28 Aleea ...", "Ap. 67 Bloc 12 ...": a unit word before the number starts the address. */
function unitBefore(tokens: Token[], n: number): number {
  let start = n;
  while (start >= 1 && tokens[start].gap !== 2 && tokens[start - 1].number === false) {
    const unit = tokens[start - 1].text;
    if (!CAPITALIZED.test(unit) || !isUnitWord(bare(unit))) break;
    start--;
    if (start >= 1 && tokens[start - 1].number && tokens[start].gap !== 2) start--;
    else break;
  }
  return start;
}

/** "of Bulevardul Fieni": a type-before word after a cue, followed by capitalized words. */
function cuedStreet(tokens: Token[], k: number): number {
  const t = tokens[k];
  if (k === 0 || t.gap !== 0 || !CUES.has(tokens[k - 1].text) || !CAPITALIZED.test(t.text)) return -1;
  if (!isTypeBefore(bare(t.text))) return -1;
  return nameEnd(tokens, k + 1);
}

/** Not a piece of a phone number, date or amount: "+30 800", "545.322.1306", "1.5". */
function standsAlone(text: string, t: Token): boolean {
  const before = text[t.start - 1];
  if (before === '+' || before === '.' || before === '-' || before === '/' || before === '(') return false;
  return !/^[.\-/)]\d/.test(text.slice(t.end, t.end + 2));
}

export function findTypedStreets(text: string, out: Span[]): void {
  if (!/\p{Lu}/u.test(text)) return;
  for (const [from, to] of windows(text)) scan(text, tokenize(text, from, to), out);
}

function scan(text: string, tokens: Token[], out: Span[]): void {
  const push = (from: number, to: number) => {
    // A full stop after the last word ends the sentence, not the street ("of Bulevardul Fieni.").
    const last = tokens[to];
    const stop = last.text.endsWith('.') && !last.number && !isAbbreviation(last.text) ? 1 : 0;
    out.push({ start: tokens[from].start, end: last.end - stop, kind: 'address' });
  };
  for (let n = 0; n < tokens.length; n++) {
    const t = tokens[n];
    if (!t.number) {
      const end = cuedStreet(tokens, n);
      if (end > 0) push(n, end);
      continue;
    }
    if (!HOUSE_NUMBER.test(t.text) || YEAR.test(t.text) || !standsAlone(text, t)) continue;
    const before = typeBeforeNumber(tokens, n);
    if (before >= 0) {
      push(before, n);
      continue;
    }
    const after = typeAfterNumber(tokens, n);
    if (after >= 0) {
      push(after, n);
      continue;
    }
    const end = streetAfterNumber(tokens, n);
    if (end > 0) push(unitBefore(tokens, n), end);
  }
}
