import type { HttpMethod, OperationName, Problem } from '../../../main/contract';
import { ProblemResponse, type Transport } from '../transport';
import operationRoutes from './operation-routes.json';

/**
 * How an operation is called over HTTP: its contract entry's method and path, body type (none,
 * JSON or multipart) and whether it answers with a file. A plain table generated from the contract
 * (test/renderer/operation-routes.test.ts keeps it equal): importing the contract's operation
 * table would build every operation's zod schemas as the page loads, about a quarter of a second
 * before the first screen could draw, for validation the server does anyway (issue #12 item 9).
 */
export interface OperationRoute {
  method: HttpMethod;
  path: string;
  body?: 'json' | 'multipart';
  file?: true;
}

const routes: Record<OperationName, OperationRoute> = operationRoutes as Record<
  OperationName,
  OperationRoute
>;

interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface HttpCall {
  method: string;
  url: string;
  /** JSON text, or form data for operations whose contract entry says bodyType 'multipart'. */
  body?: string | FormData;
}

/**
 * The multipart form of a body: each {name, data} of body.files becomes one file part, the shape
 * the server turns back into body.files (IPC callers send that shape as it is). The browser sets
 * the content type with its boundary.
 */
function multipartBody(body: unknown): FormData {
  const form = new FormData();
  const files = (body as { files?: Array<{ name: string; data: Uint8Array }> } | undefined)?.files ?? [];
  for (const file of files) form.append('files', new Blob([file.data as Uint8Array<ArrayBuffer>]), file.name);
  return form;
}

/**
 * The HTTP form of an operation call, derived from its contract entry (method, path template,
 * query, body and its type), so no operation is ever wired by hand for browser mode.
 */
export function httpCallFor(name: OperationName, request: RequestParts = {}): HttpCall {
  const spec = routes[name];
  const params = request.params ?? {};
  const path = spec.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new ProblemResponse(clientProblem(`${name} needs the path parameter ${key}.`));
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return {
    method: spec.method,
    url: qs ? `${path}?${qs}` : path,
    ...(spec.body
      ? { body: spec.body === 'multipart' ? multipartBody(request.body) : JSON.stringify(request.body ?? {}) }
      : {}),
  };
}

const clientProblem = (detail: string, status = 0): Problem => ({
  type: 'urn:talent-index:problem:client',
  title: status === 0 ? 'The service could not be reached' : 'Unexpected answer',
  status,
  detail,
});

/** The file name of a Content-Disposition header (the UTF-8 form first). */
export function fileNameOf(disposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/i.exec(disposition ?? '')?.[1] ?? 'file';
}

/**
 * Reads an answer: problem+json becomes the same ProblemResponse the IPC transport throws; a file
 * answer (responseType 'file') becomes the {name, contentType, data} the IPC transport delivers.
 */
async function readAnswer(response: Response, route: OperationRoute): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    if (type.includes('json')) throw new ProblemResponse((await response.json()) as Problem);
    throw new ProblemResponse(clientProblem(`HTTP ${response.status}`, response.status));
  }
  if (route.file)
    return {
      name: fileNameOf(response.headers.get('content-disposition')),
      contentType: type,
      data: new Uint8Array(await response.arrayBuffer()),
    };
  return response.json();
}

/**
 * Browser mode: same-origin /v1. `sessionHeaders` gives the headers that carry the browser session
 * (see browser-session.ts); none for callers that authenticate another way.
 */
export function httpTransport(
  baseUrl = '',
  sessionHeaders: () => Promise<Record<string, string>> = async () => ({}),
): Transport {
  return {
    async invoke(name, request) {
      const call = httpCallFor(name, request as RequestParts | undefined);
      let response: Response;
      try {
        response = await fetch(baseUrl + call.url, {
          method: call.method,
          credentials: 'omit',
          // Form data carries its own multipart content type (with the boundary); JSON says so here.
          headers: {
            ...(await sessionHeaders()),
            ...(typeof call.body === 'string' ? { 'content-type': 'application/json' } : {}),
          },
          body: call.body,
        });
      } catch (error) {
        throw new ProblemResponse(clientProblem(error instanceof Error ? error.message : String(error)));
      }
      return (await readAnswer(response, routes[name])) as never;
    },
  };
}
