import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type FileResponse,
  type HttpMethod,
  type OperationName,
  type OperationSpec,
  operationNames,
  operations,
  ProblemError,
  type RateClass,
} from '../contract';
import { dispatch, type OperationContext } from '../operations';
import type { AppServices } from '../operations/context';
import { authenticateToken } from '../operations/tokens';
import type { DB } from '../store/db';
import { firstOrganization } from '../store/organizations';
import { isAllowedHost, isAllowedOrigin } from './guards';
import { buildOpenApiDocument } from './openapi';
import { asProblem, problemResponse } from './problem';
import { coerceQuery } from './query';
import { type RateLimit, RateLimiter, rateLimitClient, SPEC_RATE_LIMITS } from './rate-limit';
import { BrowserSessions, type BrowserUi, createBrowserUi, type UiOptions } from './ui';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface HttpAppOptions {
  db: DB;
  /** Per-IP limits; false lifts them (benchmarks, trusted automation). Default: the spec's. */
  rateLimits?: Record<RateClass, RateLimit> | false;
  /** Count each loopback address (127.x.y.z, ::1) as its own client; by default they share one limit. */
  separateLoopbackClients?: boolean;
  /** The port the server listens on, for the Host check; undefined accepts any port (in-process tests). */
  port?: () => number | undefined;
  now?: () => number;
  /** Where unexpected errors are reported (never to the client). */
  logError?: (error: unknown) => void;
  /** Browser mode: serve the built renderer and accept the session cookie a login link opens. */
  ui?: UiOptions;
  /** Parts of the running application operations may use (the file parser's worker pool). */
  services?: AppServices;
}

/** Headers of every response: private data is not cached or sniffed, and no CORS grant is ever made. */
const BASE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

type Env = { Variables: { headers: Record<string, string> } };

const honoPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');
const templateRegex = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/** Methods each route template answers, for 405 + Allow. */
const ROUTES: Array<{ regex: RegExp; methods: Set<string> }> = (() => {
  const byTemplate = new Map<string, Set<string>>([['/v1/openapi.json', new Set(['GET'])]]);
  for (const name of operationNames) {
    const { path, method } = operations[name];
    byTemplate.set(path, (byTemplate.get(path) ?? new Set()).add(method));
  }
  return [...byTemplate].map(([template, methods]) => ({ regex: templateRegex(template), methods }));
})();

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}

/** multipart/form-data: every file part becomes {name, data}; other parts are ignored. */
async function readMultipartBody(c: Context): Promise<{ files: Array<{ name: string; data: Uint8Array }> }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'multipart/form-data') throw new ProblemError(415, 'Send the files as multipart/form-data.');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ProblemError(400, 'The multipart body could not be read.', { slug: 'malformed-multipart' });
  }
  const files: Array<{ name: string; data: Uint8Array }> = [];
  for (const value of form.values()) {
    if (typeof value !== 'string')
      files.push({ name: value.name || 'unnamed', data: new Uint8Array(await value.arrayBuffer()) });
  }
  return { files };
}

/**
 * A file answer: the bytes as the body, with their media type, and the name for a download
 * (attachment, so a browser never renders a stored file as a page of this origin).
 */
function fileResponse(
  c: Context<Env>,
  file: FileResponse,
  status: 200 | 201,
  headers: Record<string, string>,
): Response {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return c.body(file.data as Uint8Array<ArrayBuffer>, status, {
    ...headers,
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  });
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new ProblemError(415, 'Send the body as application/json.');
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new ProblemError(400, 'A JSON body is required.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ProblemError(400, 'The body is not valid JSON.', { slug: 'malformed-json' });
  }
}

/**
 * The /v1 HTTP app, generated from the operation table. Each request passes, in order: the
 * Host/Origin guard, the body size limit (routes with a body), the per-IP rate limit (so
 * unauthenticated floods are limited too), bearer authentication, validation and the handler.
 * The steps are plain calls inside one handler per route: this service answers tens of thousands
 * of requests a second, and every extra middleware hop costs a promise.
 */
