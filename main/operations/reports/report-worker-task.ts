import { type Problem, ProblemError } from '../../contract';
import { type DB, openDatabase } from '../../store/db';
import type { Actor, OperationContext } from '../context';
import { type ComputedReport, computeReportAt, type ReportRequest } from './compute';

/** A report for the report worker: which index file, whose organization, at what time. */
export interface ReportTask {
  /** The index file; the worker reads it through its own read-only connection (WAL: readers never wait). */
  file: string;
  /** The better-sqlite3 addon the app loads (Electron's build), if not node_modules' own. */
  nativeBinding?: string;
  organizationId: string;
  actor: Actor;
  now: number;
  request: ReportRequest;
}

/**
 * Errors lose their class crossing threads: a failure comes back as its message, and a client's
 * mistake found in the worker (a job deleted after the serving thread checked it) as its problem
 * details, so it still answers 4xx, not 500.
 */
export type ReportTaskAnswer =
  | ({ ok: true } & ComputedReport)
  | { ok: false; reason: string; problem?: Problem };

/** A problem sent back by the worker, as the error the handler would have thrown. */
export function problemError(problem: Problem): ProblemError {
  return new ProblemError(problem.status, problem.detail ?? problem.title, {
    title: problem.title,
    slug: problem.type.slice(problem.type.lastIndexOf(':') + 1),
    errors: problem.errors,
  });
}

/**
 * The worker's connection, kept across tasks: its caches (the coverage engine's resume pool above
 * all) live as long as it does, so a report after a job write rescores jobs without reloading
 * 100,000 resumes. One index at a time: a task for another file closes the previous connection.
 */
let connection: { file: string; db: DB } | undefined;

function connect(file: string, nativeBinding: string | undefined): DB {
  if (connection?.file !== file) {
    connection?.db.close();
    connection = { file, db: openDatabase(file, { readonly: true, nativeBinding }) };
  }
  return connection.db;
}

/** Runs one report task in the worker thread (report-worker.ts). */
export function runReportTask(task: ReportTask): ReportTaskAnswer {
  try {
    const ctx: OperationContext = {
      db: connect(task.file, task.nativeBinding),
      organizationId: task.organizationId,
      actor: task.actor,
      now: () => task.now,
    };
    return { ok: true, ...computeReportAt(ctx, task.request) };
  } catch (error) {
    const reason = (error as Error)?.message ?? String(error);
    if (!(error instanceof ProblemError)) return { ok: false, reason };
    const { type, title, status, errors } = error;
    return { ok: false, reason, problem: { type, title, status, detail: reason, errors } };
  }
}
