import os from 'node:os';
import { WorkerPool } from './pool';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';
import { prepareBatch } from './prepare-resumes';

/** Threads that prepare resume batches (parse, validate, derive) while the caller writes them. */
export function preparePool(workerFile: string | undefined): WorkerPool<PrepareRequest, PrepareResponse> {
  return new WorkerPool(workerFile, os.availableParallelism(), prepareBatch);
}
