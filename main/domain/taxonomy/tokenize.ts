// One pass over a text that cuts it into word tokens and records, per token, what separated it from the
// previous one, how it is capitalised and a hash of its lowercased text. Skill extraction checks the
// hash against a bit set of known first words before it ever builds a string, so ordinary words cost a
// few array reads; the ambiguity rules read the flags. The text is scanned exactly once.
//
// Tokens keep their inner punctuation when the taxonomy knows the whole form ("C++", "C#", ".NET",
// "Node.js", "CI/CD", "A/B", "P&L", "front-end"); otherwise compound words are split: on "/" into list
// items ("Python/Django"), then on "-", "&", ".", "'" and "_" into joined pieces ("C-suite" → "C" +
// "suite", "R&D" → "R" + "D"), which the rules recognise as parts of a compound.

import { Buffer } from 'node:buffer';

/** Only spaces (or a hyphen inside a split compound) separate the token from the previous one. */
export const F_JOINED = 1;
/** Starts a sentence, line or list item: first token, or after . ! ? : ; a newline or a bullet. */
export const F_SENT = 2;
/** A list separator precedes it: , / | ; & ( ) [ ] or a stand-alone dash. */
export const F_LIST = 4;
/** A later piece of a split compound ("suite" in "C-suite"). */
export const F_COMPOUND = 8;
/** A sentence boundary precedes it (. ! ? newline, bullet); context windows stop here. */
export const F_BREAK = 16;
/** First character is an uppercase letter. */
export const F_CAP = 32;
/** Has cased letters and all of them are uppercase ("R", "GO", "SOAP"); set by the general path only, read
 * isAllUpper() instead. */
export const F_UPPER = 64;
/** First piece of a split compound ("C" in "C-suite"). */
export const F_HEAD = 128;
/** First character is a lowercase letter. */
export const F_LOWER = 256;
/** A period directly follows the token (sentence ends and initials such as "R."). */
export const F_DOT_AFTER = 512;
/** Ends in a plural "s" ("forklifts"); Tokens.pluralHash holds the hash without it. */
export const F_PLURAL = 1024;

/** Tokens of the last tokenized text. The object and its arrays are reused by the next call. */
export interface Tokens {
  count: number;
  text: string;
  start: Int32Array;
  end: Int32Array;
  flags: Int32Array;
  /** Sentence number; increases at every F_BREAK. */
  segment: Int32Array;
  /** Hash of the lowercased token (hashKey). */
  hash: Int32Array;
  /** For F_PLURAL tokens, the hash of the token without its final "s". */
  pluralHash: Int32Array;
}

// Character classes.
const C_OTHER = 0; // separator that is not a space (quotes, *, @, %, ...)
const C_WORD = 1;
const C_JOIN = 2; // may sit inside a token: + # . - / & ' _
const C_SPACE = 3;
const C_BREAK = 4; // newline ! ?
const C_LIST = 5; // , | ( ) [ ] { }
const C_SEMI = 6; // ;
const C_COLON = 7; // :

const ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z0-9]/.test(ch)) ASCII[c] = C_WORD;
  else if ("+#.-/&'_".includes(ch)) ASCII[c] = C_JOIN;
  else if (ch === ' ' || ch === '\t' || ch === '\f' || ch === '\v') ASCII[c] = C_SPACE;
  else if (ch === '\n' || ch === '\r' || ch === '!' || ch === '?') ASCII[c] = C_BREAK;
  else if (',|()[]{}'.includes(ch)) ASCII[c] = C_LIST;
  else if (ch === ';') ASCII[c] = C_SEMI;
  else if (ch === ':') ASCII[c] = C_COLON;
  else ASCII[c] = C_OTHER;
}

/** Lowercased code of each ASCII character. */
const LOWER_CODE = new Int32Array(128);
/** 1 for an uppercase letter, 2 for a lowercase letter, 0 otherwise. */
const CASE_BITS = new Int32Array(128);
for (let c = 0; c < 128; c++) {
  LOWER_CODE[c] = c >= 65 && c <= 90 ? c + 32 : c;
  CASE_BITS[c] = c >= 65 && c <= 90 ? 1 : c >= 97 && c <= 122 ? 2 : 0;
}

