// Latin letters without their accents ("Gestión" → "Gestion", "Zoë" → "Zoe"): how keyboards without
// them write names and skills, so the comparisons that should not care fold both sides with this.
// Only the combining diacritical marks block (U+0300–U+036F) is dropped: the voicing marks of
// Japanese kana (U+3099, U+309A) change the word.

const DIACRITICS = /[\u0300-\u036f]/g;
const LATIN_WITH_DIACRITIC = /[\u00c0-\u024f\u1e00-\u1eff]/;

/** The text without the accents of its Latin letters, composed again (NFC). */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').normalize('NFC');
}

/** Whether the text has a Latin letter with an accent, so withoutDiacritics would change it. */
export function hasDiacritics(text: string): boolean {
  return LATIN_WITH_DIACRITIC.test(text);
}
