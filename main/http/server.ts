import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { DEFAULT_API_PORT } from '../contract';
import type { DB } from '../store/db';
import { createHttpApp, type HttpAppOptions } from './app';
import {
  adapterErrorResponse,
  answerClientError,
  malformedHostProblem,
  writeProblemAfterBody,
} from './parser-errors';

export const DEFAULT_HOST = '127.0.0.1';
/** The documented default port of the embedded server (desktop app and `talent serve`). */
export const DEFAULT_PORT = DEFAULT_API_PORT;

export interface RunningServer {
  /** e.g. http://127.0.0.1:4319 */
  url: string;
  port: number;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
}

export interface StartOptions extends Omit<HttpAppOptions, 'db' | 'port'> {
  db: DB;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

/** Starts the /v1 server; rejects with a readable error when the port is taken. */
export function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  let boundPort: number | undefined;
  const app = createHttpApp({ ...options, port: () => boundPort });
  const honoListener = getRequestListener(app.fetch, { hostname: host, errorHandler: adapterErrorResponse });
  // requireHostHeader is off so that a missing Host gets our problem+json 400 instead of Node's bare one.
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    const hostProblem = malformedHostProblem(request);
    if (hostProblem) return writeProblemAfterBody(request, response, hostProblem);
    return honoListener(request, response);
  });
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = 5_000;

  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${options.port} on ${host} is already in use; choose another with --port (0 picks a free one).`,
            )
          : error,
      );
    };
    server.once('error', onError);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', onError);
      boundPort = (server.address() as AddressInfo).port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${boundPort}`,
        port: boundPort,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