/** Bullets and arrows that start a list item. */
const BULLETS = new Set([
  0x2022, 0x00b7, 0x2023, 0x2043, 0x25aa, 0x25cf, 0x25e6, 0x25a0, 0x27a2, 0x2192, 0x25ba,
]);

function classOf(c: number): number {
  if (c < 128) return ASCII[c];
  if (c === 0x2019 || c === 0x2010 || c === 0x2011) return C_JOIN; // ’ ‐ ‑
  if (c === 0xa0 || (c >= 0x2000 && c <= 0x200b) || c === 0x3000 || c === 0x202f) return C_SPACE;
  if (BULLETS.has(c)) return C_BREAK;
  if (c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0x2029 || c === 0x2028) return C_BREAK; // 。！？
  if (c === 0x3001 || c === 0xff0c || c === 0xff08 || c === 0xff09) return C_LIST; // 、，（）
  if (c === 0xff1b) return C_SEMI;
  if (c === 0xff1a) return C_COLON;
  if ((c >= 0x2012 && c <= 0x206f) || c === 0xab || c === 0xbb || c === 0xbf || c === 0xa1) return C_OTHER;
  return C_WORD;
}

/** Characters trimmed from the end of a chunk ("Java." "CI/CD-"), never + or #. */
/** The end of the whitespace-delimited token that starts at or before j (URLs are skipped whole). */
function endOfToken(source: string, from: number, n: number): number {
  let j = from;
  while (j < n && classOf(source.charCodeAt(j)) !== C_SPACE && classOf(source.charCodeAt(j)) !== C_BREAK) j++;
  return j;
}

function isTrimTail(c: number): boolean {
  return c === 46 || c === 45 || c === 47 || c === 38 || c === 39 || c === 95 || c === 0x2019 || c === 0x2010;
}

/** Characters trimmed from the start of a chunk ("+5", "#1", "-Go", "'quoted"). */
function isTrimLead(c: number): boolean {
  return isTrimTail(c) || c === 43 || c === 35;
}

/** Inner characters that make a chunk a compound (+ and # never do: "C++", "C#", "kdb+"). */
function isInnerJoin(c: number): boolean {
  return c === 45 || c === 47 || c === 38 || c === 39 || c === 95 || c === 46 || c === 0x2019 || c === 0x2010;
}

/** The hash the tokenizer computes for a lowercased token. */
export function hashKey(key: string): number {
  let h = 0;
  for (let k = 0; k < key.length; k++) h = (Math.imul(h, 31) + key.charCodeAt(k)) | 0;
  return h;
}

// ---- tokenizer state (module level: tokenize is synchronous and not re-entrant) ----

const t: Tokens = {
  count: 0,
  text: '',
  start: new Int32Array(512),
  end: new Int32Array(512),
  flags: new Int32Array(512),
  segment: new Int32Array(512),
  hash: new Int32Array(512),
  pluralHash: new Int32Array(512),
};
let text = '';
let lowerCache: string | null = null;
let sameLength = true;
let vocab: TokenWords | null = null;
let pending = 0;
let onlySpace = false;
let segment = 0;
/** Lazily built lowercase keys of the current tokens; keyStamp[i] === stamp marks a valid entry. */
let keyCache: string[] = [];
let keyStamp = new Int32Array(512);
let stamp = 0;

let TS = new Int32Array(512);
let TE = new Int32Array(512);
let TF = new Int32Array(512);
let TG = new Int32Array(512);
let TH = new Int32Array(512);
let TP = new Int32Array(512);
let count = 0;

function grow(): void {
  const size = TS.length * 2;
  const copy = (a: Int32Array) => {
    const b = new Int32Array(size);
    b.set(a);
    return b;
  };
  TS = copy(TS);
  TE = copy(TE);
  TF = copy(TF);
  TG = copy(TG);
  TH = copy(TH);
  TP = copy(TP);
  keyStamp = copy(keyStamp);
}

/** The lowercased text, computed on first use: only a non-ASCII token needs it (see lowerSlice). */
function lowerText(): string {
  if (lowerCache === null) {
    lowerCache = text.toLowerCase();
    sameLength = lowerCache.length === text.length;
  }
  return lowerCache;
}

