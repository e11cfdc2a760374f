import type { z } from 'zod';
import {
  fieldErrorsFromZod,
  MAX_JSON_DEPTH,
  type OperationInput,
  type OperationName,
  type OperationOutput,
  type OperationRequest,
  type OperationSpec,
  type Operations,
  operations,
  type Problem,
  ProblemError,
  type ProblemFieldError,
  requiredScopes,
  tooDeepAt,
} from '../contract';
import type { OperationContext } from './context';
import { indexBusyProblem } from './index-busy';
import { handlers } from './registry';

type Part = 'params' | 'query' | 'body';
const WHERE: Record<Part, ProblemFieldError['in']> = { params: 'path', query: 'query', body: 'body' };

/**
 * Validates the three parts of a request against the contract. All problems of all parts are
 * reported together in one 400, so a client can fix everything in one round.
 */
export function parseRequest<K extends OperationName>(
  name: K,
  request: OperationRequest<Operations[K]>,
): OperationInput<Operations[K]> {
  const spec = operations[name];
  const parsed: Record<string, unknown> = {};
  const errors: ProblemFieldError[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = spec[part as keyof typeof spec] as z.ZodType | undefined;
    if (!schema) continue;
    const raw = (request as Record<Part, unknown>)[part] ?? (part === 'body' ? undefined : {});
    if (part === 'body' && raw === undefined) {
      errors.push({ in: 'body', pointer: '', detail: 'a JSON body is required' });
      continue;
    }
    // Before zod and the handlers, which walk values recursively (HTTP, IPC and CLI bodies alike).
    const deep = tooDeepAt(raw);
    if (deep !== undefined) {
      errors.push({ in: WHERE[part], pointer: deep, detail: `nested deeper than ${MAX_JSON_DEPTH} levels` });
      continue;
    }
    const result = schema.safeParse(raw);
    if (result.success) parsed[part] = result.data;
    else errors.push(...fieldErrorsFromZod(WHERE[part], result.error.issues));
  }
  if (errors.length > 0) {
    throw new ProblemError(400, 'The request has invalid values; see errors.', { errors });
  }
  return parsed as unknown as OperationInput<Operations[K]>;
}

/**
 * Runs one operation for a caller: access check, validation, handler. Every transport (HTTP, IPC,
 * CLI) comes through here, so they cannot disagree. The answer is a promise only when the handler
 * gives one: most reads answer at once, and the HTTP server's hot path then sends the response in
 * the same tick instead of through two promise hops (about a tenth of a small request's CPU).
 * Refusals are thrown, not rejected.
 */
export function dispatch<K extends OperationName>(
  ctx: OperationContext,
  name: K,
  request: OperationRequest<Operations[K]>,
): OperationOutput<Operations[K]> | Promise<OperationOutput<Operations[K]>> {
  const spec = operations[name] as OperationSpec;
  if (spec.access === 'admin' && ctx.actor.kind !== 'admin') {
    throw new ProblemError(403, 'Only the organization administrator (desktop app or CLI) may do this.');
  }
  if (!ctx.organizationId && !spec.setup) {
    throw new ProblemError(409, 'The index has no organization yet; set it up first.', {
      slug: 'setup-required',
    });
  }
  const input = parseRequest(name, request);
  if (ctx.actor.kind === 'token') {
    const held = ctx.actor.scopes;
    const missing = requiredScopes(spec, input.body).filter((scope) => !held.includes(scope));
    if (missing.length > 0) {
      throw new ProblemError(
        403,
        `This token lacks the ${missing.join(' and ')} scope${missing.length > 1 ? 's' : ''}; the administrator can issue one that has it (talent token create --scope ${missing[0]}).`,
        { slug: 'missing-scope' },
      );
    }
  }
  return handlers[name](ctx, input);
}

/** dispatch() that always answers with a promise (refusals included): for callers that await. */
export async function invoke<K extends OperationName>(
  ctx: OperationContext,
  name: K,
  request: OperationRequest<Operations[K]>,
): Promise<OperationOutput<Operations[K]>> {
  return dispatch(ctx, name, request);
}

export type InvokeResult = { ok: true; value: unknown } | { ok: false; problem: Problem };

/**
 * invoke() for transports that cross a process boundary (Electron IPC): an unknown operation name
 * is a 404, and every failure becomes a problem value instead of an exception, since errors do not
 * survive structured cloning with their fields.
 */
export async function invokeSafely(
  ctx: OperationContext | undefined,
  name: unknown,
  request: unknown,
): Promise<InvokeResult> {
  try {
    if (typeof name !== 'string' || !Object.hasOwn(operations, name)) {
      throw new ProblemError(404, `No operation ${String(name)}.`);
    }
    if (!ctx) throw new ProblemError(409, 'The index is not open.');
    const value = await invoke(ctx, name as OperationName, (request ?? {}) as never);
    return { ok: true, value };
  } catch (error) {
    const problem =
      error instanceof ProblemError
        ? error
        : (indexBusyProblem(error) ?? new ProblemError(500, 'The operation failed.'));
    return { ok: false, problem: problem.toProblem() };
  }
}
