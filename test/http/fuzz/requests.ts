import { type SeededRandom, seededRandom } from '../../fixtures/seeded-random.mjs';
import {
  deleteAt,
  hostileNonString,
  hostileString,
  hostileUrlString,
  RAW_MARKER,
  setAt,
  toJsonText,
  valuePaths,
} from './hostile';
import { anyId, fakeId, type IdPool, type JsonSchema, validValue } from './schema-values';
import { type FileKit, hostileFile, multipartBody, type UploadFile } from './upload-files';

/** One operation of /v1/openapi.json, as the fuzzer needs it. */
export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  bodySchema?: JsonSchema;
  bodyType?: 'json' | 'multipart';
}

export function operationsOf(document: JsonSchema): FuzzOperation[] {
  const found: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, JsonSchema>)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as JsonSchema[];
      const content = op.requestBody?.content ?? {};
      const bodyType = content['multipart/form-data']
        ? 'multipart'
        : content['application/json']
          ? 'json'
          : undefined;
      found.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        bodySchema: bodyType ? Object.values(content as Record<string, JsonSchema>)[0].schema : undefined,
        bodyType,
      });
    }
  }
  return found;
}

export interface FuzzRequest {
  index: number;
  operationId: string;
  /** What was done to the request, printed when it fails. */
  mutation: string;
  method: string;
  /** Path and query, as sent (already encoded, possibly malformed on purpose). */
  target: string;
  /** Header values; `host` set means exactly that Host (empty: none at all). */
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzContext {
  document: JsonSchema;
  /** Seeded ids by prefix (res, job, cand, ver, red, tok, mem, org, entry). */
  ids: IdPool;
  /** Ids created during the run, by prefix: what delete operations may remove (the seeds stay). */
  created: IdPool;
  tokens: { readWrite: string; webhooks: string; readOnly: string };
  /** Known-good bodies for operations whose valid shape the schema alone does not give. */
  goodBodies: Record<string, (random: SeededRandom) => unknown>;
  files: FileKit;
  /** The server's JSON body limit, to step just over it. */
  maxJsonBytes: number;
}

/** Which id pool a path template's parameter draws from. */
function poolOfParam(path: string, name: string): string {
  if (name === 'redactionId') return 'red';
  const collection = /\/v1\/(\w+)\/\{/.exec(path)?.[1];
  return (
    { resumes: 'res', jobs: 'job', candidates: 'cand', verifications: 'ver', tokens: 'tok' }[
      collection ?? ''
    ] ?? 'res'
  );
}

/** Rotating seed for request i: each request can be rebuilt alone from (seed, i). */
export function requestRandom(seed: number, index: number): SeededRandom {
  return seededRandom((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0);
}

function tokenFor(op: FuzzOperation, random: SeededRandom, tokens: FuzzContext['tokens']): string {
  if (random.chance(0.04)) return tokens.readOnly;
  // The webhooks scope only where it is the point: given on PATCH /v1/organizations/me it would let
  // the fuzzer set a real webhook URL, and deliveries would mean network use and background writes.
  return op.path.startsWith('/v1/webhooks') ? tokens.webhooks : tokens.readWrite;
}

const BAD_PERCENT = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%C0%AF',
  '%FF%FE',
  '%25%32%65',
  '..%2F..%2F',
];

const enc = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded; send its (invalid) CESU-8 bytes as a client might.
    return '%ED%A0%80';
  }
};

