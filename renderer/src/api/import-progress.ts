/** How one file (or one document of a file) fared in an import. */
export interface ImportOutcome {
  /** The file name, or file:line / file[index] for a document inside a file. */
  item: string;
  status: 'imported' | 'duplicate' | 'failed';
  /** Why it failed, in plain words. */
  detail?: string;
  /** What the parser was unsure of in an imported file. */
  warnings?: string[];
  /** Where to look at the result (the review of an imported file, the earlier resume of a duplicate). */
  link?: { href: string; label: string };
}

/**
 * A running import as the status panel shows it. `total` and `done` count what is imported one by
 * one: uploaded files and documents of bulk files alike.
 */
export interface ImportProgress {
  total: number;
  done: number;
  imported: number;
  duplicates: number;
  failed: number;
  /** Every uploaded file's outcome, and every document that failed. */
  outcomes: ImportOutcome[];
  state: 'running' | 'done' | 'cancelled';
}

export const startingProgress = (): ImportProgress => ({
  total: 0,
  done: 0,
  imported: 0,
  duplicates: 0,
  failed: 0,
  outcomes: [],
  state: 'running',
});

/** Records one outcome and counts it. */
export function record(progress: ImportProgress, outcome: ImportOutcome): void {
  progress.outcomes.push(outcome);
  if (outcome.status === 'imported') progress.imported += 1;
  else if (outcome.status === 'duplicate') progress.duplicates += 1;
  else progress.failed += 1;
}

/** A snapshot for React state: the running import keeps mutating its own object. */
export const snapshot = (progress: ImportProgress): ImportProgress => ({
  ...progress,
  outcomes: [...progress.outcomes],
});