/**
 * text[s, e) lowercased. An ASCII range is lowercased on its own (the few words the rules ask about
 * would not pay for lowercasing the whole text); a non-ASCII one is cut from the lowercased whole
 * text, whose mapping may depend on the letters around it (Greek final sigma).
 */
function lowerSlice(s: number, e: number): string {
  for (let k = s; k < e; k++) {
    if (CODES[k] < 128) continue;
    const lower = lowerText();
    return sameLength ? lower.slice(s, e) : text.slice(s, e).toLowerCase();
  }
  return text.slice(s, e).toLowerCase();
}

function hashRange(s: number, e: number): number {
  let h = 0;
  for (let k = s; k < e; k++) {
    const c = CODES[k];
    if (c >= 128) return hashKey(text.slice(s, e).toLowerCase());
    h = (Math.imul(h, 31) + LOWER_CODE[c]) | 0;
  }
  return h;
}

/** Case flags of text[s, e). */
function caseFlags(s: number, e: number): number {
  let flags = 0;
  let hasUpper = false;
  let hasLower = false;
  for (let k = s; k < e; k++) {
    const c = CODES[k];
    let up: boolean;
    let low: boolean;
    if (c < 128) {
      up = c >= 65 && c <= 90;
      low = c >= 97 && c <= 122;
    } else {
      const ch = text[k];
      up = ch.toLowerCase() !== ch;
      low = !up && ch.toUpperCase() !== ch;
    }
    if (k === s) {
      if (up) flags |= F_CAP;
      else if (low) flags |= F_LOWER;
    }
    if (up) hasUpper = true;
    if (low) hasLower = true;
  }
  if (hasUpper && !hasLower) flags |= F_UPPER;
  return flags;
}

function push(s: number, e: number, flags: number, hash: number): void {
  if (count === TS.length) grow();
  let f = flags | pending;
  if ((flags & F_COMPOUND) === 0 && onlySpace && (f & (F_BREAK | F_LIST | F_SENT)) === 0) f |= F_JOINED;
  if (f & F_BREAK) segment++;
  TS[count] = s;
  TE[count] = e;
  TF[count] = f;
  TG[count] = segment;
  TH[count] = hash;
  if (isPluralEnd(s, e)) {
    TF[count] |= F_PLURAL;
    TP[count] = hashRange(s, e - 1);
  }
  count++;
  pending = 0;
  onlySpace = true;
}

/** "forklifts", "dashboards", but not "ss" (class), "us" (status) or "is" (analysis) endings. */
function isPluralEnd(s: number, e: number): boolean {
  if (e - s < 4 || (CODES[e - 1] | 32) !== 115) return false;
  const before = CODES[e - 2] | 32;
  return before !== 115 && before !== 117 && before !== 105;
}

function emit(s: number, e: number, extra: number): void {
  push(s, e, extra | caseFlags(s, e), hashRange(s, e));
}

/**
 * Whether the vocabulary holds text[s, e) lowercased; compared in place, without building a string.
 * Only asked with a vocabulary (the callers test vocab === null first).
 */
function inVocabulary(s: number, e: number): boolean {
  return (vocab as TokenWords).hasRange(s, e, hashRange(s, e));
}

function hasInnerJoin(s: number, e: number, includeSlash: boolean): boolean {
  for (let k = s + 1; k < e - 1; k++) {
    const c = CODES[k];
    if (isInnerJoin(c) && (includeSlash || c !== 47)) return true;
  }
  return false;
}

/** Splits a piece on - & . ' _ into joined parts. */
function emitInner(s: number, e: number, first: number): void {
  let partStart = s;
  let emitted = 0;
  let head = -1;
  for (let k = s; k <= e; k++) {
    if (k === e || isInnerJoin(CODES[k])) {
      if (k > partStart) {
        if (emitted === 0) {
          emit(partStart, k, first);
          head = count - 1;
        } else emit(partStart, k, F_COMPOUND | F_JOINED);
        emitted++;
      }
      partStart = k + 1;
    }
  }
  if (emitted > 1 && head >= 0) TF[head] |= F_HEAD;
}

