import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedToken, Scope } from '../../main/contract';
import { MAX_BODY_BYTES } from '../../main/http/app';
import { invoke } from '../../main/operations';
import { openDatabase } from '../../main/store/db';
import { requireBuiltCli } from '../cli/talent-process';
import { type SeededRandom, seededRandom } from '../fixtures/seeded-random.mjs';
import { addOrganization, request, sampleJob, sampleResume, tempDir } from '../helpers';
import { type Answer, send } from './fuzz/client';
import { IndexSnapshots } from './fuzz/index-snapshot';
import {
  buildRequest,
  describeRequest,
  type FuzzContext,
  type FuzzOperation,
  type FuzzRequest,
  operationsOf,
} from './fuzz/requests';
import type { IdPool, JsonSchema } from './fuzz/schema-values';
import { cpuSeconds, residentBytes, type ServeProcess, startServeProcess } from './fuzz/server-process';
import { buildFileKit, fileChoices, multipartBody } from './fuzz/upload-files';

/**
 * Issue #13: a fuzz suite over every operation of /v1/openapi.json. `talent serve` runs in a child
 * process over a seeded index; requests are generated from the OpenAPI document (valid baselines,
 * then hostile values, bodies, headers and files) with a seeded random stream, so any failure is
 * rebuilt from (seed, index) alone. Asserted for every request: no 5xx, an answer within 1 s, every
 * error answer problem+json with status and title; for every rejected write: the index unchanged;
 * at the end: the server's memory back under its starting level plus 100 MB.
 *
 * FUZZ_REQUESTS lowers the count for a local run (CI runs the full 10,000); FUZZ_SEED picks another
 * stream; FUZZ_ONLY=i sends request i alone; FUZZ_BUDGET_MS and FUZZ_MAX_ANSWER_MS (see below) are
 * for busy machines. The server is the built `talent` (npm test builds first; after changing main/,
 * run `npm run build` before this file).
 */

requireBuiltCli();

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const ONLY = process.env.FUZZ_ONLY === undefined ? undefined : Number(process.env.FUZZ_ONLY);
/**
 * The issue's bound on every answer. FUZZ_MAX_ANSWER_MS raises it for a run on a shared, overloaded
 * machine (where wall time says little); CI runs with the issue's 1 s.
 */