export function createHttpApp(options: HttpAppOptions): Hono<Env> {
  const { db } = options;
  const now = options.now ?? Date.now;
  const limiter =
    options.rateLimits === false ? null : new RateLimiter(options.rateLimits ?? SPEC_RATE_LIMITS);
  const app = new Hono<Env>();
  let openApiDocument: string | undefined;
  const ui: BrowserUi | undefined = options.ui
    ? createBrowserUi({
        ...options.ui,
        sessions: options.ui.sessions ?? new BrowserSessions(() => firstOrganization(db)?.id ?? '', now),
      })
    : undefined;

  /** Starts a response: checks Host and Origin, and collects the headers every answer carries. */
  const begin = (c: Context<Env>): Record<string, string> => {
    const headers: Record<string, string> = { ...BASE_HEADERS };
    c.set('headers', headers);
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isAllowedHost(host, options.port?.())) {
      throw new ProblemError(403, "The Host header must be a loopback name with this server's port.", {
        slug: 'forbidden-host',
      });
    }
    if (!isAllowedOrigin(c.req.header('origin'), host)) {
      throw new ProblemError(403, 'Cross-origin requests are not allowed.', { slug: 'forbidden-origin' });
    }
    return headers;
  };

  const rateLimit = (c: Context<Env>, rateClass: RateClass, headers: Record<string, string>): void => {
    if (!limiter) return;
    const decision = limiter.hit(
      rateLimitClient(clientAddress(c), options.separateLoopbackClients),
      rateClass,
      now(),
    );
    headers['x-ratelimit-limit'] = String(decision.limit);
    headers['x-ratelimit-remaining'] = String(decision.remaining);
    headers['x-ratelimit-reset'] = String(Math.ceil(decision.resetAt / 1000));
    if (!decision.allowed) {
      const retryAfter = Math.max(1, Math.ceil((decision.resetAt - now()) / 1000));
      throw new ProblemError(
        429,
        `Rate limit of ${decision.limit} ${rateClass} requests per window exceeded.`,
        {
          headers: { 'retry-after': String(retryAfter) },
        },
      );
    }
  };

  const authenticate = (c: Context<Env>): OperationContext => {
    const header = c.req.header('authorization');
    const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
    const fail = (detail: string, given: boolean) =>
      new ProblemError(401, detail, {
        headers: {
          'www-authenticate': given
            ? 'Bearer realm="talent-index", error="invalid_token"'
            : 'Bearer realm="talent-index"',
        },
      });
    if (!header) throw fail('Send Authorization: Bearer <token>.', false);
    if (!match) throw fail('The Authorization header must be "Bearer <token>".', true);
    const auth = authenticateToken(db, match[1], now());
    if (!auth.ok) throw fail(auth.reason, true);
    return {
      db,
      organizationId: auth.organizationId,
      actor: { kind: 'token', tokenId: auth.tokenId, scopes: auth.scopes },
      now,
      services: options.services,
    };
  };

  app.onError((error, c) => {
    const problem = asProblem(error);
    if (problem.status >= 500) options.logError?.(error);
    return problemResponse(c, problem, c.get('headers') ?? BASE_HEADERS);
  });

  // The size check runs before the route handler reads the body; only routes that take one pay for it.
  const limitBody = (maxSize: number): MiddlewareHandler<Env> =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ProblemError(413, `The body exceeds ${maxSize} bytes.`);
      },
    });

  app.get('/v1/openapi.json', (c) => {
    const headers = begin(c);
    rateLimit(c, 'standard', headers);
    openApiDocument ??= JSON.stringify(buildOpenApiDocument());
    return c.body(openApiDocument, 200, { ...headers, 'content-type': 'application/json' });
  });

  for (const name of operationNames) {
    const spec = operations[name] as OperationSpec;
    const respond = (c: Context<Env>, result: unknown, headers: Record<string, string>): Response => {
      if (spec.status === 204) return c.body(null, 204, headers);
      if (spec.responseType === 'file') return fileResponse(c, result as FileResponse, spec.status, headers);
      return c.json(result as object, spec.status, headers);
    };
    // Synchronous up to the handler: a route without a body whose operation answers at once is
    // answered in the same tick (no promise for Hono and the adapter to wait on).
    const handle = (c: Context<Env>): Response | Promise<Response> => {
      const headers = c.get('headers') ?? begin(c);
      // The browser session is the local administrator's own UI, not an API client: a dashboard
      // load fires a burst of requests and must never meet a 429. The Host/Origin guard still ran.
      const sessionCtx = ui?.sessionContext(c, db, now);
      const session = sessionCtx && { ...sessionCtx, services: options.services };
      if (!session) rateLimit(c, spec.rateClass, headers);
      const ctx = session ?? authenticate(c);
      const run = (body: unknown) => {
        const query = spec.query ? coerceQuery(spec.query, c.req.query()) : undefined;
        const result = dispatch(ctx, name as OperationName, { params: c.req.param(), query, body } as never);
        return result instanceof Promise
          ? result.then((value) => respond(c, value, headers))
          : respond(c, result, headers);
      };
      if (!spec.body) return run(undefined);
      return (spec.bodyType === 'multipart' ? readMultipartBody(c) : readJsonBody(c)).then(run);
    };
    if (spec.body) {
      // Guard first, so a foreign Host never gets to stream a body at us.
      const limit = limitBody(spec.maxBodyBytes ?? MAX_BODY_BYTES);
      app.on(
        spec.method,
        honoPath(spec.path),
        (c, next) => {
          begin(c);
          return limit(c, next);
        },
        handle,
      );
    } else {
      app.on(spec.method, honoPath(spec.path), handle);
    }
  }

  if (ui) app.on(['GET', 'POST'], '/login', (c) => ui.login(c, begin(c)));

  app.notFound((c) => {
    const headers = begin(c);
    if (ui && c.req.method === 'GET' && !c.req.path.startsWith('/v1/')) return ui.serve(c, headers);
    if (c.req.path.startsWith('/v1/')) rateLimit(c, 'standard', headers);
    const allowed = ROUTES.find((r) => r.regex.test(c.req.path))?.methods;
    if (allowed && !allowed.has(c.req.method as HttpMethod)) {
      throw new ProblemError(405, `${c.req.method} is not allowed on ${c.req.path}.`, {
        headers: { allow: [...allowed].join(', ') },
      });
    }
    throw new ProblemError(404, `No route ${c.req.method} ${c.req.path}.`);
  });

  return app;
}
