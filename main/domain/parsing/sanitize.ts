// Characters no stored resume may hold: C0 and C1 control characters (tab and newline excepted),
// private-use code points (icon fonts: the envelope before an e-mail, the phone before a number),
// noncharacters and lone surrogates. PDFs without a Unicode map for a glyph give "\u0000" for it;
// broken files give any of these. Every format's text passes through stripUnstorable, and the
// parsed document through sanitizeParsed, so none of them reaches the store.

const UNSTORABLE = /(?![\t\n])\p{Cc}|\p{Co}|\p{Cs}|[\ufdd0-\ufdef\ufffe\uffff]/gu;

/** The text with every unstorable character replaced by `by` (a space keeps words apart). */
export function stripUnstorable(text: string, by = ''): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSTORABLE, by);
}

/** A copy of a JSON value with every string, key included, stripped of unstorable characters. */
export function sanitizeValue<T>(value: T): T {
  if (typeof value === 'string') return stripUnstorable(value).trim() as T;
  if (Array.isArray(value)) return value.map(sanitizeValue) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[stripUnstorable(key)] = sanitizeValue(item);
    return out as T;
  }
  return value;
}