/** The general case: trims, keeps known compounds whole, splits the others. */
function addChunk(s0: number, e0: number): void {
  let s = s0;
  let e = e0;
  while (e > s && isTrimTail(CODES[e - 1])) e--;
  const trimmedEnd = e;
  // Possessive: "Python's" → "Python".
  if (e - s > 2 && (CODES[e - 1] | 32) === 115) {
    const a = CODES[e - 2];
    if (a === 39 || a === 0x2019) e -= 2;
  }
  while (s < e && isTrimLead(CODES[s])) {
    if (
      CODES[s] === 46 &&
      s + 1 < e &&
      classOf(CODES[s + 1]) === C_WORD &&
      (vocab === null || inVocabulary(s, e))
    )
      break;
    s++;
  }
  if (s >= e) {
    // A stand-alone "/", "&", "-" or "+" between words acts as a list separator; "..." ends a sentence.
    afterTrim(s0, e0);
    return;
  }
  if (vocab === null || !hasInnerJoin(s, e, true) || inVocabulary(s, e)) {
    emit(s, e, 0);
  } else {
    // Split on "/" into list items, then each item on the other joiners.
    let pieceStart = s;
    let pieces = 0;
    for (let k = s; k <= e; k++) {
      if (k === e || CODES[k] === 47) {
        let ps = pieceStart;
        let pe = k;
        while (pe > ps && isTrimTail(CODES[pe - 1])) pe--;
        while (ps < pe && isTrimLead(CODES[ps])) ps++;
        if (pe > ps) {
          const first = pieces === 0 ? 0 : F_LIST;
          if (!hasInnerJoin(ps, pe, false) || inVocabulary(ps, pe)) emit(ps, pe, first);
          else emitInner(ps, pe, first);
          pieces++;
        }
        pieceStart = k + 1;
      }
    }
  }
  if (trimmedEnd < e0) afterTrim(trimmedEnd, e0);
}

/** Punctuation trimmed off the end of a token: a period ends the sentence, "/" "&" "-" separate items. */
function afterTrim(s: number, e: number): void {
  let dot = false;
  for (let k = s; k < e; k++) if (CODES[k] === 46) dot = true;
  if (dot) {
    if (count > 0) TF[count - 1] |= F_DOT_AFTER;
    pending |= F_BREAK | F_SENT;
  } else {
    pending |= F_LIST;
  }
  onlySpace = false;
}

/**
 * The end of a URL starting at token start i ("https://...", "www.example.com"): the word runs to
 * wordEnd and its trailing punctuation to j. -1 when it is no URL.
 */
function urlEnd(source: string, ch: Uint16Array, i: number, wordEnd: number, j: number, n: number): number {
  if (j + 2 < n && ch[j] === 58 && ch[j + 1] === 47 && ch[j + 2] === 47) return endOfToken(source, j, n);
  if (wordEnd - i === 3 && j - i > 4 && (source.startsWith('www.', i) || source.startsWith('WWW.', i)))
    return endOfToken(source, j, n);
  return -1;
}

/**
 * The UTF-16 codes of the text being tokenized, copied once into a reused buffer. The hot loop reads
 * them from a typed array: charCodeAt there ran at half speed once the loop had seen varied real text
 * (Unicode and ASCII resumes, short entries and long prose), and reading a typed array does not depend
 * on what the engine learnt about earlier strings. The helpers below read the tokenized text from
 * here too. Valid until the next call, as `text` is.
 *
 * A long text is copied by Buffer.write as UTF-16LE, native code that copies the code units as they
 * are (lone surrogates too), about twenty times faster than a charCodeAt loop over a résumé's
 * thousand characters; the view reads them back in the machine's order, little-endian on every
 * platform Electron runs on. A short one (a skills-list entry) is not worth the native call.
 */
const NATIVE_COPY_FROM = 48;
let codeBytes = Buffer.alloc(0);
let CODES = new Uint16Array(0);
/** Replaces the buffer and its view by ones of `units` code units. */
function allocateCodes(units: number): void {
  codeBytes = Buffer.alloc(units * 2);
  CODES = new Uint16Array(codeBytes.buffer, codeBytes.byteOffset, units);
}
allocateCodes(4096);
function codesOf(source: string): Uint16Array {
  const n = source.length;
  if (CODES.length < n) allocateCodes(Math.max(n, CODES.length * 2));
  const codes = CODES;
  if (n >= NATIVE_COPY_FROM) codeBytes.write(source, 0, 'utf16le');
  else for (let k = 0; k < n; k++) codes[k] = source.charCodeAt(k);
  return codes;
}