const MAX_ANSWER_MS = Number(process.env.FUZZ_MAX_ANSWER_MS ?? 1_000);
const MEMORY_SLACK_BYTES = 100 * 1024 * 1024;
/** Reads run side by side; writes run one at a time, so each rejected one can be checked for writes. */
const READ_LANES = 7;
/** Time for sending requests; the issue's whole-suite budget is 3 minutes, start-up included. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 140_000);

interface Finding {
  kind: string;
  request: FuzzRequest;
  status: number;
  ms: number;
  detail: string;
}

let server: ServeProcess;
let context: FuzzContext;
let operations: FuzzOperation[];
let snapshots: IndexSnapshots;

beforeAll(async () => {
  const dir = tempDir('talent-fuzz-');
  // The organization and tokens are made in-process on the index file (five CLI start-ups took 20 s
  // on a busy machine); then `talent serve` opens it as users run it.
  const db = openDatabase(path.join(dir, 'talent-index.sqlite'));
  const org = await addOrganization(db, 'Fuzz Org');
  const token = async (scopes: Scope[]) =>
    (await invoke(org.ctx, 'createToken', { body: { name: scopes.join('+'), scopes } })) as CreatedToken;
  const tokens = [
    await token(['read', 'write']),
    await token(['read', 'write', 'webhooks']),
    await token(['read']),
  ];
  db.close();
  server = await startServeProcess(dir);
  const [ids, document] = await seed(server.url, tokens[0].token);
  ids.set(
    'tok',
    tokens.map((t) => t.id),
  );
  operations = operationsOf(document);
  context = {
    document,
    ids,
    created: new Map(),
    tokens: { readWrite: tokens[0].token, webhooks: tokens[1].token, readOnly: tokens[2].token },
    goodBodies: goodBodies(ids),
    files: await buildFileKitOnce(),
    maxJsonBytes: MAX_BODY_BYTES,
  };
  snapshots = new IndexSnapshots(server.databaseFile);
}, 120_000);

afterAll(async () => {
  snapshots?.close();
  await server?.stop();
});

/** A few of everything, through the API itself, so that path ids exist. Answers the ids by kind. */
async function seed(url: string, token: string): Promise<[IdPool, JsonSchema]> {
  const ids: IdPool = new Map();
  const add = (kind: string, id: string) => ids.set(kind, [...(ids.get(kind) ?? []), id]);
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await request(url, method, path, { token, body });
    if (reply.status >= 300) throw new Error(`seeding ${method} ${path}: ${reply.status} ${reply.text}`);
    return reply.json;
  };
  const organization = await call('GET', '/v1/organizations/me');
  add('org', organization.id);
  for (const member of (await call('GET', '/v1/members')).data) add('mem', member.id);
  for (let i = 0; i < 4; i++) {
    const resume = sampleResume();
    resume.basics.name = `Seed Person ${i}`;
    resume.basics.email = `seed${i}@example.com`;
    const created = await call('POST', '/v1/resumes', resume);
    add('res', created.id);
    for (const entry of created.work ?? []) add('entry', entry.__id);
    for (const entry of created.education ?? []) add('entry', entry.__id);
  }
  const kit = await buildFileKitOnce();
  const upload = multipartBody([{ name: 'seed.pdf', data: kit.pdf }]);
  const imported = await request(url, 'POST', '/v1/resumes/files', {
    token,
    rawBody: upload.body,
    headers: { 'content-type': upload.contentType },
  });
  if (imported.json?.results?.[0]?.resumeId) add('res', imported.json.results[0].resumeId);
  for (let i = 0; i < 3; i++) {
    const job = { ...sampleJob(), title: `Seed Job ${i}` };
    add('job', (await call('POST', '/v1/jobs', job)).id);
  }
  const [firstResume] = ids.get('res')!;
  const resume = await call('GET', `/v1/resumes/${firstResume}`);
  for (let i = 0; i < 2; i++) {
    const candidate = await call('POST', '/v1/candidates', {
      organizationId: organization.id,
      memberId: ids.get('mem')![0],
      name: `Seed Candidate ${i}`,
      email: `candidate${i}@example.com`,
      profiles: [],
    });
    add('cand', candidate.id);
    add('red', (await call('POST', `/v1/resumes/${firstResume}/redactions`, { profile: 'standard' })).id);
    const verification = await call('POST', '/v1/verifications', {
      resumeId: firstResume,
      type: 'work',
      entryId: resume.work[i % resume.work.length].__id,
      method: 'manual',
    });
    add('ver', verification.id);
  }
  const document = (await request(url, 'GET', '/v1/openapi.json', { token })).json as JsonSchema;
  return [ids, document];
}

let kitPromise: ReturnType<typeof buildFileKit> | undefined;
const buildFileKitOnce = () => (kitPromise ??= buildFileKit());

/** Bodies whose valid shape needs more than the schema says (cross-field rules, real references). */
function goodBodies(ids: IdPool): Record<string, (random: SeededRandom) => unknown> {
  const resume = (random: SeededRandom) => {
    const document = sampleResume();
    document.basics.name = `Fuzz Person ${random.int(0, 1e9)}`;
    return document;
  };
  const job = (random: SeededRandom) => ({ ...sampleJob(), title: `Fuzz Job ${random.int(0, 1e9)}` });
  const csv = 'title,company,location,description\nData Engineer,Acme,"Berlin, DE",Python and SQL\n';
  return {
    createResume: resume,
    updateResume: resume,
    createResumesBatch: (random) => ({ items: [resume(random), resume(random)] }),
    createJob: job,
    createJobsBatch: (random) => ({ items: [job(random)] }),
    updateJob: (random) => ({ title: `Renamed ${random.int(0, 1e6)}`, remote: 'Hybrid' }),
    previewJobsCsv: () => ({ csv }),
    importJobsCsv: () => ({ csv }),
    createVerification: (random) => ({
      resumeId: random.pick(ids.get('res')!),
      type: 'work',
      entryId: random.pick(ids.get('entry')!),
      method: 'manual',
    }),
    createRedaction: () => ({ profile: 'blind' }),
  };
}

