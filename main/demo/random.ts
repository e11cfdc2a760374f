// Seeded pseudo-random numbers for the demo data generator.
//
// Every generated document gets its own small generator derived from
// (seed, stream, index), so document N is the same whether it is generated
// alone or as part of a batch, and batches can be generated in any order.
// The core is sfc32 (small, fast, 128-bit state, passes PractRand), which
// avoids the correlated-sequence problem that one-word generators such as
// mulberry32 have when many nearby seeds are used side by side.

/** A value together with its relative weight, for weighted picks. */
export type Weighted<T> = readonly [value: T, weight: number];

/**
 * A weighted list prepared once (cumulative weights) so repeated picks cost a
 * binary search instead of a linear scan and a fresh sum.
 */
export interface WeightedTable<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
  readonly total: number;
}

const UINT32 = 4294967296;

/** FNV-1a over the UTF-16 code units of a string, finished with an avalanche mix. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** murmur3 finaliser: spreads every input bit over every output bit. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Reduces a user-facing seed to 32 bits. Numbers are hashed through their
 * decimal text so 42 and "42" give the same data, which is what a user typing
 * `--seed 42` on the command line expects.
 */
export function hashSeed(seed: string | number): number {
  return hashString(typeof seed === 'number' ? String(seed) : seed);
}

export function createWeightedTable<T>(entries: readonly Weighted<T>[]): WeightedTable<T> {
  const items: T[] = [];
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  for (let i = 0; i < entries.length; i++) {
    const [value, weight] = entries[i];
    total += Math.max(weight, 0);
    items.push(value);
    cumulative[i] = total;
  }
  if (total <= 0) throw new Error('createWeightedTable: weights must not all be zero');
  return { items, cumulative, total };
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /**
   * @param seed 32-bit seed (see hashSeed)
   * @param stream separates independent uses of the same seed, e.g. resumes vs jobs
   * @param index the document number within the stream
   */
  constructor(seed: number, stream = 0, index = 0) {
    // splitmix32-style expansion of the three inputs into four state words,
    // so that consecutive indexes land on unrelated states.
    let x = mix32((seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0);
    x = mix32((x + Math.imul(index, 0x85ebca77) + 0x27d4eb2f) >>> 0);
    this.a = mix32(x + 0x9e3779b9);
    this.b = mix32(x + 0x3c6ef372);
    this.c = mix32(x + 0xdaa66d2b);
    this.d = 1;
    // A few rounds of warm-up decorrelate the first outputs from the seed.
    for (let i = 0; i < 8; i++) this.next();
  }

  /** Uniform float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / UINT32;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Linear-time weighted pick; use a WeightedTable when the same list is picked from often. */
  weightedPick<T>(entries: readonly Weighted<T>[]): T {
    let total = 0;
    for (const entry of entries) total += entry[1];
    let target = this.next() * total;
    for (const entry of entries) {
      target -= entry[1];
      if (target < 0) return entry[0];
    }
    return entries[entries.length - 1][0];
  }

  /** Index into a prepared table, chosen by weight. */
  pickIndex<T>(table: WeightedTable<T>): number {
    const target = this.next() * table.total;
    const cumulative = table.cumulative;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  pickFrom<T>(table: WeightedTable<T>): T {
    return table.items[this.pickIndex(table)];
  }

  /**
   * Up to `count` distinct items, chosen by weight without replacement.
   * Rejection sampling is cheap here because callers take few items from
   * tables that are much larger; the attempt cap keeps heavy-tailed tables
   * from looping for long.
   */
  sampleFrom<T>(table: WeightedTable<T>, count: number, exclude: readonly T[] = []): T[] {
    const chosen: T[] = [];
    const wanted = Math.min(count, table.items.length);
    for (let attempts = 0; chosen.length < wanted && attempts < wanted * 12; attempts++) {
      const item = table.items[this.pickIndex(table)];
      if (!chosen.includes(item) && !exclude.includes(item)) chosen.push(item);
    }
    return chosen;
  }

  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }

  /** `count` distinct items chosen uniformly, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const n = Math.min(count, pool.length);
    // Partial Fisher-Yates: only the first n slots need to be settled.
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const tmp = pool[i];
      pool[i] = pool[j];
      pool[j] = tmp;
    }
    pool.length = n;
    return pool;
  }

  /**
   * Approximately normal value (Irwin-Hall sum of four uniforms): bell-shaped,
   * bounded to mean ± 3.46 sd, and needs no logarithms.
   */
  gaussian(mean = 0, sd = 1): number {
    const sum = this.next() + this.next() + this.next() + this.next();
    return mean + (sum - 2) * sd * 1.7320508075688772;
  }

  /** Normal-ish value clamped to [min, max]. */
  gaussianBetween(mean: number, sd: number, min: number, max: number): number {
    const value = this.gaussian(mean, sd);
    return Math.min(Math.max(value, min), max);
  }
}
