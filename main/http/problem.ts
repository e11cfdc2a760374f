import type { Context } from 'hono';
import { type Problem, ProblemError } from '../contract';
import { indexBusyProblem } from '../operations/index-busy';

/**
 * The largest unread body that is read and discarded before a refusal is answered: a little over
 * the JSON body limit, so a body just over it keeps its connection. Larger or chunked bodies are
 * not drained (their bytes would only cost memory and time): the connection closes.
 */
export const MAX_DRAINED_BYTES = 4 * 1024 * 1024;

/** Whether the request came with a body that nothing has read (it was refused before that). */
function bodyLeftUnread(c: Context): boolean {
  const { raw } = c.req;
  const declared = raw.headers.get('content-length');
  const hasBody = (declared !== null && declared !== '0') || raw.headers.has('transfer-encoding');
  return hasBody && !raw.bodyUsed;
}

/**
 * Reads and discards an unread body of a declared, bounded length, so the refusal can keep the
 * connection; false when the body is too large, chunked or broken (then the connection closes).
 * Answering while the client still writes and then closing made the client's write fail (EPIPE)
 * before it could read the answer: the fuzz suite saw it on bodies one byte over the limit.
 */
async function drainBody(c: Context): Promise<boolean> {
  const { raw } = c.req;
  const declared = Number(raw.headers.get('content-length'));
  if (!Number.isSafeInteger(declared) || declared > MAX_DRAINED_BYTES || raw.headers.has('transfer-encoding'))
    return false;
  const reader = raw.body?.getReader();
  if (!reader) return true;
  try {
    for (let read = 0; read <= declared; ) {
      const chunk = await reader.read();
      if (chunk.done) return true;
      read += chunk.value.byteLength;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * Writes an RFC 9457 problem+json response with the response's collected headers. A request
 * refused before its body was read (413, or 401/403/404/415 on a big upload) has its body drained
 * first when it is of a bounded declared length; otherwise the answer gets `Connection: close`:
 * the unread rest of the body would be taken as the connection's next request, or the socket
 * closed under a pooled client's next request.
 */
export async function problemResponse(
  c: Context,
  error: ProblemError,
  headers: Record<string, string>,
): Promise<Response> {
  const problem: Problem = error.toProblem();
  const close = bodyLeftUnread(c) && !(await drainBody(c));
  return c.body(JSON.stringify(problem), error.status as 400, {
    ...headers,
    ...(error.headers ?? {}),
    ...(close ? { connection: 'close' } : {}),
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