/** The hyphen, non-breaking hyphen and en dash ("Front–End", "end‑to‑end"). */
const UNICODE_HYPHEN = /[\u2010\u2011\u2013]/;
/**
 * One of them between two letters or digits, read as "-" so that the vocabulary's compounds and the
 * lexicon's keys ("front-end") match as written with "-". Same length, so token offsets stay those of
 * the text. Not the em dash: "skills—Python" is a parenthetical dash, not a compound.
 */
const HYPHEN_IN_WORD = /(?<=[\p{L}\p{N}])[\u2010\u2011\u2013](?=[\p{L}\p{N}])/gu;

/**
 * Tokenizes `written` (its Unicode hyphens between letters read as "-"). With a vocabulary, a
 * compound chunk stays whole only when the vocabulary holds it (lowercased); without one (when
 * building the vocabulary itself), compounds always stay whole.
 * The returned object is shared and overwritten by the next call.
 */
export function tokenize(written: string, vocabulary: TokenWords | null): Tokens {
  const source = UNICODE_HYPHEN.test(written) ? written.replace(HYPHEN_IN_WORD, '-') : written;
  text = source;
  const ch = codesOf(source);
  lowerCache = null;
  sameLength = true;
  vocab = vocabulary;
  count = 0;
  t.text = source;
  pending = F_SENT | F_BREAK;
  onlySpace = false;
  segment = 0;
  stamp++;
  // The hot state lives in locals; the general path (addChunk) works on the module state, so it is
  // written back before and read again after each call.
  let cnt = 0;
  let pend = F_SENT | F_BREAK;
  let only = false;
  let seg = 0;
  let ts = TS;
  let te = TE;
  let tf = TF;
  let tg = TG;
  let th = TH;
  let tp = TP;
  const n = source.length;
  let i = 0;
  /** End of a chunk starting at i that goes to the general path (addChunk), or -1. */
  let chunkEnd = -1;
  while (i < n) {
    if (chunkEnd >= 0) {
      // A chunk for the general path, which works on the module state. Done here, once for both kinds
      // of chunk, rather than in a closure: a closure over these locals would put them in a heap
      // context, and the per-token fast path reads and writes them.
      const e = chunkEnd;
      chunkEnd = -1;
      count = cnt;
      pending = pend;
      onlySpace = only;
      segment = seg;
      addChunk(i, e);
      cnt = count;
      pend = pending;
      only = onlySpace;
      seg = segment;
      ts = TS;
      te = TE;
      tf = TF;
      tg = TG;
      th = TH;
      tp = TP;
      i = e;
      continue;
    }
    const c = ch[i];
    if (c === 32) {
      i++;
      continue;
    }
    const cls = c < 128 ? ASCII[c] : classOf(c);
    if (cls === C_WORD) {
      // Fast path: a run of ASCII letters and digits, hashed and case-checked with table lookups.
      // (For ASCII letters and digits, `d | 32` is the lowercase code.)
      let j = i + 1;
      let h = c < 128 ? c | 32 : 0;
      let previous = 0;
      while (j < n) {
        const d = ch[j];
        if (d >= 128 || ASCII[d] !== C_WORD) break;
        previous = h;
        h = (Math.imul(h, 31) + (d | 32)) | 0;
        j++;
      }
      const wordEnd = j;
      // Trailing punctuation up to the next separator; anything else (an inner joiner, "+", "#",
      // a non-ASCII letter, "://") sends the whole chunk to the general path.
      let plain = c < 128;
      let dot = false;
      while (j < n) {
        const d = ch[j];
        const k = d < 128 ? ASCII[d] : classOf(d);
        if (k === C_WORD) plain = false;
        else if (k === C_JOIN) {
          if (d === 43 || d === 35) plain = false;
          else if (d === 46) dot = true;
        } else break;
        j++;
      }
      // URLs ("https://...", "www.example.com") carry no skills; skip them whole. Tested only when a
      // colon or a period follows the word, so the common word pays one comparison.
      if ((j < n && ch[j] === 58) || dot) {
        const url = urlEnd(source, ch, i, wordEnd, j, n);
        if (url >= 0) {
          only = false;
          i = url;
          continue;
        }
      }
      if (plain) {
        // F_UPPER is left to isAllUpper(): only the ambiguity rules need it.
        let f = CASE_BITS[c] === 1 ? F_CAP : CASE_BITS[c] === 2 ? F_LOWER : 0;
        f |= pend;
        if (only && (f & (F_BREAK | F_LIST | F_SENT)) === 0) f |= F_JOINED;
        if (f & F_BREAK) seg++;
        if (cnt === ts.length) {
          count = cnt;
          grow();
          ts = TS;
          te = TE;
          tf = TF;
          tg = TG;
          th = TH;
          tp = TP;
        }
        ts[cnt] = i;
        te[cnt] = wordEnd;
        tg[cnt] = seg;
        th[cnt] = h;
        if (wordEnd - i >= 4 && (ch[wordEnd - 1] | 32) === 115) {
          const before = ch[wordEnd - 2] | 32;
          if (before !== 115 && before !== 117 && before !== 105) {
            f |= F_PLURAL;
            tp[cnt] = previous;
          }
        }
        pend = 0;
        only = true;
        if (wordEnd < j) {
          // Trailing punctuation: a period ends the sentence; "/" "&" "-" separate list items.
          if (dot) {
            f |= F_DOT_AFTER;
            pend = F_BREAK | F_SENT;
          } else pend = F_LIST;
          only = false;
        }
        tf[cnt] = f;
        cnt++;
        i = j;
      } else chunkEnd = j; // i stays: the general path at the top of the loop takes [i, j)
      continue;
    }
    switch (cls) {
      case C_JOIN: {
        // A chunk starting with a joiner (".NET", "-Go", "+5"): the general path.
        let j = i + 1;
        while (j < n) {
          const d = ch[j];
          const k = d < 128 ? ASCII[d] : classOf(d);
          if (k !== C_WORD && k !== C_JOIN) break;
          j++;
        }
        chunkEnd = j;
        continue;
      }
      case C_SPACE:
        break;
      case C_BREAK:
        pend |= F_BREAK | F_SENT;
        only = false;
        break;
      case C_LIST:
        pend |= F_LIST;
        only = false;
        break;
      case C_SEMI:
        pend |= F_LIST | F_SENT;
        only = false;
        break;
      case C_COLON:
        pend |= F_SENT;
        only = false;
        break;
      default:
        only = false;
    }
    i++;
  }
  count = cnt;
  t.count = cnt;
  t.start = TS;
  t.end = TE;
  t.flags = TF;
  t.segment = TG;
  t.hash = TH;
  t.pluralHash = TP;
  return t;
}

