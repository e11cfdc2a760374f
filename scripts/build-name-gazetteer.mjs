// Builds resources/redaction/names.json: the given-name and surname gazetteers of the redaction
// engine's name detector (main/domain/redaction/gazetteer.ts).
//
//   node scripts/build-name-gazetteer.mjs
//
// Sources (licences in resources/redaction/README.md):
// - the per-locale person data of @faker-js/faker (MIT), every locale it ships (Europe, the
//   Americas, South and East Asia, Africa, the Middle East);
// - the Latin spellings of faker's names in other scripts, as resumes in English write them
//   (scripts/redaction/romanise.mjs): Greek by ELOT 743 and the phonetic spellings, Korean by
//   the Revised Romanization and the common spellings, Chinese in pinyin and Wade-Giles (the
//   readings of faker's Han names are committed in scripts/redaction/sources/han-pinyin.tsv);
// - Japanese given names and surnames in Hepburn from scripts/redaction/sources/
//   japanese-names.tsv (shuheilocale/japanese-personal-name-dataset, MIT).
// The committed sources are refreshed by scripts/redaction/import-name-sources.mjs.
// Deterministic and offline: the same faker version and sources write the same file.
//
//   node scripts/build-name-gazetteer.mjs --check  fails when names.json differs from a fresh build
//
// Each entry is one name word, lower-cased and without diacritics (the form the detector looks
// up): multi-word surnames ("van der Merwe") give their words minus the particles. The file also
// lists the name words that are common English words ("will", "grant", "way", taken from faker's
// English word lists): the detector needs more evidence before it redacts those.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { readTable, romanisedNames } from './redaction/romanised-names.mjs';
import { flat, key } from './redaction-words.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', 'resources', 'redaction', 'names.json');
const check = process.argv.includes('--check');
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

// ---- romanised names: Greek, Korean, Chinese and Japanese names in Latin letters ----
const native = new Set([...given, ...surnames]);
const romanised = romanisedNames();
for (const w of romanised.given) given.add(w);
for (const w of romanised.surnames) surnames.add(w);
const english = new Set(flat(allLocales.en.word).map(key));
// Romanised words that are also English words ("Sun", "Gain", "Zero"; recorded from SCOWL by
// scripts/redaction/import-name-sources.mjs) need the same extra evidence, unless faker has them
// as names in its own right ("Sue").
const romanisedEnglish = new Set(readTable('romanised-english.txt').map(([w]) => w));
const ambiguous = [...new Set([...given, ...surnames])].filter(
  (w) => english.has(w) || (romanisedEnglish.has(w) && !native.has(w)),
);

const sorted = (s) => [...s].sort().join(' ');
const data = {
  source:
    '@faker-js/faker person.first_name, middle_name and last_name of every locale (MIT), with Latin spellings of its Greek, Korean and Chinese names; Japanese names of shuheilocale/japanese-personal-name-dataset (MIT)',
  locales,
  given: sorted(given),
  surnames: sorted(surnames),
  englishWords: sorted(ambiguous),
};
const text = `${JSON.stringify(data, null, 1)}\n`;
if (check) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error(`${OUT} differs from a fresh build: run node scripts/build-name-gazetteer.mjs`);
    process.exit(1);
  }
  process.exit(0);
}
writeFileSync(OUT, text);
console.log(
  `${OUT}: ${given.size} given names, ${surnames.size} surnames, ${ambiguous.length} also English words, ${locales.length} locales`,
);