/** Builds request `index` for `op`: a valid baseline or one of many mutations. */
export function buildRequest(ctx: FuzzContext, op: FuzzOperation, seed: number, index: number): FuzzRequest {
  const random = requestRandom(seed, index);
  const mutations: string[] = [];
  const headers: Record<string, string> = {};
  const token = tokenFor(op, random, ctx.tokens);
  headers.authorization = `Bearer ${token}`;

  // Path parameters: real ids (deletes take only ids the run created, so the seeds stay).
  const pathValues: Record<string, string> = {};
  for (const param of op.pathParams) {
    const pool = poolOfParam(op.path, param.name);
    pathValues[param.name] =
      op.method === 'DELETE' ? anyId(pool, random, ctx.created) : anyId(pool, random, ctx.ids);
  }
  // Query: required parameters and some optional ones (no cursor: a made-up one is a 400 by design).
  const query: Array<[string, string]> = [];
  for (const param of op.queryParams) {
    if (param.name === 'cursor' || (!param.required && !random.chance(0.5))) continue;
    const value = validValue(ctx.document, param.schema, random, ctx.ids);
    query.push([param.name, enc(String(value))]);
  }
  let body: unknown = op.bodySchema && op.bodyType === 'json' ? jsonBaseline(ctx, op, random) : undefined;
  let rawBody: Buffer | undefined;
  let contentType: string | undefined = op.bodyType === 'json' ? 'application/json' : undefined;
  let files: UploadFile[] | undefined;
  if (op.bodyType === 'multipart') {
    const [label, file] = hostileFile(random, ctx.files);
    files = [file];
    mutations.push(`file: ${label}`);
  }

  const kind = random.rand();
  if (kind < 0.12) {
    mutations.push('baseline');
  } else if (kind < 0.5 && op.bodyType === 'json') {
    body = mutateJson(body, random, mutations);
  } else if (kind < 0.5 && op.bodyType === 'multipart') {
    ({ rawBody, contentType } = mutateUpload(ctx, files!, random, mutations));
  } else if (kind < 0.6 && op.bodyType === 'json') {
    ({ rawBody, contentType } = mutateRawJson(ctx, body, random, mutations));
  } else if (kind < 0.75 && (op.queryParams.length || op.pathParams.length || random.chance(0.3))) {
    mutateUrl(op, pathValues, query, random, mutations);
  } else if (kind < 0.9) {
    mutateHeaders(ctx, headers, random, mutations);
  } else if (op.bodyType === 'json') {
    body = mutateJson(body, random, mutations);
    mutateHeaders(ctx, headers, random, mutations);
  } else {
    mutateUrl(op, pathValues, query, random, mutations);
    mutateHeaders(ctx, headers, random, mutations);
  }

  if (rawBody === undefined) {
    if (files) ({ body: rawBody, contentType } = multipartBody(files));
    else if (body !== undefined) rawBody = Buffer.from(toJsonText(body));
  }
  if (contentType !== undefined && !('content-type' in headers)) headers['content-type'] = contentType;
  if (headers['content-type'] === '\u0000none') delete headers['content-type'];

  let target = op.path.replace(/\{(\w+)\}/g, (_, name) =>
    name in pathValues ? pathValues[name] : `{${name}}`,
  );
  if (query.length) target += `?${query.map(([k, v]) => `${k}=${v}`).join('&')}`;
  return {
    index,
    operationId: op.operationId,
    mutation: mutations.join('; '),
    method: op.method,
    target,
    headers,
    body: rawBody,
  };
}

function jsonBaseline(ctx: FuzzContext, op: FuzzOperation, random: SeededRandom): unknown {
  const good = ctx.goodBodies[op.operationId];
  if (good && random.chance(0.7)) return good(random);
  return validValue(ctx.document, op.bodySchema!, random, ctx.ids);
}

