import { startServer } from '../http/server';
import type { AppServices } from '../operations/context';
import type { DB } from '../store/db';
import { PARSE_TIMEOUT_MS, parsePool } from '../workers/parse-task';
import { createApiServerControl } from './api-server';

/**
 * The desktop app's running services, wired once for both doors into it: the window (IPC) and the
 * embedded /v1 server get the same parser pool, so a file uploaded either way is parsed in a
 * worker thread with time and memory limits, never on the main thread that draws the window.
 * Imports no electron, so tests run it under Node.
 */
export function createDesktopServices(
  db: DB,
  options: {
    parseWorkerFile: string;
    logError?: (error: unknown) => void;
    parseTimeoutMs?: number;
    start?: typeof startServer;
  },
) {
  const parser = parsePool(options.parseWorkerFile, options.parseTimeoutMs ?? PARSE_TIMEOUT_MS);
  const services: AppServices = { parseResumeFile: parser.parse };
  services.apiServer = createApiServerControl(options.start ?? startServer, {
    db,
    services,
    logError: options.logError,
  });
  const apiServer = services.apiServer;
  return {
    services,
    apiServer,
    /** Stops the server (letting requests finish), then the parser's workers. */
    async close(): Promise<void> {
      await apiServer.apply({ enabled: false, port: 0 });
      await parser.close();
    },
  };
}
