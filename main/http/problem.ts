import type { Context } from 'hono';
import { type Problem, ProblemError } from '../contract';
import { indexBusyProblem } from '../operations/index-busy';

/** Writes an RFC 9457 problem+json response with the response's collected headers. */
export function problemResponse(c: Context, error: ProblemError, headers: Record<string, string>): Response {
  const problem: Problem = error.toProblem();
  return c.body(JSON.stringify(problem), error.status as 400, {
    ...headers,
    ...(error.headers ?? {}),
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
