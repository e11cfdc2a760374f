/**
 * The character classes of the name matcher, defined exactly as JavaScript's RegExp defines them
 * (`\s`, `[\p{L}\p{N}_]` and the case-insensitive `iu` comparison), so walking a string by char
 * codes finds what the equivalent RegExp would find.
 */

/** Every character `\s` matches. */
export const SPACE_CHARS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

export function isSpaceCode(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return code >= 0xa0 && SPACE_CHARS.includes(String.fromCharCode(code));
}

const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = /[A-Za-z0-9_]/.test(String.fromCharCode(c)) ? 1 : 0;
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const NON_ASCII_WORD = new Map<number, boolean>();

/** `[\p{L}\p{N}_]`: letters, numbers and "_" make a word; anything else bounds one. */
function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < 128) return ASCII_WORD[codePoint] === 1;
  let word = NON_ASCII_WORD.get(codePoint);
  if (word === undefined) {
    word = LETTER_OR_NUMBER.test(String.fromCodePoint(codePoint));
    NON_ASCII_WORD.set(codePoint, word);
  }
  return word;
}

/** Whether the character at `index` is a word character (false at the end): `(?=[\p{L}\p{N}_])`. */
export function isWordAt(text: string, index: number): boolean {
  if (index >= text.length) return false;
  return isWordCodePoint(text.codePointAt(index)!);
}

/** Whether the character before `index` is a word character (false at 0): `(?<=[\p{L}\p{N}_])`. */
export function isWordBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const code = text.charCodeAt(index - 1);
  if (code >= 0xdc00 && code <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return isWordCodePoint(text.codePointAt(index - 2)!);
  }
  return isWordCodePoint(code);
}

/**
 * Lower-case forms that the `iu` flag treats as another letter (its simple case folding): "ſ" is
 * an "s", "ς" a "σ". Every other character compares by toLowerCase(), except the dotless "ı",
 * which toUpperCase() would turn into "I" although the flag keeps it apart.
 */
const CASE_VARIANTS =
  /\u0345|[\u00b5\u017f\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u1c80-\u1c88\u1e9b\u1fbe\u1fd3\u1fe3\ufb05]/;
const CASE_EXCEPTIONS: Record<string, string> = {
  ı: 'ı',
  '\u1fd3': '\u0390',
  '\u1fe3': '\u03b0',
  '\ufb05': '\ufb06',
};

function caseKeyOfChar(char: string): string {
  const exception = CASE_EXCEPTIONS[char];
  if (exception !== undefined) return exception;
  const upper = char.toUpperCase();
  if (upper.length === 1) {
    const lower = upper.toLowerCase();
    if (lower.length === 1) return lower;
  }
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
}

/**
 * The text with every character replaced by its case-insensitive key, one UTF-16 unit for one, so
 * offsets stay valid and two strings compare as the `iu` flag compares them.
 */
export function caseKey(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length && !CASE_VARIANTS.test(lower)) return lower;
  let out = '';
  for (const char of text) {
    // A letter outside the BMP ("𐐀") is two units; its lower case is two units as well.
    const key = char.length === 1 ? caseKeyOfChar(char) : char.toLowerCase();
    out += key.length === char.length ? key : char;
  }
  return out;
}
