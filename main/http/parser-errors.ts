import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { RequestError } from '@hono/node-server';
import { ProblemError } from '../contract';
import { MAX_DRAINED_BYTES } from './problem';

/**
 * Problem+json for the requests that never reach the Hono app: bytes Node's HTTP parser refuses
 * (duplicate Content-Length, Content-Length with Transfer-Encoding, oversized headers, a bad
 * method or header token), a Host header that is not `host[:port]`, and the URLs the adapter
 * cannot build. Node's own answers to these are bare (`HTTP/1.1 400 Bad Request` and nothing
 * else); clients of a problem+json API should get one shape for every error.
 */

/** The headers every answer of the service carries (see app.ts), plus the problem's type. */
const PROBLEM_HEADERS = {
  'content-type': 'application/problem+json',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** What a parser error code (llhttp's HPE_*, or Node's own) means for the client. */
export function problemForParserError(error: NodeJS.ErrnoException & { reason?: string }): ProblemError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ProblemError(431, 'The request headers are larger than this server accepts.', {
        title: 'Request header fields too large',
        slug: 'header-too-large',
      });
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ProblemError(413, 'The chunk extensions of the body are larger than this server accepts.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ProblemError(408, 'The request was not received in time.', {
        title: 'Request timeout',
        slug: 'request-timeout',
      });
    default: {
      // llhttp's reason is a fixed phrase about the bytes (e.g. "Duplicate Content-Length"), never our data.
      const reason =
        typeof error.reason === 'string' ? ` (${error.reason.replace(/[^\x20-\x7e]/g, '')})` : '';
      return new ProblemError(400, `The request is not valid HTTP/1.1${reason}.`, {
        slug: 'malformed-request',
      });
    }
  }
}

/** A complete HTTP/1.1 response carrying the problem, that closes the connection. */
export function rawProblemResponse(problem: ProblemError): string {
  const body = JSON.stringify(problem.toProblem());
  const head = [
    `HTTP/1.1 ${problem.status} ${REASONS[problem.status] ?? 'Error'}`,
    ...Object.entries(PROBLEM_HEADERS).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The http.Server 'clientError' listener. Like Node's default, it answers only when nothing of a
 * response has been written on the socket yet (a keep-alive socket may be mid-response to an
 * earlier request), then closes the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawProblemResponse(problemForParserError(error)), () => socket.destroy());
}

/**
 * A Host header the URL cannot be built from: missing on HTTP/1.1, or not `name[:port]` (user
 * info such as `user@127.0.0.1:4319`, spaces, a path). Which names are allowed is the app's Host
 * check (guards.ts); this is the syntax before it, as a 400 rather than a forbidden name's 403.
 */
export function malformedHostProblem(request: IncomingMessage): ProblemError | undefined {
  const host = request.headers.host;
  if (host === undefined) {
    if (request.httpVersion === '1.0') return undefined;
    return new ProblemError(400, 'A Host header is required.', { slug: 'malformed-host' });
  }
  if (/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.test(host)) return undefined;
  const why = host.includes('@') ? ' without user info' : '';
  return new ProblemError(400, `The Host header must be a host name and port${why}.`, {
    slug: 'malformed-host',
  });
}

/**
 * writeProblem once the request's body has been read and discarded, when its declared length is
 * bounded (MAX_DRAINED_BYTES): answering and closing while the client still writes makes its write
 * fail (EPIPE) before it can read the answer. Other bodies are answered at once.
 */
export function writeProblemAfterBody(
  request: IncomingMessage,
  response: ServerResponse,
  problem: ProblemError,
): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  const drainable =
    Number.isSafeInteger(declared) && declared <= MAX_DRAINED_BYTES && !request.headers['transfer-encoding'];
  if (!drainable || request.complete) {
    writeProblem(response, problem);
    return;
  }
  request.once('end', () => writeProblem(response, problem));
  request.once('error', () => response.destroy());
  request.resume();
}

/** Writes a problem as the whole answer to a request the app never sees, and closes the connection. */
export function writeProblem(response: ServerResponse, problem: ProblemError): void {
  const body = JSON.stringify(problem.toProblem());
  response.writeHead(problem.status, {
    ...PROBLEM_HEADERS,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}

/**
 * The Hono adapter's errorHandler: it refuses a request it cannot turn into a URL (a backslash in
 * the path, a Host the URL parser rewrites) before the app runs, and its own answer is a bare 400.
 * Its messages are fixed phrases ("Invalid host header", "Backslash in request path").
 */
export function adapterErrorResponse(error: unknown): Response {
  const problem =
    error instanceof RequestError
      ? new ProblemError(400, `${error.message}.`, { slug: 'malformed-request' })
      : new ProblemError(500, 'The service failed to answer this request; it has been logged.');
  return new Response(JSON.stringify(problem.toProblem()), {
    status: problem.status,
    headers: { ...PROBLEM_HEADERS, connection: 'close' },
  });
}
