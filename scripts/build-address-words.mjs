// Builds resources/redaction/address-words.json: the street-type and unit words of the redaction
// engine's address detector (main/domain/redaction/street-words.ts, used by typed-streets.ts).
//
//   node scripts/build-address-words.mjs <libpostal checkout or git directory>
//
// Source: the per-language dictionaries of libpostal (github.com/openvenues/libpostal,
// resources/dictionaries/<lang>/{street_types,unit_types_numbered,level_types_numbered,
// building_types}.txt, MIT
// licence, see resources/redaction/README.md). Deterministic: the same libpostal commit writes the
// same file.
//
// Street types are split by where the language writes them: before the name ("Bulevardul
// Lisabona", "Šetalište kardinala Franje Šepera", "Praceta Rosa Figueiredo") or after it ("Selmas
// Gate", "Vestre Tingtunet", "Kossuth utca"); the "after" languages also glue them onto the name
// ("Lundesvei", "Markvej"), so their longer words double as compound endings. English is left out:
// its street types are the hand-kept list of addresses.ts, tuned on its own false positives
// ("Top 10", "Number 5", "Point 3"). Words shorter than three letters are abbreviations too
// ambiguous to trust ("g", "v", "st", "al"); words that are common English words are dropped where
// a capital and a number are not evidence enough (see DROP).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { flat, key } from './redaction-words.mjs';

const SOURCE = process.argv[2];
if (!SOURCE) {
  console.error('usage: node scripts/build-address-words.mjs <libpostal checkout or git directory>');
  process.exit(2);
}
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'resources',
  'redaction',
  'address-words.json',
);

const isGitDir = existsSync(join(SOURCE, 'HEAD')) && !existsSync(join(SOURCE, 'resources'));
const commit = execFileSync('git', [isGitDir ? `--git-dir=${SOURCE}` : `-C${SOURCE}`, 'rev-parse', 'HEAD'], {
  encoding: 'utf8',
}).trim();
function read(path) {
  try {
    if (isGitDir)
      return execFileSync('git', [`--git-dir=${SOURCE}`, 'show', `HEAD:${path}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    return readFileSync(join(SOURCE, path), 'utf8');
  } catch {
    return '';
  }
}

const BEFORE =
  'fr es it pt ca gl ast oc ro pl cs sk hr sr bs sl bg ru uk be el mt id ms vi fil br cy ga gd pap'.split(
    ' ',
  );
const AFTER = 'de nl da nb sv is af lb gsw hu tr lt lv et fi eu hi az'.split(' ');
const ALL = [...BEFORE, ...AFTER, 'en'];

/**
 * Words a capital and an adjacent number do not make a street in a resume ("Sector 5", "Centro 2",
 * "Lot 3", "Interior 4", "Plan 2"), and compound endings of ordinary words ("Offenbach" ends in
 * "bach", "Hamburg" in "burg").
 */
const DROP = new Set(
  'centro center centre sector interior exterior lote lot frente direito esquerdo particular part parte local nord sud est ouest norte sur este oeste nova novo nuevo nueva grande gran mare port porto plaza parque park club campus zona zone area ring bach bad berg hof feld dorf haus markt kamp land hafen garten insel brucke bahnhof burg mark holm hus lund mose ager have huset siden banen haven bro byen dalen lia sted torv vang tun engen plan extension place square arcade vista scale circular'.split(
    ' ',
  ),
);
/** Common English words (faker's English word lists): never a street type on their own. */
const ENGLISH = new Set(flat(allLocales.en.word).map((w) => key(w)));
/** Three-letter words that are street types for sure; other three-letter entries are abbreviations. */
const SHORT = new Set('rue via vei vej veg vag yol sok cad trg'.split(' '));
/** Letters of scripts that have capitals and spaces between words (the detector's premise). */
const WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{3,}$/u;
/** Unit words may be two letters ("ap", "bl", "et"): they count only before a number. */
const UNIT_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{2,}$/u;
const streetWord = (w) => (w.length >= 4 || SHORT.has(w)) && !ENGLISH.has(w);

function entries(lang, file, shape = WORD) {
  return read(`resources/dictionaries/${lang}/${file}`)
    .split('\n')
    .flatMap((line) => line.split('|'))
    .map((w) => key(w.trim()))
    .filter((w) => shape.test(w) && !DROP.has(w));
}

const sorted = (s) => [...new Set(s)].sort().join(' ');
const typeBefore = BEFORE.flatMap((l) => entries(l, 'street_types.txt')).filter(streetWord);
const typeAfter = AFTER.flatMap((l) => entries(l, 'street_types.txt')).filter(streetWord);
// Compound endings ("Lundesvei", "Markvej", "Industrivej"): the "after" words that end no common
// English word ("gate" ends "Navigate", "tee" "Committee").
// Adjectives and abbreviations of the lists ("Große", "Obere", "lang", "sok") end many names
// without making them streets.
const NOT_ENDINGS = new Set(
  'grand lang lange grosse grosser grosses große großes großser obere oberer oberes untere unterer unteres heiligen fell holt hals borg cad sok yol buen vag kale muli verl geroi tori baro quelle grund'.split(
    ' ',
  ),
);
const englishWords = [...ENGLISH];
const compoundEndings = typeAfter.filter(
  (w) => !NOT_ENDINGS.has(w) && !englishWords.some((e) => e.length > w.length + 1 && e.endsWith(w)),
);
// Units are taken only before a number or a single letter ("Bloc 57", "Ap. 45", "Kat 6", "Oppgang
// A"), so English words among them ("Flat 3", "Unit 4", "Suite 5") are kept.
const units = ALL.flatMap((l) => [
  ...entries(l, 'unit_types_numbered.txt', UNIT_WORD),
  ...entries(l, 'level_types_numbered.txt', UNIT_WORD),
  ...entries(l, 'building_types.txt', UNIT_WORD),
]);

const data = {
  source: `libpostal resources/dictionaries (MIT), commit ${commit}`,
  typeBefore: sorted(typeBefore),
  typeAfter: sorted(typeAfter),
  compoundEndings: sorted(compoundEndings),
  units: sorted(units),
};
writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
const count = (s) => s.split(' ').length;
console.log(
  `${OUT}: ${count(data.typeBefore)} street types written before the name, ${count(data.typeAfter)} after it, ${count(data.units)} unit and floor words`,
);
