import http from 'node:http';
import type { FuzzRequest } from './requests';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From the first byte written to the last byte read. */
  ms: number;
  /** Set when no HTTP answer came (socket error, timeout) or the client could not send the request. */
  error?: string;
}

/**
 * Sends one request over a keep-alive agent. Node's client refuses some requests outright (a
 * character it will not put in a path or header): those come back with `error` and status 0.
 */
export function send(
  baseUrl: string,
  agent: http.Agent,
  request: FuzzRequest,
  timeoutMs: number,
): Promise<Answer> {
  const url = new URL(baseUrl);
  const headers = { ...request.headers };
  const host = headers.host;
  delete headers.host;
  if (host) headers.host = host;
  if (request.body !== undefined) headers['content-length'] = String(request.body.length);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.target,
        headers,
        agent,
        // host '' sends no Host header; any other value replaces the real one.
        setHost: host === undefined,
      });
    } catch (error) {
      finish({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        error: `client refused: ${(error as Error).message}`,
      });
      return;
    }
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', (error) =>
        finish({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.alloc(0),
          error: error.message,
        }),
      );
    });
    req.on('error', (error) =>
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: error.message }),
    );
    req.end(request.body);
  });
}
