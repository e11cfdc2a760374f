import type { Context } from 'hono';
import { type Problem, ProblemError } from '../contract';
import { indexBusyProblem } from '../operations/index-busy';

/** Whether the request came with a body that nothing has read (it was refused before that). */
function bodyLeftUnread(c: Context): boolean {
  const { raw } = c.req;
  const declared = raw.headers.get('content-length');
  const hasBody = (declared !== null && declared !== '0') || raw.headers.has('transfer-encoding');
  return hasBody && !raw.bodyUsed;
}

/**
 * Writes an RFC 9457 problem+json response with the response's collected headers. A request
 * refused before its body was read (413, or 401/403/404/415 on a big upload) also gets
 * `Connection: close`: the unread rest of the body would otherwise be taken as the connection's
 * next request, or the socket closed under a pooled client's next request.
 */
export function problemResponse(c: Context, error: ProblemError, headers: Record<string, string>): Response {
  const problem: Problem = error.toProblem();
  return c.body(JSON.stringify(problem), error.status as 400, {
    ...headers,
    ...(error.headers ?? {}),
    ...(bodyLeftUnread(c) ? { connection: 'close' } : {}),
    'content-type': 'application/problem+json',
  });
}

/**
 * A locked index is a 503 with Retry-After; anything else that is not a ProblemError is our fault:
 * a 500 whose detail leaks nothing.
 */
export function asProblem(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  const busy = indexBusyProblem(error);
  if (busy) return busy;
  return new ProblemError(500, 'The service failed to answer this request; it has been logged.');
}
