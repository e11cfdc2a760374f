/**
 * Splits a full name into first and last name the way most recruiters read it: the first word is
 * the first name, the last word (with the particles before it: van, de, bin, ...) is the last name,
 * and words between are middle names. "Jane Q. Doe" → Jane / Doe, "Doe, Jane" → Jane / Doe,
 * "Ludwig van Beethoven" → Ludwig / van Beethoven. Honorifics and suffixes are not names. Names
 * this rule gets wrong (double surnames) are why the API takes firstName and lastName overrides.
 */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'rev']);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'mba', 'esq']);

const bare = (word: string) => word.toLowerCase().replace(/\./g, '');
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'da',
  'das',
  'do',
  'dos',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'st',
  'bin',
  'binti',
  'al',
  'el',
  'ter',
  'ten',
]);

export function splitName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma > 0) {
    const before = trimmed.slice(0, comma).trim();
    const after = trimmed.slice(comma + 1).trim();
    // "Doe, Jane" but not "Jane Doe, Jr."
    if (after && !SUFFIXES.has(bare(after))) {
      const given = splitName(after);
      return { firstName: given.firstName, lastName: before };
    }
  }
  const words = trimmed
    .split(' ')
    .map((w) => w.replace(/,$/, ''))
    .filter((w) => w && !SUFFIXES.has(bare(w)));
  while (words.length > 1 && HONORIFICS.has(bare(words[0]))) words.shift();
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0], lastName: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(bare(words[start - 1]))) start--;
  return { firstName: words[0], lastName: words.slice(start).join(' ') };
}
