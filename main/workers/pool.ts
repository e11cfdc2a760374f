import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

/** A task that ran out of time; its worker was terminated and replaced. */
export class TaskTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`took longer than ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'TaskTimeoutError';
  }
}

/**
 * A fixed set of worker threads running one kind of task, one task per worker at a time. A task
 * that outlives timeoutMs gets its worker terminated (the only way to stop a runaway parse) and a
 * fresh one started. Without a worker file (running from source, in tests) tasks run inline:
 * same results, no parallelism, no timeout.
 */
export class WorkerPool<Request, Response> {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly waiting: Array<() => void> = [];
  private readonly size: number;

  constructor(
    private readonly workerFile: string | undefined,
    size: number,
    private readonly inline: (request: Request) => Response | Promise<Response>,
    private readonly timeoutMs?: number,
  ) {
    this.size = workerFile && fs.existsSync(workerFile) ? Math.max(1, size) : 0;
    for (let i = 0; i < this.size; i++) this.idle.push(this.spawn());
  }

  /** How many tasks may be in flight to keep every worker busy. */
  get capacity(): number {
    return Math.max(1, this.size * 2);
  }

  private spawn(): Worker {
    const worker = new Worker(this.workerFile!);
    this.all.add(worker);
    return worker;
  }

  async run(request: Request): Promise<Response> {
    if (this.size === 0) return this.inline(request);
    while (this.idle.length === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    let worker = this.idle.pop()!;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<Response>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        if (this.timeoutMs) {
          timer = setTimeout(() => {
            reject(new TaskTimeoutError(this.timeoutMs!));
            this.all.delete(worker);
            void worker.terminate();
            worker = this.spawn();
          }, this.timeoutMs);
        }
        worker.postMessage(request);
      });
    } finally {
      clearTimeout(timer);
      worker.removeAllListeners('message');
      worker.removeAllListeners('error');
      this.idle.push(worker);
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((w) => w.terminate()));
    this.all.clear();
  }
}
