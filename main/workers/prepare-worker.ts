import { parentPort } from 'node:worker_threads';
import type { PrepareRequest } from './prepare-protocol';
import { prepareBatch } from './prepare-resumes';

// Worker thread entry (built to out/main/prepare-worker.js): prepares batches as they arrive.
parentPort?.on('message', (request: PrepareRequest) => {
  parentPort?.postMessage(prepareBatch(request));
});
