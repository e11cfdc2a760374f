/** The value for a key, created and stored first when the map has none. */
export function getOrInsert<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * A deep copy of JSON data (objects, arrays, strings, numbers, booleans, null). Several times
 * faster than structuredClone, which serializes through a generic format; anything that is not
 * JSON data (Dates, Maps, cycles) is out of scope.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = cloneJson((value as Record<string, unknown>)[key]);
    // JSON.parse makes "__proto__" an own key; assigning it would set the prototype instead.
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy as T;
}

/** A function remembering its answers, with how many it holds (tests check the bound). */
export type BoundedMemo<V> = ((key: string) => V) & { readonly size: number };

/**
 * `fn` remembering its last answers, at most `max` of them, for keys of at most `maxKeyLength`
 * characters (longer ones are rarely asked twice, and would make the bound a large one): when full,
 * it forgets them all and starts again, so memory stays bounded whatever a long-running server is
 * fed, and a stream of ever-new keys costs one Map lookup more than `fn` alone. An undefined answer
 * is remembered too ("not a skill" is the commonest one). For pure functions of a string whose
 * answers callers only read.
 */
export function boundedMemo<V>(fn: (key: string) => V, max: number, maxKeyLength = 100): BoundedMemo<V> {
  const memo = new Map<string, V>();
  const remembered = (key: string): V => {
    if (key.length > maxKeyLength) return fn(key);
    const known = memo.get(key);
    if (known !== undefined || memo.has(key)) return known as V;
    const value = fn(key);
    if (memo.size >= max) memo.clear();
    memo.set(key, value);
    return value;
  };
  return Object.defineProperty(remembered, 'size', { get: () => memo.size }) as BoundedMemo<V>;
}
