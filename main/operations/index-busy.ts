import { ProblemError } from '../contract';
import { isIndexBusy } from '../store/db';

/** Seconds a client is asked to wait before retrying a write that found the index locked. */
export const INDEX_BUSY_RETRY_AFTER_S = 1;

/**
 * Another process (an import, a second app) holds the index's write lock longer than the serving
 * connection waits: the caller's mistake it is not, our failure neither. Answered 503 with
 * Retry-After on HTTP, and the same plain message over IPC. Nothing was written: the transaction
 * that met the lock never began.
 */
export function indexBusyProblem(error: unknown): ProblemError | undefined {
  if (!isIndexBusy(error)) return undefined;
  return new ProblemError(
    503,
    'The index is busy: another process (an import?) is writing to it. Try again in a moment.',
    { slug: 'index-busy', headers: { 'retry-after': String(INDEX_BUSY_RETRY_AFTER_S) } },
  );
}