function mutateJson(body: unknown, random: SeededRandom, out: string[]): unknown {
  const paths = valuePaths(body);
  const at = random.pick(paths);
  const where = `/${at.join('/')}`;
  const choice = random.int(0, 6);
  if (choice <= 1) {
    const [name, value] = hostileString(random);
    out.push(`${where} = hostile string (${name})`);
    return setAt(body, at, value);
  }
  if (choice === 2) {
    const [name, value] = hostileNonString(random);
    out.push(`${where} = ${name}`);
    return setAt(body, at, value);
  }
  if (choice === 3 && at.length) {
    out.push(`${where} removed`);
    return deleteAt(body, at);
  }
  if (choice === 4) {
    // An extra field on some object of the body.
    const objects = paths.filter((p) => {
      const value = p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body);
      return value && typeof value === 'object' && !Array.isArray(value);
    });
    if (objects.length) {
      const target = random.pick(objects);
      const key = random.pick([
        '__proto__',
        'constructor',
        'extra',
        '',
        'x'.repeat(10_000),
        '\u0000',
        'id',
        'organizationId',
      ]);
      const [name, value] = random.chance(0.5) ? hostileString(random) : hostileNonString(random);
      out.push(`/${target.join('/')} gets extra field ${JSON.stringify(key.slice(0, 20))} = ${name}`);
      const parent = structuredClone(
        target.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body),
      ) as Record<string, unknown>;
      Object.defineProperty(parent, key, { value, enumerable: true, configurable: true, writable: true });
      return setAt(body, target, parent);
    }
  }
  if (choice === 5) {
    const value = random.pick<unknown>([[], 'a string', 42, null, true, [body], { data: body }]);
    out.push(`whole body = ${JSON.stringify(value)?.slice(0, 40)}`);
    return value;
  }
  // An array of the body grown to 100k items (or the body's array root), within the body limit.
  const arrays = paths.filter((p) =>
    Array.isArray(p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], body)),
  );
  const target = arrays.length ? random.pick(arrays) : at;
  out.push(`/${target.join('/')} = 100k items`);
  return setAt(
    body,
    target,
    Array.from({ length: 100_000 }, (_, i) => (i % 2 ? 'x' : 0)),
  );
}

function mutateRawJson(
  ctx: FuzzContext,
  body: unknown,
  random: SeededRandom,
  out: string[],
): { rawBody: Buffer; contentType: string } {
  const text = toJsonText(body);
  const choices: Array<[string, () => Buffer, string?]> = [
    ['truncated JSON', () => Buffer.from(text.slice(0, random.int(0, Math.max(0, text.length - 1))))],
    ['invalid UTF-8 inside a string', () => spliceInvalidUtf8(text, random)],
    ['empty body', () => Buffer.alloc(0)],
    ['whitespace body', () => Buffer.from(' \n\t ')],
    ['one byte over the body limit', () => Buffer.from(`{"pad":"${'x'.repeat(ctx.maxJsonBytes)}"}`)],
    [
      'JSON with a byte order mark',
      () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    ],
    ['JSON with comments', () => Buffer.from(`/* c */ ${text} // c`)],
    ['duplicate keys', () => Buffer.from(text.replace(/^\{/, '{"name":"a","name":{"x":1},'))],
    ['two JSON documents', () => Buffer.from(`${text}\n${text}`)],
    ['the literal null', () => Buffer.from('null')],
    ['a lone number', () => Buffer.from('1e309')],
    ['UTF-16 body declared UTF-16', () => Buffer.from(text, 'utf16le'), 'application/json; charset=utf-16le'],
    ['UTF-8 body declared latin1', () => Buffer.from(text), 'application/json; charset=iso-8859-1'],
    ['form-encoded body', () => Buffer.from('name=a&email=b'), 'application/x-www-form-urlencoded'],
    ['JSON sent as text/plain', () => Buffer.from(text), 'text/plain'],
    ['JSON without a content type', () => Buffer.from(text), '\u0000none'],
    ['JSON as multipart without boundary', () => Buffer.from(text), 'multipart/form-data'],
    [
      'JSON with odd type parameters',
      () => Buffer.from(text),
      'APPLICATION/JSON;;; charset="utf-8"; x=\u00e9',
    ],
    ['JSON as a +json type', () => Buffer.from(text), 'application/merge-patch+json'],
    ['NUL bytes', () => Buffer.from(`\u0000${text}\u0000`)],
  ];
  const [name, make, type] = random.pick(choices);
  out.push(`raw body: ${name}`);
  return { rawBody: make(), contentType: type ?? 'application/json' };
}

function spliceInvalidUtf8(text: string, random: SeededRandom): Buffer {
  const at = text.indexOf('"') + 1 || 0;
  const bad = random.pick([
    [0xff],
    [0xc0, 0x80],
    [0xed, 0xa0, 0x80],
    [0xe2, 0x82],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  ]);
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bad), Buffer.from(text.slice(at))]);
}

const asRaw = ({ body, contentType }: { body: Buffer; contentType: string }) => ({
  rawBody: body,
  contentType,
});

