import { startServer } from '../http/server';
import type { AppServices } from '../operations/context';
import { reportWorker } from '../operations/reports/report-runner';
import type { DB } from '../store/db';
import { PARSE_TIMEOUT_MS, parsePool } from '../workers/parse-task';
import { createApiServerControl } from './api-server';

/**
 * The desktop app's running services, wired once for both doors into it: the window (IPC) and the
 * embedded /v1 server get the same parser pool, so a file uploaded either way is parsed in a
 * worker thread with time and memory limits, never on the main thread that draws the window; and
 * the same report worker, so a cold report never freezes the window either.
 * Imports no electron, so tests run it under Node.
 */
export function createDesktopServices(
  db: DB,
  options: {
    parseWorkerFile: string;
    /** Reports are computed there, on the worker's own read-only connection (without it: inline). */
    reportWorkerFile?: string;
    /** The better-sqlite3 addon the app opened the index with, for the report worker's connection. */
    nativeBinding?: string;
    logError?: (error: unknown) => void;
    parseTimeoutMs?: number;
    start?: typeof startServer;
  },
) {
  const parser = parsePool(options.parseWorkerFile, options.parseTimeoutMs ?? PARSE_TIMEOUT_MS);
  const reports = reportWorker(options.reportWorkerFile, { nativeBinding: options.nativeBinding });
  const services: AppServices = { parseResumeFile: parser.parse, computeReport: reports.compute };
  services.apiServer = createApiServerControl(options.start ?? startServer, {
    db,
    services,
    logError: options.logError,
  });
  const apiServer = services.apiServer;
  return {
    services,
    apiServer,
    /** Stops the server (letting requests finish), then the parser's and the reports' workers. */
    async close(): Promise<void> {
      await apiServer.apply({ enabled: false, port: 0 });
      await Promise.all([parser.close(), reports.close()]);
    },
  };
}
