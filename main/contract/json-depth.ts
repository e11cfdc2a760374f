/**
 * How deeply a JSON value may nest. Our documents nest about six levels (a resume's work entry's
 * highlights); 64 leaves room for anything a client keeps in a free-form field. Deeper values are
 * refused before anything walks them without a bound: 10,000 nested arrays in a resume's extra
 * field overflowed the call stack of the code that makes documents canonical (a 500).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The JSON pointer of the first place nested deeper than `max` (objects and arrays; typed arrays,
 * such as uploaded file bytes, are leaves), or undefined when the value is within it. The walk
 * stops at `max`, so it cannot overflow the stack itself, and allocates nothing on the way.
 */
export function tooDeepAt(value: unknown, max = MAX_JSON_DEPTH): string | undefined {
  const keys: string[] = [];
  if (!deeperThan(value, max, keys)) return undefined;
  return keys.length ? `/${keys.reverse().join('/')}` : '';
}

/** Whether `value` nests deeper than `remaining`; on the way out, `keys` collects the path (innermost first). */
function deeperThan(value: unknown, remaining: number, keys: string[]): boolean {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (remaining === 0) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object' && deeperThan(item, remaining - 1, keys)) {
        keys.push(String(i));
        return true;
      }
    }
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (item !== null && typeof item === 'object' && deeperThan(item, remaining - 1, keys)) {
      keys.push(key.replace(/~/g, '~0').replace(/\//g, '~1'));
      return true;
    }
  }
  return false;
}
