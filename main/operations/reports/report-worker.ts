import { parentPort } from 'node:worker_threads';
import type { ReportTask } from './report-worker-task';
import { runReportTask } from './report-worker-task';

// Worker thread entry (built to out/main/report-worker.js): computes one report at a time on its
// own read-only connection, so the serving thread (the window, /v1) never waits for a cold report.
parentPort?.on('message', (task: ReportTask) => {
  parentPort?.postMessage(runReportTask(task));
});
