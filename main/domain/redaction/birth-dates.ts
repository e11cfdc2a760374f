import { MONTHS } from './lexicon';
import type { Span } from './spans';

/**
 * Dates of birth that no cue word introduces, found by their form and place (detectors.ts finds
 * the cued ones: "born", "DOB", "Geburtsdatum"):
 *
 * - a full date right after a person's name, set off by a comma, a bracket or a separator:
 *   "Jane Roe, 14/01/1961, Lyon", "Jane Roe (14.01.1961)", "Jane Roe · 1961-01-14";
 * - a full date in a line or sentence of personal details: "Personal details: 1961-01-14,
 *   married", "Nationality: French · 14 January 1961".
 *
 * Both need a full date (day, month and four-digit year; "January 1961" or "1961" alone is no birth
 * date) whose year a working adult can be born in (1930–2010), and not an end of a range ("01/03/1985
 * – 02/04/1990" is a period of work).
 */

const FULL_DATE = `(?:\\d{1,2}(?:st|nd|rd|th|er|\\.)?[\\s-](?:of\\s|de\\s)?(?:${MONTHS})\\.?,?[\\s-]\\d{4}|(?:${MONTHS})\\.?\\s\\d{1,2}(?:st|nd|rd|th)?,?\\s\\d{4}|\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{4})`;
/** After a name: a separator, then the date. */
const AFTER_NAME = new RegExp(`^(?:,\\s?|\\s?\\(\\s?|\\s[·|•–—-]\\s)(${FULL_DATE})(?![\\p{L}\\p{N}])`, 'iu');
const DATE_IN_TEXT = new RegExp(`(?<![\\p{L}\\p{N}])${FULL_DATE}(?![\\p{L}\\p{N}])`, 'giu');
/** Words of a personal-details line: marital status, nationality, sex, place of birth. */
const PERSONAL =
  /(?<![\p{L}])(?:personal\s(?:details|data|information|info)|married|single|divorced|widowed|marital|nationality|citizenship|gender|sex\s?:|male|female|place\sof\sbirth|Familienstand|verheiratet|ledig|Staatsangehörigkeit|Nationalität|nationalité|célibataire|mariée?|estado\scivil|casad[oa]|solteir[oa]|solter[oa]|nacionalidad|nacionalidade)(?![\p{L}])/iu;
/** What stands before a date that is the value of a details field: a separator or the line start. */
const FIELD_BEFORE = /(?:^|[:,;·|•(])\s*$/u;
const RANGE_BEFORE = /(?:[-–—]|\bto|\bfrom|\bsince|\buntil|\btill|\bbis|\bau|\bdu)\s*$/i;
const RANGE_AFTER = /^\s*(?:[-–—]|to\b|until\b|till\b|bis\b|au\b)/i;

function plausible(text: string, start: number, date: string): boolean {
  const year = Number(/\d{4}/.exec(date)?.[0]);
  if (!(year >= 1930 && year <= 2010)) return false;
  if (RANGE_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return false;
  return !RANGE_AFTER.test(text.slice(start + date.length, start + date.length + 8));
}

/** Pushes the birth dates of `text`, given the name spans already found in it. */
export function findContextBirthDates(text: string, names: readonly Span[], out: Span[]): void {
  if (!/\d{4}/.test(text)) return;
  for (const name of names) {
    if (name.kind !== 'name') continue;
    const m = AFTER_NAME.exec(text.slice(name.end, name.end + 40));
    if (!m) continue;
    const start = name.end + m[0].length - m[1].length;
    if (plausible(text, start, m[1])) out.push({ start, end: start + m[1].length, kind: 'dob' });
  }
  if (!PERSONAL.test(text)) return;
  DATE_IN_TEXT.lastIndex = 0;
  for (let m = DATE_IN_TEXT.exec(text); m; m = DATE_IN_TEXT.exec(text)) {
    // The personal-details word must share the date's line and sentence.
    const lineStart = Math.max(text.lastIndexOf('\n', m.index), text.lastIndexOf('. ', m.index)) + 1;
    const next = [text.indexOf('\n', m.index), text.indexOf('. ', m.index + m[0].length)].filter(
      (i) => i >= 0,
    );
    const lineEnd = next.length > 0 ? Math.min(...next) : text.length;
    if (!PERSONAL.test(text.slice(lineStart, lineEnd))) continue;
    // The value of a details field ("married, 14/01/1961", "Personal details: 1961-01-14"), not an
    // event in a sentence ("moved on 14/01/2005").
    if (!FIELD_BEFORE.test(text.slice(lineStart, m.index))) continue;
    if (plausible(text, m.index, m[0])) out.push({ start: m.index, end: m.index + m[0].length, kind: 'dob' });
  }
}
