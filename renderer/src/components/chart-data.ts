/** One bar or slice. */
export interface Datum {
  name: string;
  value: number;
  /** More about the bar or slice, shown in its tooltip (e.g. a category's top skills). */
  detail?: string;
}

/** A record of counts as chart rows, largest first, zeros kept (closed key sets read complete). */
export function toData(counts: Record<string, number>, limit = 25): Datum[] {
  return Object.entries(counts)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * Buckets with a natural order (recency, seniority, education) in that order and under their human
 * labels; keys the order does not name follow, largest first, under their own name.
 */
export function inOrder(
  counts: Record<string, number>,
  labels: ReadonlyArray<readonly [string, string]>,
): Datum[] {
  const known = new Set(labels.map(([key]) => key));
  return [
    ...labels.filter(([key]) => key in counts).map(([key, name]) => ({ name, value: counts[key] })),
    ...toData(Object.fromEntries(Object.entries(counts).filter(([key]) => !known.has(key)))),
  ];
}