/** Lowercased text of token `i` of the last tokenized text (built on first use). */
export function keyOf(i: number): string {
  if (keyStamp[i] === stamp) return keyCache[i];
  const key = lowerSlice(TS[i], TE[i]);
  keyCache[i] = key;
  keyStamp[i] = stamp;
  return key;
}

/** Whether token `i` has cased letters and all of them are uppercase ("R", "GO", "SOAP"). */
export function isAllUpper(i: number): boolean {
  return (caseFlags(TS[i], TE[i]) & F_UPPER) !== 0;
}

/** Whether token `i` of the last tokenized text, lowercased, equals `key` (without building a string). */
export function tokenEquals(i: number, key: string, dropLast = false): boolean {
  if (!dropLast) return rangeEquals(TS[i], TE[i], key);
  const s = TS[i];
  const e = TE[i] - 1;
  if (e - s !== key.length) return false;
  for (let k = 0; k < key.length; k++) {
    const c = CODES[s + k];
    if (c >= 128) return keyOf(i).slice(0, -1) === key;
    if (LOWER_CODE[c] !== key.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * Whether `length` tokens from token `start` of the last tokenized text, lowercased and joined by one
 * space, equal `key` (a key of the lexicon), compared in place: no string, no split of the key.
 */
export function tokensEqual(start: number, length: number, key: string): boolean {
  let p = 0;
  for (let x = 0; x < length; x++) {
    if (x > 0) {
      if (key.charCodeAt(p) !== 32) return false;
      p++;
    }
    const s = TS[start + x];
    const e = TE[start + x];
    const from = p;
    for (let k = s; k < e; k++) {
      const c = CODES[k];
      if (c >= 128) {
        // Lowercasing non-ASCII text may change its length ("İ"): compare the whole token.
        let to = key.indexOf(' ', from);
        if (to < 0) to = key.length;
        if (keyOf(start + x) !== key.slice(from, to)) return false;
        p = to;
        break;
      }
      // Past the end of the key, charCodeAt gives NaN: no match.
      if (LOWER_CODE[c] !== key.charCodeAt(p)) return false;
      p++;
    }
  }
  return p === key.length;
}

/** Whether text[s, e) of the last tokenized text, lowercased, equals `key` (without building a string). */
function rangeEquals(s: number, e: number, key: string): boolean {
  if (e - s === key.length) {
    for (let k = 0; k < key.length; k++) {
      const c = CODES[s + k];
      if (c >= 128) return lowerSlice(s, e) === key;
      if (LOWER_CODE[c] !== key.charCodeAt(k)) return false;
    }
    return true;
  }
  // Lowercasing can change the length of non-ASCII text ("İ").
  for (let k = s; k < e; k++) if (CODES[k] >= 128) return lowerSlice(s, e) === key;
  return false;
}

/** All keys of the last tokenized text. */
export function allKeys(): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(keyOf(i));
  if (keyCache.length > 4096) keyCache = [];
  return out;
}

/** The original spelling of token `i` of the last tokenized text. */
export function rawToken(i: number): string {
  return text.slice(TS[i], TE[i]);
}

/**
 * A set of lowercase words asked about tokens (or ranges) of the last tokenized text. It finds a token
 * by the hash the tokenizer already computed and compares characters in place, so the rules that look
 * at the words around an ambiguous skill, and the tokenizer asking its vocabulary whether to keep a
 * compound whole, build no string per word they test.
 */
export class TokenWords {
  /** The words, by number. */
  private readonly words: string[];
  /**
   * Open addressing over the words' hashes (kept to a small integer), at most half full: the hash of
   * each slot and the number of its word, -1 when empty. Typed arrays rather than a Map keyed by hash,
   * which would hash the hash again on every hit.
   */
  private readonly slotHash: Int32Array;
  private readonly slotWord: Int32Array;
  private readonly slotMask: number;
  /** Low bits of the words' hashes, at least 32 bits per word: most tokens are answered by one bit test. */
  private readonly bits: Uint32Array;
  private readonly mask: number;

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)];
    let size = 256;
    while (size < this.words.length) size *= 2;
    this.bits = new Uint32Array(size);
    this.mask = size - 1;
    this.slotHash = new Int32Array(size * 4);
    this.slotWord = new Int32Array(size * 4).fill(-1);
    this.slotMask = size * 4 - 1;
    this.words.forEach((word, index) => {
      const h = hashKey(word) & 0x3fffffff;
      this.bits[(h >>> 5) & this.mask] |= 1 << (h & 31);
      let slot = TokenWords.slotOf(h) & this.slotMask;
      while (this.slotWord[slot] !== -1) slot = (slot + 1) & this.slotMask;
      this.slotHash[slot] = h;
      this.slotWord[slot] = index;
    });
  }

  private static slotOf(h: number): number {
    return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 12;
  }

  /** Whether token `i`, lowercased, is one of the words (as `words.has(keyOf(i))`). */
  hasToken(i: number): boolean {
    return this.hasRange(TS[i], TE[i], TH[i]);
  }

  /** Whether text[s, e), lowercased, is one of the words; `hash` is its hashKey (hashRange). */
  hasRange(s: number, e: number, hash: number): boolean {
    const h = hash & 0x3fffffff;
    if ((this.bits[(h >>> 5) & this.mask] & (1 << (h & 31))) === 0) return false;
    for (let slot = TokenWords.slotOf(h) & this.slotMask; ; slot = (slot + 1) & this.slotMask) {
      const word = this.slotWord[slot];
      if (word === -1) return false;
      if (this.slotHash[slot] === h && rangeEquals(s, e, this.words[word])) return true;
    }
  }
}
