import { ProblemError } from '../../contract';
import { TaskCrashedError, WorkerPool } from '../../workers/pool';
import type { OperationContext } from '../context';
import { type ComputedReport, computeReportAt, type ReportRequest } from './compute';
import { problemError, type ReportTask, type ReportTaskAnswer, runReportTask } from './report-worker-task';

/** Seconds a client is asked to wait after the report worker died under its request. */
const REPORT_RETRY_AFTER_S = 2;

/** Computes a report for OperationContext.services.computeReport (see AppServices). */
export type ReportComputer = (ctx: OperationContext, request: ReportRequest) => Promise<ComputedReport>;

/**
 * Reports computed in a worker thread, off the thread that serves the window and /v1: at 100,000
 * resumes a cold coverage report takes seconds (loading the resume pool about a third, scoring the
 * rest), and the skills and pool reports 100–300 ms each. One worker: reports are rare, each
 * already uses a whole core, and one worker keeps one resume pool in memory.
 *
 * Without the worker file (run from source, in tests) or for an in-memory index (no file another
 * connection could open), reports are computed inline, on the caller's connection: same answers.
 */
export function reportWorker(workerFile: string | undefined, options: { nativeBinding?: string } = {}) {
  const pool = new WorkerPool<ReportTask, ReportTaskAnswer>(workerFile, 1, runReportTask);
  /**
   * A worker that dies under a task (out of memory, a native crash) is replaced by the pool; the
   * task is tried once more on the fresh one, since most deaths are not the task's fault. Dying
   * twice is a 503 with Retry-After: the service is temporarily unable to compute, not broken.
   */
  const runOnHealthyWorker = async (task: ReportTask): Promise<ReportTaskAnswer> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await pool.run(task);
      } catch (error) {
        if (!(error instanceof TaskCrashedError)) throw error;
        if (attempt === 2) {
          throw new ProblemError(
            503,
            'The report could not be computed: its worker stopped twice and has been restarted. Try again in a moment.',
            { slug: 'report-worker-stopped', headers: { 'retry-after': String(REPORT_RETRY_AFTER_S) } },
          );
        }
      }
    }
  };
  const compute: ReportComputer = async (ctx, request) => {
    if (!pool.isolated || ctx.db.memory) return computeReportAt(ctx, request);
    const answer = await runOnHealthyWorker({
      file: ctx.db.name,
      nativeBinding: options.nativeBinding,
      organizationId: ctx.organizationId,
      actor: ctx.actor,
      now: ctx.now(),
      request,
    });
    if (!answer.ok) {
      if (answer.problem) throw problemError(answer.problem);
      throw new Error(`The report failed: ${answer.reason}`);
    }
    return answer;
  };
  return { compute, isolated: pool.isolated, close: () => pool.close() };
}
