import fs from 'node:fs';
import { type ResourceLimits, Worker } from 'node:worker_threads';

/** A task that ran out of time; its worker was terminated and replaced. */
export class TaskTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`took longer than ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'TaskTimeoutError';
  }
}

/** A task whose worker died under it (out of memory, a crash); the worker was replaced. */
export class TaskCrashedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TaskCrashedError';
  }
}

export interface WorkerPoolOptions {
  /** A task that outlives this gets its worker terminated and replaced. */
  timeoutMs?: number;
  /** Heap limits of each worker: a task that exceeds them kills only its worker. */
  resourceLimits?: ResourceLimits;
}

/** Why a worker died, in words for the user. */
function crashReason(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return 'needed more memory than a file may use';
  return `the parser stopped (${(error as Error)?.message ?? String(error)})`;
}

/**
 * A fixed set of worker threads running one kind of task, one task per worker at a time.
 *
 * - A task that outlives timeoutMs gets its worker terminated (the only way to stop a runaway
 *   parse); a worker that dies (resourceLimits exceeded, a crash) fails only its own task. Either
 *   way a fresh worker takes its place: a dead worker never goes back to the idle list.
 * - Fairness: waiting tasks are queued per client, and a freed worker goes to the waiting client
 *   with the fewest tasks in progress, so a client with many slow files delays another client's
 *   file by about one task per worker, not by its whole queue.
 *
 * Without a worker file (running from source, in tests) tasks run inline: same results, no
 * parallelism, no limits. The built app, `talent serve` and the CLI always have the file.
 */
export class WorkerPool<Request, Response> {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  /** Waiting tasks per client; the Map's order is the round-robin order. */
  private readonly waiting = new Map<string, Array<(worker: Worker) => void>>();
  /** Tasks in progress per client. */
  private readonly running = new Map<string, number>();
  private readonly size: number;
  private closed = false;

  constructor(
    private readonly workerFile: string | undefined,
    size: number,
    private readonly inline: (request: Request) => Response | Promise<Response>,
    private readonly options: WorkerPoolOptions = {},
  ) {
    this.size = workerFile && fs.existsSync(workerFile) ? Math.max(1, size) : 0;
    for (let i = 0; i < this.size; i++) this.idle.push(this.spawn());
  }

  /** How many tasks may be in flight to keep every worker busy. */
  get capacity(): number {
    return Math.max(1, this.size * 2);
  }

  /** Whether tasks run in worker threads (with the limits) rather than inline. */
  get isolated(): boolean {
    return this.size > 0;
  }

  private spawn(): Worker {
    const worker = new Worker(this.workerFile!, { resourceLimits: this.options.resourceLimits });
    // A worker that dies while idle is simply forgotten; run() replaces it when it is next needed.
    worker.on('error', () => {});
    worker.once('exit', () => {
      this.all.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1, ...(this.closed ? [] : [this.spawn()]));
    });
    this.all.add(worker);
    return worker;
  }

  /** A free worker, at once or when the clients before this one in turn have had theirs. */
  private acquire(client: string): Promise<Worker> {
    const free = this.idle.pop();
    if (free) {
      this.running.set(client, (this.running.get(client) ?? 0) + 1);
      return Promise.resolve(free);
    }
    return new Promise<Worker>((resolve) => {
      const queue = this.waiting.get(client);
      if (queue) queue.push(resolve);
      else this.waiting.set(client, [resolve]);
    });
  }

  /**
   * Hands a worker freed by `from`'s task straight to the waiting client with the fewest tasks
   * running (counting the one just finished, so `from` does not simply go again), the longest
   * waiting first among equals; with nobody waiting it goes back to the idle list.
   */
  private release(worker: Worker, from: string): void {
    let next: string | undefined;
    for (const client of this.waiting.keys()) {
      if (next === undefined || (this.running.get(client) ?? 0) < (this.running.get(next) ?? 0))
        next = client;
    }
    const left = (this.running.get(from) ?? 1) - 1;
    if (left > 0) this.running.set(from, left);
    else this.running.delete(from);
    if (next === undefined) {
      this.idle.push(worker);
      return;
    }
    const queue = this.waiting.get(next)!;
    const handOver = queue.shift()!;
    // The served client moves behind the others that wait.
    this.waiting.delete(next);
    if (queue.length) this.waiting.set(next, queue);
    this.running.set(next, (this.running.get(next) ?? 0) + 1);
    handOver(worker);
  }

  /**
   * Runs one task; `client` names whose task it is, for the fair turn-taking. `transfer`: buffers of
   * the request moved to the worker instead of copied (unusable here afterwards; kept when inline).
   */
  async run(request: Request, client = '', transfer: readonly ArrayBuffer[] = []): Promise<Response> {
    if (this.size === 0) return this.inline(request);
    const worker = await this.acquire(client);
    let timer: NodeJS.Timeout | undefined;
    let healthy = true;
    const onMessage: { fn?: (value: Response) => void } = {};
    const onError: { fn?: (error: unknown) => void } = {};
    const onExit: { fn?: (code: number) => void } = {};
    try {
      return await new Promise<Response>((resolve, reject) => {
        onMessage.fn = resolve;
        onError.fn = (error) => {
          healthy = false;
          reject(new TaskCrashedError(crashReason(error)));
        };
        onExit.fn = (code) => {
          healthy = false;
          reject(new TaskCrashedError(`the parser stopped (exit code ${code})`));
        };
        worker.once('message', onMessage.fn);
        worker.once('error', onError.fn);
        worker.once('exit', onExit.fn);
        if (this.options.timeoutMs) {
          timer = setTimeout(() => {
            healthy = false;
            reject(new TaskTimeoutError(this.options.timeoutMs!));
          }, this.options.timeoutMs);
        }
        worker.postMessage(request, transfer);
      });
    } finally {
      clearTimeout(timer);
      if (onMessage.fn) worker.off('message', onMessage.fn);
      if (onError.fn) worker.off('error', onError.fn);
      if (onExit.fn) worker.off('exit', onExit.fn);
      if (healthy || this.closed) {
        if (!this.closed) this.release(worker, client);
      } else {
        this.all.delete(worker);
        void worker.terminate();
        this.release(this.spawn(), client);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((w) => w.terminate()));
    this.all.clear();
  }
}
