import { describe, expect, it } from 'vitest';
import { PipelinePool } from '../../main/workers/pipeline-pool';
import { TaskCrashedError } from '../../main/workers/pool';
import { type StubTask, stubWorkerFile } from './stub-worker';

type Answer = { id: string; size?: number };
const notInline = (): Answer => {
  throw new Error('the pool ran a task inline');
};

/** The import's preparing workers (issue #13): several tasks queued per worker, answered in order. */
describe('the pipeline pool', () => {
  it('answers each of several tasks held by one worker with its own answer', async () => {
    const workers = new PipelinePool<StubTask, Answer>(stubWorkerFile(), 1, 3, notInline);
    try {
      expect(workers.capacity).toBe(3);
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((id) => workers.run({ id })));
      expect(answers.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      await workers.close();
    }
  });

  it('spreads tasks over its workers', async () => {
    const workers = new PipelinePool<StubTask, Answer>(stubWorkerFile(), 2, 2, notInline);
    try {
      expect(workers.capacity).toBe(4);
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((id) => workers.run({ id, ms: 50 })));
      expect(answers.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      await workers.close();
    }
  });

  it('fails every task a dying worker holds, and runs the next on a fresh worker', async () => {
    const workers = new PipelinePool<StubTask, Answer>(stubWorkerFile(), 1, 3, notInline);
    try {
      const dying = workers.run({ id: 'a', kind: 'exit' });
      const behind = workers.run({ id: 'b' });
      await expect(dying).rejects.toBeInstanceOf(TaskCrashedError);
      await expect(behind).rejects.toThrow(/exit code 3/);
      await expect(workers.run({ id: 'c' })).resolves.toMatchObject({ id: 'c' });
    } finally {
      await workers.close();
    }
  });

  it('runs tasks inline without a worker file', async () => {
    const workers = new PipelinePool<StubTask, Answer>(undefined, 2, 4, (task) => ({
      id: `inline ${task.id}`,
    }));
    expect(workers.capacity).toBe(1);
    await expect(workers.run({ id: 'a' })).resolves.toEqual({ id: 'inline a' });
    await workers.close();
  });
});