function mutateUpload(
  ctx: FuzzContext,
  files: UploadFile[],
  random: SeededRandom,
  out: string[],
): { rawBody: Buffer; contentType: string } {
  const choice = random.int(0, 8);
  if (choice <= 2) {
    for (let i = random.int(1, 3); i > 0; i--) {
      const [label, file] = hostileFile(random, ctx.files);
      files.push(file);
      out.push(`+ file: ${label}`);
    }
    return asRaw(multipartBody(files));
  }
  if (choice === 3) {
    out.push('51 tiny files (one over the count limit)');
    return asRaw(
      multipartBody(
        Array.from({ length: 51 }, (_, i) => ({ name: `f${i}.txt`, data: new Uint8Array([65 + (i % 26)]) })),
      ),
    );
  }
  if (choice === 4) {
    out.push('file names sent raw (quotes, CR/LF, NUL)');
    return asRaw(multipartBody(files, { raw: true }));
  }
  if (choice === 5) {
    out.push('no file part (a text field only)');
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n');
    return { rawBody: body, contentType: 'multipart/form-data; boundary=b' };
  }
  if (choice === 6) {
    const { body, contentType } = multipartBody(files);
    const breakage = random.pick(['truncated', 'wrong boundary', 'no boundary', 'as JSON']);
    out.push(`broken multipart: ${breakage}`);
    if (breakage === 'truncated')
      return { rawBody: body.subarray(0, random.int(1, body.length - 1)), contentType };
    if (breakage === 'wrong boundary')
      return { rawBody: body, contentType: 'multipart/form-data; boundary=other' };
    if (breakage === 'no boundary') return { rawBody: body, contentType: 'multipart/form-data' };
    return { rawBody: body, contentType: 'application/json' };
  }
  if (choice === 7) {
    out.push('file field under another name');
    return asRaw(multipartBody(files, { field: random.pick(['file', '', 'files[]', '__proto__']) }));
  }
  out.push('boundary with odd characters');
  return asRaw(multipartBody(files, { boundary: "'()+_,-./:=? weird" }));
}

function mutateUrl(
  op: FuzzOperation,
  pathValues: Record<string, string>,
  query: Array<[string, string]>,
  random: SeededRandom,
  out: string[],
): void {
  const choice = random.int(0, 7);
  const pathNames = Object.keys(pathValues);
  if (choice <= 1 && pathNames.length) {
    const name = random.pick(pathNames);
    const pick = random.int(0, 3);
    if (pick === 0) {
      const [label, value] = hostileUrlString(random);
      pathValues[name] = enc(value) || '%20';
      out.push(`path ${name} = hostile (${label})`);
    } else if (pick === 1) {
      pathValues[name] = random.pick(BAD_PERCENT);
      out.push(`path ${name} = bad percent-encoding ${pathValues[name]}`);
    } else if (pick === 2) {
      pathValues[name] = fakeId(random.pick(['org', 'res', 'job', 'tok', 'ver']), random).toLowerCase();
      out.push(`path ${name} = id of another kind or case`);
    } else {
      pathValues[name] = 'x'.repeat(random.pick([65, 4000]));
      out.push(`path ${name} = long`);
    }
    return;
  }
  if (choice <= 3 && op.queryParams.length) {
    const param = random.pick(op.queryParams);
    const values = [
      '-1',
      '0',
      '1e309',
      'NaN',
      'Infinity',
      '0x10',
      '1.5',
      '99999999999999999999',
      '',
      'true',
      '[]',
    ];
    const pick = random.int(0, 2);
    let value: string;
    if (pick === 0) value = enc(random.pick(values));
    else if (pick === 1) value = random.pick(BAD_PERCENT);
    else value = enc(hostileUrlString(random)[1]);
    const existing = query.findIndex(([k]) => k === param.name);
    if (existing >= 0) query.splice(existing, 1);
    query.push([param.name, value]);
    out.push(`query ${param.name}=${value.slice(0, 40)}`);
    return;
  }
  if (choice === 4 && query.length) {
    const [key, value] = random.pick(query);
    query.push([key, random.pick([value, '1', 'x', ''])]);
    out.push(`duplicated query key ${key}`);
    return;
  }
  if (choice === 5) {
    query.push([
      random.pick(['unknown', '__proto__', 'constructor', 'x[y]', '%00']),
      enc(hostileUrlString(random)[1]),
    ]);
    out.push('unknown query parameter');
    return;
  }
  if (choice === 6) {
    query.push([random.pick(['a', 'q', 'limit']), random.pick(['%', '&&&', '==', '+', 'a=b=c'])]);
    out.push('odd query syntax');
    return;
  }
  const [label, value] = hostileUrlString(random);
  query.push([enc(value).slice(0, 2000) || 'empty', '1']);
  out.push(`hostile query key (${label})`);
}

