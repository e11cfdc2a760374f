import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';
import { prepareBatch } from './prepare-resumes';

/**
 * Worker threads that prepare resume batches in parallel with the thread that writes them. With
 * no worker file (running from source, in tests), batches are prepared inline: same results,
 * one thread.
 */
export class PreparePool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<() => void> = [];

  constructor(workerFile: string | undefined, size = os.availableParallelism()) {
    if (!workerFile || !fs.existsSync(workerFile)) return;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(workerFile);
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** How many batches may be in flight to keep every worker busy. */
  get capacity(): number {
    return Math.max(1, this.workers.length * 2);
  }

  async prepare(request: PrepareRequest): Promise<PrepareResponse> {
    if (this.workers.length === 0) return prepareBatch(request);
    while (this.idle.length === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const worker = this.idle.pop()!;
    try {
      return await new Promise<PrepareResponse>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(request);
      });
    } finally {
      worker.removeAllListeners('message');
      worker.removeAllListeners('error');
      this.idle.push(worker);
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
