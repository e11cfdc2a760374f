import { describe, expect, it } from 'vitest';
import { TaskCrashedError, TaskTimeoutError, WorkerPool } from '../../main/workers/pool';
import { type StubTask, stubWorkerFile } from './stub-worker';

type Answer = { id: string; size?: number };
const notInline = (): Answer => {
  throw new Error('the pool ran a task inline');
};

function pool(size: number, options: ConstructorParameters<typeof WorkerPool>[3] = {}) {
  return new WorkerPool<StubTask, Answer>(stubWorkerFile(), size, notInline, options);
}

/** Issue #13, item 3: a dead or stuck worker must fail only its own task and be replaced at once. */
describe('the worker pool', () => {
  it('terminates a task past its time limit and runs the next task on a fresh worker', async () => {
    const workers = pool(1, { timeoutMs: 300 });
    try {
      await expect(workers.run({ id: 'a', kind: 'stall' })).rejects.toBeInstanceOf(TaskTimeoutError);
      const start = performance.now();
      await expect(workers.run({ id: 'b' })).resolves.toMatchObject({ id: 'b' });
      expect(performance.now() - start).toBeLessThan(300);
    } finally {
      await workers.close();
    }
  });

  it.each([
    ['throws', 'throw' as const, /blew up/],
    ['exits', 'exit' as const, /exit code 3/],
    ['outgrows its memory limit', 'hog' as const, /more memory/],
  ])(
    'fails only the task whose worker %s, and the next task does not wait for the time limit',
    async (_, kind, reason) => {
      const workers = pool(1, { timeoutMs: 20_000, resourceLimits: { maxOldGenerationSizeMb: 32 } });
      try {
        const failed = workers.run({ id: 'a', kind });
        await expect(failed).rejects.toBeInstanceOf(TaskCrashedError);
        await expect(failed).rejects.toThrow(reason);
        const start = performance.now();
        await expect(workers.run({ id: 'b' })).resolves.toMatchObject({ id: 'b' });
        expect(performance.now() - start).toBeLessThan(2_000);
      } finally {
        await workers.close();
      }
    },
    30_000,
  );

  it('moves the buffers it is told to transfer instead of copying them', async () => {
    const workers = pool(1);
    try {
      const bytes = new Uint8Array(1 << 20).fill(7);
      await expect(workers.run({ id: 'a', bytes }, '', [bytes.buffer])).resolves.toMatchObject({
        id: 'a',
        size: 1 << 20,
      });
      // Detached here: the worker has the memory, nothing was copied.
      expect(bytes.byteLength).toBe(0);
    } finally {
      await workers.close();
    }
  });

  it("takes turns between clients: one client's queue of slow files does not starve another's", async () => {
    const workers = pool(1);
    const finished: string[] = [];
    const run = (id: string, client: string) =>
      workers.run({ id, ms: 150 }, client).then(() => void finished.push(id));
    try {
      const slowClient = [run('a1', 'a'), run('a2', 'a'), run('a3', 'a'), run('a4', 'a')];
      await new Promise((resolve) => setTimeout(resolve, 20));
      const other = run('b1', 'b');
      await Promise.all([...slowClient, other]);
      // b1 waited for the file in progress (a1) and then went next, not after a2, a3 and a4.
      expect(finished).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    } finally {
      await workers.close();
    }
  });
});
