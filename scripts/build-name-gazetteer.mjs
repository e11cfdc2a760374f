// Builds resources/redaction/names.json: the given-name and surname gazetteers of the redaction
// engine's name detector (main/domain/redaction/gazetteer.ts).
//
//   node scripts/build-name-gazetteer.mjs
//
// Source: the per-locale person data of @faker-js/faker (MIT licence, see
// resources/redaction/README.md), every locale it ships (Europe, the Americas, South and East
// Asia, Africa, the Middle East). Deterministic: the same faker version writes the same file.
//
// Each entry is one name word, lower-cased and without diacritics (the form the detector looks
// up): multi-word surnames ("van der Merwe") give their words minus the particles. The file also
// lists the name words that are common English words ("will", "grant", "way", taken from faker's
// English word lists): the detector needs more evidence before it redacts those.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { flat, key } from './redaction-words.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources', 'redaction', 'names.json');
const PARTICLES = new Set(
  'van von der den de da das do dos del della di du la le st bin binti bint al el ter ten ibn ben zu y e'.split(
    ' ',
  ),
);

function words(names) {
  const out = new Set();
  for (const name of names) {
    if (typeof name !== 'string') continue;
    for (const part of name.split(/[\s]+/)) {
      const w = key(part.replace(/[.,()]/g, ''));
      // One-letter words are initials; pure non-letters are noise.
      if ([...w].length < 2 && !/[\p{Script=Han}\p{Script=Hangul}]/u.test(w)) continue;
      if (PARTICLES.has(w) || !/\p{L}/u.test(w)) continue;
      out.add(w);
    }
  }
  return out;
}

const given = new Set();
const surnames = new Set();
const locales = [];
for (const [code, locale] of Object.entries(allLocales).sort(([a], [b]) => a.localeCompare(b))) {
  const person = locale.person;
  if (!person) continue;
  const g = words([...flat(person.first_name), ...flat(person.middle_name)]);
  const s = words(flat(person.last_name));
  if (g.size + s.size === 0) continue;
  locales.push(code);
  for (const w of g) given.add(w);
  for (const w of s) surnames.add(w);
}
const english = new Set(flat(allLocales.en.word).map(key));
const ambiguous = [...new Set([...given, ...surnames])].filter((w) => english.has(w));

const sorted = (s) => [...s].sort().join(' ');
const data = {
  source: '@faker-js/faker person.first_name, middle_name and last_name of every locale (MIT)',
  locales,
  given: sorted(given),
  surnames: sorted(surnames),
  englishWords: sorted(ambiguous),
};
writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
console.log(
  `${OUT}: ${given.size} given names, ${surnames.size} surnames, ${ambiguous.length} also English words, ${locales.length} locales`,
);