/** One valid request of every operation, and one upload of every kind of file the fuzzer sends. */
async function warmUp(): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const random = seededRandom(SEED);
  for (const op of operations) {
    for (let index = -1; ; index--) {
      // The first baseline (unmutated) request of this operation in a stream of negative indices.
      const built = buildRequest(context, op, SEED, index * 1000);
      if (built.mutation.endsWith('baseline') || index < -200) {
        await send(server.url, agent, built, 30_000);
        break;
      }
    }
  }
  // A skills-list entry no form matches builds the loose matcher's index (main/domain/taxonomy/loose.ts,
  // ~45 MiB, built on first use): part of the working set, not growth of the run. Without this, whether
  // the warm-up built it depended on whether its sample skills happened to miss.
  const unknownSkill = { ...sampleResume(), skills: [{ name: 'Warm-up skill no taxonomy knows' }] };
  await request(server.url, 'POST', '/v1/resumes', { token: context.tokens.readWrite, body: unknownSkill });
  for (const [, make] of fileChoices(random, context.files)) {
    const { body, contentType } = multipartBody([make()]);
    await request(server.url, 'POST', '/v1/resumes/files', {
      token: context.tokens.readWrite,
      rawBody: body,
      headers: { 'content-type': contentType },
    });
  }
  agent.destroy();
}

/** What is wrong with an answer, by the issue's rules (undefined: nothing). */
function judge(answer: Answer): Omit<Finding, 'request'> | undefined {
  const { status, ms } = answer;
  if (answer.error) return { kind: 'no answer', status, ms, detail: answer.error };
  if (status >= 500) return { kind: '5xx', status, ms, detail: answer.body.toString('utf8').slice(0, 300) };
  if (ms > MAX_ANSWER_MS) return { kind: 'slow answer', status, ms, detail: `${Math.round(ms)} ms` };
  // Parser-level errors (no Host, a Host with user info, 431) are problem+json too (main/http/parser-errors.ts).
  if (status >= 400) {
    const type = String(answer.headers['content-type'] ?? '');
    if (!type.startsWith('application/problem+json'))
      return { kind: 'error not problem+json', status, ms, detail: `content-type ${type || '(none)'}` };
    let problem: { status?: unknown; title?: unknown } | undefined;
    try {
      problem = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return { kind: 'error not problem+json', status, ms, detail: 'body is not JSON' };
    }
    if (problem?.status !== status || typeof problem.title !== 'string' || !problem.title)
      return {
        kind: 'error not problem+json',
        status,
        ms,
        detail: `problem ${JSON.stringify(problem).slice(0, 200)}`,
      };
  }
  return undefined;
}

/** Whether a write was accepted (it may have written); an upload whose every file failed wrote nothing. */
function accepted(request: FuzzRequest, answer: Answer): boolean {
  if (answer.status < 200 || answer.status >= 300) return false;
  if (request.operationId !== 'importResumeFiles') return true;
  try {
    const results = JSON.parse(answer.body.toString('utf8')).results as Array<{ status: string }>;
    return results.some((r) => r.status === 'imported');
  } catch {
    return true;
  }
}

/** Ids the run created become targets (deletes take only these); deleted ones leave the pools. */
function trackIds(request: FuzzRequest, answer: Answer): void {
  if (answer.status < 200 || answer.status >= 300) return;
  if (request.method === 'DELETE') {
    const id = request.target.split('/').pop()!;
    for (const pool of [context.created, context.ids])
      for (const [kind, list] of pool)
        pool.set(
          kind,
          list.filter((known) => known !== id),
        );
    return;
  }
  const text = answer.body.toString('utf8');
  for (const match of text.matchAll(/"(?:id|resumeId)":"((res|job|cand|ver|red)_[0-9A-Z]{26})"/g)) {
    const [, id, kind] = match;
    const list = context.created.get(kind) ?? [];
    if (!list.includes(id)) context.created.set(kind, [...list, id]);
  }
}

