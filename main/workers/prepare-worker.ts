import { parentPort } from 'node:worker_threads';
import type { PrepareRequest } from './prepare-protocol';
import { prepareBatch } from './prepare-resumes';

// Worker thread entry (built to out/main/prepare-worker.js): prepares batches as they arrive.
parentPort?.on('message', (request: PrepareRequest) => {
  const response = prepareBatch(request);
  // The packed documents are moved, not copied (prepare-protocol.ts).
  parentPort?.postMessage(
    response,
    response.documents ? [response.documents.bytes.buffer as ArrayBuffer] : [],
  );
});
