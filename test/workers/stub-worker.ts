import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers';

/**
 * A real worker-thread script that misbehaves on request, standing in for a parse of a hostile
 * file: `stall` spins forever (like the crafted PDF of issue #13), `hog` allocates until its heap
 * limit, `throw` and `exit` kill the thread; anything else answers `{ id }` after `ms`. A parse
 * request ({ name, bytes }) takes its kind from the file name (stall.txt stalls) and is otherwise
 * answered as an unreadable file.
 */
const SCRIPT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (message) => {
  // Parse requests ({ name, bytes }) misbehave by file name: stall.txt stalls.
  const task = message.name ? { id: message.name, kind: message.name.split('.')[0] } : message;
  if (task.kind === 'stall') for (;;) {}
  if (task.kind === 'hog') { const kept = []; for (;;) kept.push(new Array(1e5).fill(task.id)); }
  if (task.kind === 'throw') throw new Error('the parser blew up');
  if (task.kind === 'exit') process.exit(3);
  const size = task.bytes ? task.bytes.length : undefined;
  setTimeout(() => parentPort.postMessage({ id: task.id, size, ok: false, unreadable: true, reason: 'stub ' + task.id }), task.ms ?? 0);
});
`;

export interface StubTask {
  id: string;
  kind?: 'stall' | 'hog' | 'throw' | 'exit';
  ms?: number;
  /** Answered with its length as `size`. */
  bytes?: Uint8Array;
}

/** Writes the stub worker into a temporary folder (removed after the test) and returns its path. */
export function stubWorkerFile(): string {
  const file = path.join(tempDir('talent-worker-'), 'stub-worker.cjs');
  fs.writeFileSync(file, SCRIPT);
  return file;
}
