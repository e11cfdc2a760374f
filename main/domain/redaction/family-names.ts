import { foldKey, nameWordClass } from './gazetteer';
import type { Span } from './spans';

/**
 * Families named by their surname in the plural, and the lists they lead: "the Kims", "the
 * Joneses", "the Kims, Park and Lee", "the Kims and the Parks". person-names.ts reads "Kims, Park
 * and Lee" as a firm's name ("Maggio, Becker and Turcotte") and "Kims" is no name word at all;
 * "the" before a plural surname makes them people.
 *
 * The plural that opens the list must be a surname or given name that is nothing else ("the
 * Browns", "the Kings", "the Hamptons" are teams and places): its class is 'name'. The members
 * after it ("Park", "the Parks") may also be names that are words, since the list already says
 * what they are.
 */

const FAMILY_LIST =
  /(?<![\p{L}\p{M}])[Tt]he\s(\p{Lu}[\p{Ll}\p{M}'’]+)((?:(?:,\s|,?\s(?:and|&)\s)(?:the\s)?\p{Lu}[\p{Ll}\p{M}'’]+)*)/gu;
const MEMBER = /(?:,\s|,?\s(?:and|&)\s)(?:the\s)?(\p{Lu}[\p{Ll}\p{M}'’]+)/gu;

/** The singular of a plural surname ("Kims" → kim, "Joneses" → jones), or null. */
function singular(word: string): string | null {
  const key = foldKey(word);
  // A plural ends in a plain s ("Matoš" is one person), and is no name itself ("Matos", "Williams").
  if (!word.endsWith('s') || key.length < 4 || nameWordClass(key) !== 'none') return null;
  if (/(?:s|z|x|ch|sh)es$/.test(key)) return key.slice(0, -2);
  return key.slice(0, -1);
}

function isMember(word: string): boolean {
  const key = foldKey(word);
  const stem = singular(word);
  return nameWordClass(key) !== 'none' || (stem !== null && nameWordClass(stem) !== 'none');
}

export function findFamilyNames(text: string, out: Span[]): void {
  if (!/[Tt]he\s\p{Lu}/u.test(text)) return;
  FAMILY_LIST.lastIndex = 0;
  for (let m = FAMILY_LIST.exec(text); m; m = FAMILY_LIST.exec(text)) {
    const head = m[1];
    const stem = singular(head);
    if (stem === null || nameWordClass(stem) !== 'name') continue;
    const headStart = m.index + m[0].indexOf(head, 3);
    out.push({ start: headStart, end: headStart + head.length, kind: 'name' });
    const listStart = headStart + head.length;
    MEMBER.lastIndex = 0;
    for (let k = MEMBER.exec(m[2]); k; k = MEMBER.exec(m[2])) {
      if (!isMember(k[1])) break;
      const start = listStart + k.index + k[0].length - k[1].length;
      out.push({ start, end: start + k[1].length, kind: 'name' });
    }
  }
}
