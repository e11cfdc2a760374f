import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * standard / batch: the spec's two rate classes (per client IP).
 * The UI session of browser mode and the desktop IPC bridge are not API clients and are not counted.
 */
export type RateClass = 'standard' | 'batch';

/**
 * Who may call an operation. `member`: any authenticated caller of the organization (API token,
 * desktop session, CLI). `admin`: only the organization's administrator acting locally (desktop
 * session or CLI), never an API token: minting tokens with a token would let a leaked token outlive
 * its expiry.
 */
export type Access = 'member' | 'admin';

/**
 * What an API token may do. `read`: every GET. `write`: every other method. `webhooks`: where the
 * organization's data may be sent (the webhook settings, the test event, the delivery log, which
 * shows what answered at a URL). The administrator acting locally holds all three.
 */
export const SCOPES = ['read', 'write', 'webhooks'] as const;
export type Scope = (typeof SCOPES)[number];
/** What a new token gets when no scope is named. */
export const DEFAULT_SCOPES: readonly Scope[] = ['read', 'write'];

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface OperationSpec<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** OpenAPI-style template, e.g. /v1/resumes/{id}. */
  path: string;
  summary: string;
  /** Markdown; flows into /v1/openapi.json. Definitions of every computed field live here. */
  description: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  output: O;
  /** 200 for reads and updates, 201 for creates, 204 for deletes (output z.void()). */
  status: 200 | 201 | 204;
  rateClass: RateClass;
  access: Access;
  /** The token scope the operation needs; by default GET → read, any other method → write. */
  scope?: Scope;
  /**
   * Scopes needed on top of `scope` for what this particular (validated) body asks, e.g. `webhooks`
   * when an organization update touches settings.webhook.
   */
  bodyScopes?: (body: unknown) => Scope[];
  /** true for the few operations that work on an index with no organization yet (first-run setup). */
  setup?: boolean;
  /**
   * How the HTTP body arrives: JSON (default), or multipart/form-data whose file parts become
   * body.files = [{name, data}] (IPC callers send that shape directly).
   */
  bodyType?: 'json' | 'multipart';
  /** The largest HTTP body accepted; default 1 MiB. */
  maxBodyBytes?: number;
  /**
   * How the answer travels: JSON (default), or a file: the handler returns {name, contentType, data}
   * (fileResponseSchema); HTTP sends data as the body with that Content-Type and the name in
   * Content-Disposition, IPC passes the object as it is (the bytes as a Uint8Array).
   */
  responseType?: 'json' | 'file';
}

// Optional spec fields read as `X | undefined`; strip the undefined so a declared part is never optional.
type Part<T> = Exclude<T, undefined>;
type Out<T> = [Part<T>] extends [never]
  ? undefined
  : Part<T> extends z.ZodType
    ? z.output<Part<T>>
    : undefined;
type In<T> = [Part<T>] extends [never] ? undefined : Part<T> extends z.ZodType ? z.input<Part<T>> : undefined;

/** What a handler receives: the parsed (defaults applied) path, query and body. */
export interface OperationInput<S extends OperationSpec> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
}

/** What a caller sends (IPC, typed client): the same three parts before defaults. */
export interface OperationRequest<S extends OperationSpec> {
  params?: In<S['params']>;
  query?: In<S['query']>;
  body?: In<S['body']>;
}

export type OperationOutput<S extends OperationSpec> = z.output<S['output']>;

export function defineOperation<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  O extends z.ZodType = z.ZodType,
>(spec: OperationSpec<P, Q, B, O>): OperationSpec<P, Q, B, O> {
  return spec;
}

/** Every scope a call of the operation with this (validated) body needs. */
export function requiredScopes(spec: OperationSpec, body: unknown): Scope[] {
  const base: Scope = spec.scope ?? (spec.method === 'GET' ? 'read' : 'write');
  const extra = spec.bodyScopes?.(body) ?? [];
  return [...new Set([base, ...extra])];
}
