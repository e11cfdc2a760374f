import wordsJson from '../../../resources/redaction/address-words.json';

/**
 * Street-type and unit words of many languages (resources/redaction/address-words.json, built by
 * scripts/build-address-words.mjs from libpostal's dictionaries, MIT). Looked up lower-cased and
 * without diacritics (gazetteer.ts's foldKey). The Sets are built on the first lookup.
 */

interface Lists {
  before: Set<string>;
  after: Set<string>;
  endings: string[];
  units: Set<string>;
}

let lists: Lists | null = null;

function build(): Lists {
  const words = (s: string) => s.split(' ').filter((w) => w !== '');
  // Longest first, so "veien" is tried before "vei".
  const endings = words(wordsJson.compoundEndings).sort((a, b) => b.length - a.length);
  return {
    before: new Set(words(wordsJson.typeBefore)),
    after: new Set(words(wordsJson.typeAfter)),
    endings,
    units: new Set(words(wordsJson.units)),
  };
}

/** A street type written before the name: "Bulevardul", "Aleea", "Vijenac", "Praceta", "Calle". */
export function isTypeBefore(key: string): boolean {
  lists ??= build();
  return lists.before.has(key);
}

/** A street type written after the name: "Gate" (Selmas Gate), "utca", "Sokak", "vei". */
export function isTypeAfter(key: string): boolean {
  lists ??= build();
  return lists.after.has(key);
}

/** A name glued to a street type: "Lundesvei", "Markvej", "Industrivej" (at least 3 letters before it). */
export function hasStreetEnding(key: string): boolean {
  lists ??= build();
  for (const e of lists.endings) if (key.length >= e.length + 3 && key.endsWith(e)) return true;
  return false;
}

/** A unit, floor or block word that precedes its number: "Bloc", "Ap", "Kat", "Leil", "Etaj". */
export function isUnitWord(key: string): boolean {
  lists ??= build();
  return lists.units.has(key);
}
