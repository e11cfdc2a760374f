import { WorkerPool } from '../../workers/pool';
import type { OperationContext } from '../context';
import { type ComputedReport, computeReportAt, type ReportRequest } from './compute';
import { problemError, type ReportTask, type ReportTaskAnswer, runReportTask } from './report-worker-task';

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
  const compute: ReportComputer = async (ctx, request) => {
    if (!pool.isolated || ctx.db.memory) return computeReportAt(ctx, request);
    const answer = await pool.run({
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
