import { parentPort } from 'node:worker_threads';
import { parseFileTask } from './parse-task';

// Worker thread entry (built to out/main/parse-worker.js): parses one resume file at a time.
parentPort?.on('message', async (request: { name: string; bytes: Uint8Array }) => {
  parentPort?.postMessage(await parseFileTask(request));
});
