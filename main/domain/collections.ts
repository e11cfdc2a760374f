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

/**
 * `fn` remembering its last answers, at most `max` of them, for keys of at most `maxKeyLength`
 * characters (longer ones are rarely asked twice, and would make the bound a large one): when full,
 * it forgets them all and starts again, so memory stays bounded whatever a long-running server is
 * fed, and a stream of ever-new keys costs one Map lookup more than `fn` alone. For pure functions
 * of a string whose answers callers only read.
 */
export function boundedMemo<V>(fn: (key: string) => V, max: number, maxKeyLength = 100): (key: string) => V {
  const memo = new Map<string, V>();
  return (key) => {
    if (key.length > maxKeyLength) return fn(key);
    let value = memo.get(key);
    if (value === undefined) {
      value = fn(key);
      if (memo.size >= max) memo.clear();
      memo.set(key, value);
    }
    return value;
  };
}
