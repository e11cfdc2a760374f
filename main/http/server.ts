import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { DEFAULT_API_PORT } from '../contract';
import type { DB } from '../store/db';
import { createHttpApp, type HttpAppOptions } from './app';

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
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
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
