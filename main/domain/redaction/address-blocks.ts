import { isSkillLine } from './addresses';
import { isPostcodeShape } from './postcode-shapes';
import type { Span } from './spans';

/**
 * Multi-line addresses whose street has no type word ("2 Čížovská", "Kremličkova 36"): a line that
 * is only a house number and capitalized words (either order, maybe a unit after it), followed
 * within four short lines by a line that holds some country's postcode (postcode-shapes.ts) where
 * a place name is also written (on that line or one before it):
 *
 *     36 Kremličkova Apt. 854          Oedt 52
 *     Dobřichovice                     Taxenbach
 *     752 37                           5710
 *
 * The street line becomes an address span; completeAddresses() grows it over the lines below.
 */

const PREFIX = /^[ \t>?]*/;
const WORD = "[\\p{L}\\p{M}'’.-]+";
/** The later words of a street name: capitalized, or a link ("de", "van der", "u", "ul."). */
const NAME_WORD = `(?:\\p{Lu}${WORD}|\\d{1,3}\\.|(?:de|da|do|dos|das|del|della|di|du|des|la|le|los|las|van|von|der|den|het|ter|y|e|i|u|na|nad|pod|pri|al|ul|pl|os)\\.?)`;
const NUMBER = '\\d{1,5}[a-zA-Z]?';
const UNIT = `(?:,?\\s+\\p{Lu}\\p{L}{0,11}\\.?\\s${NUMBER})?`;
const STREET_LINE = new RegExp(
  `^(?:(${NUMBER}),?\\s+\\p{Lu}${WORD}(?:\\s+${NAME_WORD}){0,4}|\\p{Lu}${WORD}(?:\\s+${NAME_WORD}){0,4}\\s+(${NUMBER}))${UNIT}[ \\t]*$`,
  'u',
);
const YEAR = /^(?:19|20)\d\d$/;
const POSTCODE_CANDIDATE = /(?<![\p{L}\p{N}])[A-Z\d]{2,8}(?:[ -][A-Z\d]{2,5})?(?![\p{L}\p{N}])/gu;
const PLACE = /\p{Lu}\p{Ll}/u;
/** A line of an address block: short, no sentence or label punctuation. */
const BLOCK_LINE = /^[\p{Lu}\p{N}][^!?:;@]{0,39}$/u;

function hasPostcode(line: string): boolean {
  POSTCODE_CANDIDATE.lastIndex = 0;
  for (let m = POSTCODE_CANDIDATE.exec(line); m; m = POSTCODE_CANDIDATE.exec(line))
    if (!YEAR.test(m[0]) && (isPostcodeShape(m[0]) || isPostcodeShape(m[0].split(/[ -]/)[0]))) return true;
  return false;
}

export function findAddressBlocks(text: string, out: Span[]): void {
  if (!text.includes('\n')) return;
  const lines: Array<{ start: number; text: string }> = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    const prefix = PREFIX.exec(raw)?.[0].length ?? 0;
    lines.push({ start: at + prefix, text: raw.slice(prefix).replace(/\r$/, '') });
    at += raw.length + 1;
  }
  for (let i = 0; i < lines.length - 1; i++) {
    const street = STREET_LINE.exec(lines[i].text);
    if (!street || YEAR.test(street[1] ?? street[2] ?? '')) continue;
    // "Python 3", "Django 4": skill lines have the same shape.
    if (isSkillLine(street[0])) continue;
    let place = false;
    for (let j = i + 1, blank = 0; j < lines.length && j <= i + 5; j++) {
      const line = lines[j].text.trim();
      if (line === '') {
        if (++blank > 1) break;
        continue;
      }
      if (!BLOCK_LINE.test(line)) break;
      const hasPlace = PLACE.test(line);
      if (hasPostcode(line) && (place || hasPlace)) {
        out.push({
          start: lines[i].start,
          end: lines[i].start + street[0].trimEnd().length,
          kind: 'address',
        });
        break;
      }
      place ||= hasPlace;
    }
  }
}