function mutateHeaders(
  ctx: FuzzContext,
  headers: Record<string, string>,
  random: SeededRandom,
  out: string[],
): void {
  const choices: Array<[string, () => void]> = [
    ['no Authorization', () => delete headers.authorization],
    ['Authorization: Bearer (no token)', () => (headers.authorization = 'Bearer ')],
    ['unknown token', () => (headers.authorization = 'Bearer tix_notarealtoken000000000000000000000000')],
    ['Basic auth', () => (headers.authorization = 'Basic YWRtaW46YWRtaW4=')],
    [
      'lowercase bearer, extra spaces',
      () => (headers.authorization = `bearer    ${ctx.tokens.readWrite}   `),
    ],
    ['token twice', () => (headers.authorization = `Bearer ${ctx.tokens.readWrite} ${ctx.tokens.readWrite}`)],
    ['8 KiB token', () => (headers.authorization = `Bearer ${'t'.repeat(8 * 1024)}`)],
    ['read-only token', () => (headers.authorization = `Bearer ${ctx.tokens.readOnly}`)],
    ['token with a NUL-ish tail', () => (headers.authorization = `Bearer ${ctx.tokens.readWrite}%00`)],
    ['foreign Host', () => (headers.host = 'evil.example')],
    ['Host with another port', () => (headers.host = '127.0.0.1:1')],
    ['Host with user info', () => (headers.host = 'user@127.0.0.1')],
    ['Host localhost.evil.example', () => (headers.host = 'localhost.evil.example')],
    ['no Host', () => (headers.host = '')],
    ['foreign Origin', () => (headers.origin = 'http://evil.example')],
    ['Origin null', () => (headers.origin = 'null')],
    ['12 KiB header', () => (headers['x-fuzz'] = 'h'.repeat(12 * 1024))],
    [
      '100 extra headers',
      () => {
        for (let i = 0; i < 100; i++) headers[`x-fuzz-${i}`] = String(i);
      },
    ],
    ['Accept: application/xml', () => (headers.accept = 'application/xml')],
    ['Accept-Encoding: gzip, br', () => (headers['accept-encoding'] = 'gzip, deflate, br')],
    ['X-HTTP-Method-Override: DELETE', () => (headers['x-http-method-override'] = 'DELETE')],
    ['X-Forwarded-For spoof', () => (headers['x-forwarded-for'] = '8.8.8.8')],
    ['Cookie with a made-up session', () => (headers.cookie = 'talent_session=abc; talent_session=def')],
    ['content-type with charset trick', () => (headers['content-type'] = 'application/json; charset=utf-7')],
  ];
  const [name, apply] = random.pick(choices);
  apply();
  out.push(`header: ${name}`);
}

/** For the report: a request in a few lines, long values cut. */
export function describeRequest(request: FuzzRequest, seed: number): string {
  const cut = (text: string, n: number) =>
    text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${cut(k === 'authorization' ? v.replace(/tix_\w+/, 'tix_…') : v, 80)}`)
    .join(' | ');
  const body = request.body ? cut(request.body.toString('utf8').replace(RAW_MARKER, ''), 300) : '(none)';
  return (
    `#${request.index} (seed ${seed}; rerun with FUZZ_SEED=${seed} FUZZ_ONLY=${request.index}) ${request.operationId}: ` +
    `${request.mutation}\n    ${request.method} ${cut(request.target, 200)}\n    ${headers}\n    body: ${body}`
  );
}
