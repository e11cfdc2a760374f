import { z } from 'zod';

/**
 * RFC 9457 problem details. Every 4xx/5xx of the service carries one, whichever transport
 * (HTTP, IPC, CLI) the caller used, so the renderer and the CLI show the same title and detail.
 */
export const problemFieldErrorSchema = z.object({
  in: z.enum(['body', 'query', 'path', 'header']).describe('Which part of the request holds the bad value.'),
  pointer: z.string().describe('RFC 6901 JSON Pointer into that part, e.g. /items/3/basics/email or /limit.'),
  parameter: z.string().optional().describe('For query and path errors: the parameter name.'),
  detail: z.string(),
});
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;

export const problemSchema = z
  .object({
    type: z.string().describe('A URN naming the kind of problem, e.g. urn:talent-index:problem:validation.'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.array(problemFieldErrorSchema).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;

const TITLES: Record<number, [slug: string, title: string]> = {
  400: ['validation', 'Invalid request'],
  401: ['unauthorized', 'Authentication required'],
  403: ['forbidden', 'Forbidden'],
  404: ['not-found', 'Not found'],
  405: ['method-not-allowed', 'Method not allowed'],
  409: ['conflict', 'Conflict'],
  413: ['payload-too-large', 'Request body too large'],
  415: ['unsupported-media-type', 'Unsupported media type'],
  422: ['unprocessable', 'Unprocessable request'],
  429: ['rate-limited', 'Too many requests'],
  500: ['internal', 'Internal error'],
  503: ['unavailable', 'Service unavailable'],
};

/** Thrown by handlers and transports; turned into a problem+json body (or an IPC error) at the edge. */
export class ProblemError extends Error {
  readonly status: number;
  readonly title: string;
  readonly type: string;
  readonly errors?: ProblemFieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    options: {
      title?: string;
      slug?: string;
      errors?: ProblemFieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
    const [slug, title] = TITLES[status] ?? ['error', 'Error'];
    this.name = 'ProblemError';
    this.status = status;
    this.title = options.title ?? title;
    this.type = `urn:talent-index:problem:${options.slug ?? slug}`;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  toProblem(): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** Shorthands for the statuses handlers raise themselves. */
export const notFound = (what: string) => new ProblemError(404, `${what} was not found.`);
export const conflict = (detail: string) => new ProblemError(409, detail);
export const forbidden = (detail: string) => new ProblemError(403, detail);
export const unprocessable = (detail: string, errors?: ProblemFieldError[]) =>
  new ProblemError(422, detail, { errors });

/** Turns zod issues into field errors with JSON Pointers (RFC 6901 escaping of ~ and /). */
export function fieldErrorsFromZod(
  where: ProblemFieldError['in'],
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): ProblemFieldError[] {
  return issues.map((issue) => {
    const pointer = `/${issue.path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
    const parameter = where === 'query' || where === 'path' ? String(issue.path[0] ?? '') : undefined;
    return {
      in: where,
      pointer: issue.path.length === 0 ? '' : pointer,
      ...(parameter ? { parameter } : {}),
      detail: issue.message,
    };
  });
}
