import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { TaskCrashedError } from './pool';

/** A worker and the tasks handed to it, oldest first. */
interface Lane<Response> {
  worker: Worker;
  pending: Array<{ resolve: (value: Response) => void; reject: (error: unknown) => void }>;
}

/**
 * Worker threads that each hold up to `depth` tasks at once, for a caller that is itself busy for
 * long stretches: an import's writing thread commits for half a second at a time, and WorkerPool's
 * workers, given one task each and their next one only by that thread, sat idle for most of each
 * commit (issue #13). Here the next tasks already wait in the worker's own message queue.
 *
 * The worker must answer each message with exactly one message, in the order they came (a
 * handler that answers synchronously does). No time limit; a worker that dies (a crash, its heap
 * limit) fails every task it holds and a fresh one takes its place. Without a worker file tasks
 * run inline, one after another.
 */
export class PipelinePool<Request, Response> {
  private readonly lanes: Array<Lane<Response>> = [];
  private closed = false;

  constructor(
    private readonly workerFile: string | undefined,
    size: number,
    private readonly depth: number,
    private readonly inline: (request: Request) => Response | Promise<Response>,
  ) {
    const count = workerFile && fs.existsSync(workerFile) ? Math.max(1, size) : 0;
    for (let i = 0; i < count; i++) this.lanes.push(this.open());
  }

  /** How many tasks may be in flight: `depth` per worker (1 inline). */
  get capacity(): number {
    return Math.max(1, this.lanes.length * this.depth);
  }

  private open(): Lane<Response> {
    const lane: Lane<Response> = { worker: new Worker(this.workerFile!), pending: [] };
    lane.worker.on('message', (value: Response) => lane.pending.shift()?.resolve(value));
    const fail = (error: TaskCrashedError) => {
      if (this.closed) return;
      const at = this.lanes.indexOf(lane);
      if (at < 0) return;
      // Replaced before the tasks fail: a caller that hands out more work gets the fresh worker.
      this.lanes[at] = this.open();
      void lane.worker.terminate();
      for (const task of lane.pending.splice(0)) task.reject(error);
    };
    lane.worker.on('error', (error) =>
      fail(new TaskCrashedError(`the worker stopped (${(error as Error)?.message ?? String(error)})`)),
    );
    lane.worker.on('exit', (code) => fail(new TaskCrashedError(`the worker stopped (exit code ${code})`)));
    return lane;
  }

  /** Hands a task to the worker holding the fewest; answered when that worker reaches and ends it. */
  run(request: Request, transfer: readonly ArrayBuffer[] = []): Promise<Response> {
    if (this.lanes.length === 0) return Promise.resolve().then(() => this.inline(request));
    let lane = this.lanes[0];
    for (const other of this.lanes) if (other.pending.length < lane.pending.length) lane = other;
    return new Promise<Response>((resolve, reject) => {
      lane.pending.push({ resolve, reject });
      lane.worker.postMessage(request, transfer);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lanes.map((lane) => lane.worker.terminate()));
    this.lanes.length = 0;
  }
}
