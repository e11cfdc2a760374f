// A bounded memo for the taxonomy's pure lookups of what resumes write. Skills lists repeat the same
// strings across a pool ("Python", "Docker", "Professional skills"), so ingest asks the same questions
// thousands of times (issue #13/#14: skills-list recognition was a sixth of the prepare worker's CPU).
// Bounded so that a long-running server fed arbitrary text does not grow: when full it starts over,
// which costs one recomputation per string and keeps no bookkeeping on the hot path.

export class BoundedMemo<V> {
  private readonly answers = new Map<string, V>();

  constructor(
    private readonly limit: number,
    /** Longer inputs are not kept: they are rarely repeated and cost the most memory. */
    private readonly maxKeyLength: number,
  ) {}

  /** The answer for `key`, computed by `compute` on a miss. */
  get(key: string, compute: (key: string) => V): V {
    const known = this.answers.get(key);
    if (known !== undefined || this.answers.has(key)) return known as V;
    const answer = compute(key);
    if (key.length <= this.maxKeyLength) {
      if (this.answers.size >= this.limit) this.answers.clear();
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** How many answers are kept (tests: the memo must stay bounded). */
  get size(): number {
    return this.answers.size;
  }
}
