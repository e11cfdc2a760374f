// Shared by the scripts that build resources/redaction (names.json, address-words.json).

/** Every string in a faker definition, however deeply its arrays and objects nest them. */
export const flat = (v) =>
  v == null
    ? []
    : Array.isArray(v)
      ? v.flat(Infinity)
      : typeof v === 'object'
        ? Object.values(v).flatMap(flat)
        : [v];

/** Lower case without diacritics, as main/domain/redaction/gazetteer.ts looks words up. */
export const key = (w) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
