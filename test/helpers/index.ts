import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { CreatedToken, JsonResumeInput, Organization } from '../../main/contract';
import type { RateLimit } from '../../main/http/rate-limit';
import { type RunningServer, startServer } from '../../main/http/server';
import { invoke, type OperationContext } from '../../main/operations';
import { createOrganization } from '../../main/operations/organizations';
import { type DB, openDatabase } from '../../main/store/db';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A temporary folder removed after the test. */
export function tempDir(prefix = 'talent-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A real SQLite file in a temporary folder, closed after the test. */
export function tempDatabase(): { db: DB; file: string; dir: string } {
  const dir = tempDir();
  const file = path.join(dir, 'talent-index.sqlite');
  const db = openDatabase(file);
  cleanups.push(() => db.open && db.close());
  return { db, file, dir };
}

/** A controllable clock for expiry and rate windows. */
export function testClock(start = Date.parse('2026-11-21T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

export interface TestOrg {
  organization: Organization;
  ctx: OperationContext;
  token: string;
  adminMemberId: string;
}

/**
 * Creates an organization with an admin context and one API token holding every scope (tests of
 * scopes issue their own narrower tokens).
 */
export async function addOrganization(
  db: DB,
  name = 'Acme Talent',
  now: () => number = Date.now,
): Promise<TestOrg> {
  const organization = createOrganization(
    db,
    { name, email: `admin@${name.toLowerCase().replace(/\W+/g, '')}.example` },
    now(),
  );
  const ctx: OperationContext = {
    db,
    organizationId: organization.id,
    actor: { kind: 'admin', via: 'cli' },
    now,
  };
  const created = (await invoke(ctx, 'createToken', {
    body: { name: 'test', scopes: ['read', 'write', 'webhooks'] },
  })) as CreatedToken;
  const members = await invoke(ctx, 'listMembers', { query: {} });
  return { organization, ctx, token: created.token, adminMemberId: members.data[0].id };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The raw body, for binary answers (file downloads). */
  bytes: Buffer;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Raw body text, sent as is (for malformed JSON and size tests). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** The client's source address (e.g. another 127.x.y.z), for per-client rate limit tests. */
  localAddress?: string;
}

/** An HTTP request over a real socket, with full control of the headers (Host, Origin, ...). */
export function request(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: RequestOptions = {},
): Promise<Reply> {
  const url = new URL(urlPath, baseUrl);
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined = options.rawBody;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  // host: '' means "send no Host header at all".
  const setHost = headers.host !== '';
  if (!setHost) delete headers.host;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent: false,
        setHost,
        localAddress: options.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text, json });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export interface TestServer extends RunningServer {
  db: DB;
  call: (method: string, urlPath: string, options?: RequestOptions) => Promise<Reply>;
}

/** A real /v1 server on a free loopback port over a temporary index, stopped after the test. */
export async function startTestServer(
  options: { db?: DB; now?: () => number; rateLimits?: Record<'standard' | 'batch', RateLimit> | false } = {},
): Promise<TestServer> {
  const db = options.db ?? tempDatabase().db;
  const server = await startServer({
    db,
    port: 0,
    now: options.now,
    rateLimits: options.rateLimits ?? false,
  });
  cleanups.push(() => server.close());
  return { ...server, db, call: (method, urlPath, opts) => request(server.url, method, urlPath, opts) };
}

/** JSON Resume samples (MIT, see LICENSE.md there), copied from shared/data so the repo stands alone. */
export const SHARED_DATA = path.resolve(__dirname, '../fixtures/jsonresume');
/** The official sample resume, which has basics (JSON Resume itself makes every section optional). */
export function sampleResume(): JsonResumeInput & {
  basics: NonNullable<JsonResumeInput['basics']>;
} & Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(SHARED_DATA, 'sample.resume.json'), 'utf8'));
}
export function sampleJob(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(SHARED_DATA, 'sample.job.json'), 'utf8'));
}

/** Counts rows of a table, for "nothing was written" assertions. */
export function countRows(db: DB, table: string): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}
