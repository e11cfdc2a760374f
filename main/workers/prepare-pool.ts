import os from 'node:os';
import { WorkerPool } from './pool';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';

/**
 * Threads that prepare resume batches (parse, validate, derive) while the caller writes them.
 * Without a worker file (tests running from source) batches are prepared inline: only then does
 * the calling thread load the preparing code and the taxonomy it needs.
 */
export function preparePool(workerFile: string | undefined): WorkerPool<PrepareRequest, PrepareResponse> {
  return new WorkerPool(workerFile, os.availableParallelism(), async (request) =>
    (await import('./prepare-resumes')).prepareBatch(request),
  );
}