describe('fuzzing every operation of /v1/openapi.json', () => {
  it(
    `answers ${TOTAL} hostile requests without a 5xx, a slow answer, a bare error or a stray write`,
    async () => {
      // Warm-up: one valid request of every operation and one upload of every kind of file, so the
      // starting level is the server's working set (code loaded, parser worker grown to what files
      // need), and what the 10,000 requests add on top is what is measured.
      const rssCold = residentBytes(server.pid);
      await warmUp();
      const started = performance.now();
      const cpuStart = { server: cpuSeconds(server.pid), fuzzer: process.cpuUsage() };
      const rssStart = residentBytes(server.pid);
      let rssPeak = rssStart;
      let serverGone = false;
      const sampler = setInterval(() => {
        try {
          rssPeak = Math.max(rssPeak, residentBytes(server.pid));
        } catch {
          serverGone = true; // exited (its stderr is in the report)
        }
      }, 250);

      const indices = ONLY === undefined ? Array.from({ length: TOTAL }, (_, i) => i) : [ONLY];
      const opOf = (index: number) => operations[index % operations.length];
      const reads = indices.filter((i) => opOf(i).method === 'GET');
      const writes = indices.filter((i) => opOf(i).method !== 'GET');
      // Past the budget no new request starts, so a slow machine ends with a count, not a timeout.
      const inBudget = () => performance.now() - started < BUDGET_MS;
      const nextRead = () => (inBudget() ? reads.shift() : undefined);
      const nextWrite = () => (inBudget() ? writes.shift() : undefined);
      const agent = new http.Agent({ keepAlive: true, maxSockets: READ_LANES + 1 });
      const findings: Finding[] = [];
      const statusCounts = new Map<number, number>();
      const latencies: number[] = [];
      let sent = 0;
      let rejectedWritesChecked = 0;
      let clientRefused = 0;
      const perOperation = new Map<string, number>();
      const rssTimeline: number[] = [];
      const timePerOperation = new Map<string, { ms: number; n: number; max: number }>();
      const slowest: Array<{ ms: number; what: string; end: number }> = [];
      /** When each write was answered, to name the writes in flight during the slowest answer. */
      const writeTimes: Array<{ end: number; ms: number; what: string }> = [];

      const record = (request: FuzzRequest, answer: Answer) => {
        if (answer.error?.startsWith('client refused')) {
          clientRefused++;
          return;
        }
        sent++;
        if (sent % 1000 === 0) rssTimeline.push(residentBytes(server.pid));
        perOperation.set(request.operationId, (perOperation.get(request.operationId) ?? 0) + 1);
        statusCounts.set(answer.status, (statusCounts.get(answer.status) ?? 0) + 1);
        latencies.push(answer.ms);
        const spent = timePerOperation.get(request.operationId) ?? { ms: 0, n: 0, max: 0 };
        timePerOperation.set(request.operationId, {
          ms: spent.ms + answer.ms,
          n: spent.n + 1,
          max: Math.max(spent.max, answer.ms),
        });
        if (answer.ms > (slowest.at(-1)?.ms ?? 0) || slowest.length < 5) {
          slowest.push({
            ms: answer.ms,
            what: `#${request.index} ${request.operationId}: ${request.mutation}`.slice(0, 160),
            end: performance.now(),
          });
          slowest.sort((a, b) => b.ms - a.ms).splice(5);
        }
        if (request.method !== 'GET')
          writeTimes.push({
            end: performance.now(),
            ms: answer.ms,
            what: `#${request.index} ${request.operationId}: ${request.mutation}`.slice(0, 160),
          });
        const finding = judge(answer);
        if (finding) findings.push({ ...finding, request });
      };

      const readLane = async () => {
        for (let index = nextRead(); index !== undefined; index = nextRead()) {
          const fuzzRequest = buildRequest(context, opOf(index), SEED, index);
          record(fuzzRequest, await send(server.url, agent, fuzzRequest, 15_000));
        }
      };

      const writeLane = async () => {
        for (let index = nextWrite(); index !== undefined; index = nextWrite()) {
          const fuzzRequest = buildRequest(context, opOf(index), SEED, index);
          const { result: answer, changedTables } = await snapshots.around(() =>
            send(server.url, agent, fuzzRequest, 15_000),
          );
          record(fuzzRequest, answer);
          trackIds(fuzzRequest, answer);
          if (accepted(fuzzRequest, answer)) {
            snapshots.release();
            continue;
          }
          rejectedWritesChecked++;
          const changed = changedTables();
          if (changed.length)
            findings.push({
              kind: 'write by a rejected request',
              request: fuzzRequest,
              status: answer.status,
              ms: answer.ms,
              detail: `tables changed: ${changed.join(', ')}`,
            });
        }
      };

      try {
        await Promise.all([writeLane(), ...Array.from({ length: READ_LANES }, readLane)]);
      } finally {
        agent.destroy();
        clearInterval(sampler);
      }
      expect(serverGone, `the server died: ${server.stderr().slice(-2000)}`).toBe(false);

      // Memory: give the server time to collect what the run left behind. V8 shrinks a heap it grew
      // under load only once the thread has been idle a while (its memory reducer): on a loaded
      // machine the parse worker's heap fell from 140 to 59 MiB some seconds after the last answer.
      let rssEnd = residentBytes(server.pid);
      for (let waited = 0; rssEnd > rssStart + MEMORY_SLACK_BYTES && waited < 30_000; waited += 500) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        rssEnd = residentBytes(server.pid);
      }
      const elapsed = performance.now() - started;
      const writesDuring = (answer: { end: number; ms: number } | undefined) =>
        answer ? writeTimes.filter((w) => w.end > answer.end - answer.ms && w.end - w.ms < answer.end) : [];
      const serverCpu = cpuSeconds(server.pid) - cpuStart.server;
      const fuzzerUsage = process.cpuUsage(cpuStart.fuzzer);
      const fuzzerCpu = (fuzzerUsage.user + fuzzerUsage.system) / 1e6;
      latencies.sort((a, b) => a - b);
      const MiB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
      const summary = [
        `fuzz seed ${SEED}: ${sent} requests in ${(elapsed / 1000).toFixed(1)} s over ${perOperation.size} operations ` +
          `(${clientRefused} refused by Node's own client, not sent)`,
        `  CPU used: server ${serverCpu.toFixed(1)} s (its parse workers included), fuzzer ${fuzzerCpu.toFixed(1)} s`,
        `  statuses: ${[...statusCounts]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
        `  answer time: median ${latencies[latencies.length >> 1]?.toFixed(1)} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
        `  rejected writes checked for stray writes: ${rejectedWritesChecked}`,
        `  server RSS: before warm-up ${MiB(rssCold)}, start ${MiB(rssStart)}, peak ${MiB(rssPeak)}, end ${MiB(rssEnd)}; ` +
          `every 1,000 answers: ${rssTimeline.map(MiB).join(', ')}`,
        `  most time (total ms / requests / max ms): ${[...timePerOperation]
          .sort(([, a], [, b]) => b.ms - a.ms)
          .slice(0, 6)
          .map(([op, t]) => `${op} ${Math.round(t.ms)}/${t.n}/${Math.round(t.max)}`)
          .join(', ')}`,
        `  slowest: ${slowest.map((s) => `${Math.round(s.ms)} ms ${s.what}`).join('\n           ')}`,
        `  writes in flight during the slowest: ${writesDuring(slowest[0])
          .map((w) => `${Math.round(w.ms)} ms ${w.what}`)
          .join('\n           ')}`,
      ].join('\n');
      console.log(summary);
      const report = findings
        .slice(0, 25)
        .map(
          (f) =>
            `${f.kind} (${f.status}, ${Math.round(f.ms)} ms): ${f.detail}\n  ${describeRequest(f.request, SEED)}`,
        )
        .join('\n');
      const serverErrors = server
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('error:'));

      expect(
        findings.length,
        `${findings.length} findings (first 25):\n${report}\nserver log:\n${server.stderr().slice(-3000)}`,
      ).toBe(0);
      expect(serverErrors, 'the server logged errors').toEqual([]);
      expect(rssEnd, `server RSS ended at ${MiB(rssEnd)}, started at ${MiB(rssStart)}`).toBeLessThanOrEqual(
        rssStart + MEMORY_SLACK_BYTES,
      );
      if (ONLY === undefined) {
        expect(
          sent,
          `only ${sent} of ${TOTAL} requests were sent within ${BUDGET_MS / 1000} s`,
        ).toBeGreaterThanOrEqual(TOTAL * 0.99);
        expect([...perOperation.keys()].sort()).toEqual(operations.map((o) => o.operationId).sort());
      }
    },
    BUDGET_MS + 50_000,
  );
});
