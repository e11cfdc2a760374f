// Small string helpers used while building documents. All of them walk their
// input once and use no regular expressions: they run for every document.

import type { Random } from './random';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * Fills a format pattern: '#' becomes a digit, '%' a digit 2-9 and '@' a
 * capital letter (without I, O and Q, which postcodes avoid); anything else is
 * copied. "+1 (%##) 555-01##" → "+1 (415) 555-0172".
 */
export function fillPattern(rng: Random, pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '#') out += DIGITS[rng.int(0, 9)];
    else if (ch === '%') out += DIGITS[rng.int(2, 9)];
    else if (ch === '@') out += LETTERS[rng.int(0, LETTERS.length - 1)];
    else out += ch;
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 1234567 → "1,234,567" (always en-US grouping, so output is the same everywhere). */
export function groupThousands(value: number): string {
  const digits = String(Math.round(value));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * Rounds a pay figure the way ads do: to three significant digits, so
 * 87,431 → 87,400 and 23.6 → 24 (whole units only).
 */
export function roundPay(value: number, reference = value): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(reference, 1))) - 2);
  return Math.round(value / step) * step;
}

/** Lower-case ASCII letters of a name, for e-mail addresses and usernames. Load-time use only. */
export function slugOf(name: string): string {
  const folded = name
    .normalize('NFD')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae');
  let out = '';
  for (const ch of folded) if (ch >= 'a' && ch <= 'z') out += ch;
  return out;
}

/** The years-of-experience phrase of a summary. */
export function yearsPhrase(years: number): string {
  if (years < 1) return 'almost a year';
  const whole = Math.floor(years);
  return whole === 1 ? 'one year' : `${whole} years`;
}
