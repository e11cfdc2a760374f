// The romanised given names and surnames that scripts/build-name-gazetteer.mjs adds to faker's:
// the Latin spellings of faker's Greek, Korean and Chinese names (romanise.mjs) and the Japanese
// names of sources/japanese-names.tsv. Shared with import-name-sources.mjs, which records which
// of these words are also English words (sources/romanised-english.txt).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { flat, key } from '../redaction-words.mjs';
import { chineseSpellings, greekSpellings, japaneseSpellings, koreanSpellings } from './romanise.mjs';

export const SOURCES = join(dirname(fileURLToPath(import.meta.url)), 'sources');

/** Rows of a committed source table (tab-separated, # comments). */
export const readTable = (file) =>
  readFileSync(join(SOURCES, file), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Place words: faker's location data of every locale (cities, streets, directions: "Sul",
 * "Norte") and the places of the skill taxonomy (resources/taxonomy/geo: "China", "Chiba"). A
 * romanised syllable or name that is one of them is left out: alone, it is the place far more
 * often than a name.
 */
/**
 * Locales whose place names are made of the same romanised syllables as their people's names
 * (Hong Kong's "Choi Ming", Vietnam's "Lào Cai"): a syllable there says nothing about places.
 */
const SYLLABLE_PLACES = new Set(['en_HK', 'vi']);

function placeWords() {
  const out = new Set();
  const add = (text) => {
    for (const w of String(text).split(/[\s,./()'’-]+/)) if (w) out.add(key(w));
  };
  for (const [code, locale] of Object.entries(allLocales))
    if (!SYLLABLE_PLACES.has(code)) for (const text of flat(locale.location)) add(text);
  const geo = (file) => JSON.parse(readFileSync(join(ROOT, 'resources', 'taxonomy', 'geo', file), 'utf8'));
  for (const text of flat(geo('cities.json'))) add(text);
  for (const text of flat(geo('countries.json'))) add(text);
  return out;
}

export function romanisedNames() {
  const given = new Set();
  const surnames = new Set();
  const spellers = {
    el: (name) => greekSpellings(name),
    ko: (name, surname) => koreanSpellings(name, { surname }),
  };
  for (const [code, spell] of Object.entries(spellers)) {
    const person = allLocales[code].person;
    for (const name of [...flat(person.first_name), ...flat(person.middle_name)])
      for (const part of name.split(/\s+/)) for (const w of spell(part, false)) given.add(w);
    for (const name of flat(person.last_name))
      for (const part of name.split(/\s+/)) for (const w of spell(part, true)) surnames.add(w);
  }
  for (const [kind, , syllables] of readTable('han-pinyin.tsv'))
    for (const w of chineseSpellings(syllables.split(' '))) (kind === 'surname' ? surnames : given).add(w);
  for (const [kind, , romaji] of readTable('japanese-names.tsv'))
    for (const w of japaneseSpellings(romaji, { surname: kind === 'surname' }))
      (kind === 'surname' ? surnames : given).add(w);
  // Romanised syllables of two letters ("an", "in", "do", "ok") are words too often: they count
  // only as surnames ("Oh", "Wu", "Xu"), and one-letter ones not at all.
  const places = placeWords();
  for (const w of given) if (w.length < 3 || places.has(w)) given.delete(w);
  for (const w of surnames) if (w.length < 2 || places.has(w)) surnames.delete(w);
  return { given, surnames };
}
