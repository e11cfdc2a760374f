import os from 'node:os';
import { PipelinePool } from './pipeline-pool';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';

/**
 * Batches each preparing worker holds at once. The writing thread commits 5,000 resumes at a time
 * (about half a second) and hands out no work meanwhile; a worker prepares 1,000 in 0.1-0.2 s, so
 * with fewer queued it ran dry during each commit.
 */
const QUEUED_PER_WORKER = 4;

/**
 * Threads that prepare resume batches (parse, validate, derive) while the caller writes them.
 * Without a worker file (tests running from source) batches are prepared inline: only then does
 * the calling thread load the preparing code and the taxonomy it needs.
 */
export function preparePool(workerFile: string | undefined): PipelinePool<PrepareRequest, PrepareResponse> {
  return new PipelinePool(workerFile, os.availableParallelism(), QUEUED_PER_WORKER, async (request) =>
    (await import('./prepare-resumes')).prepareBatch(request),
  );
}
