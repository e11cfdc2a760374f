import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemError } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
// biome-ignore lint/style/noRestrictedImports: desktop-services.ts imports no electron; it is the shell's wiring
import { createDesktopServices } from '../../main/electron/desktop-services';
import { startServer } from '../../main/http/server';
import { type OperationContext, parseRequest } from '../../main/operations';
import { computeReportAt, type ReportRequest } from '../../main/operations/reports/compute';
import { type DB, openDatabase } from '../../main/store/db';
import { addOrganization, request } from '../helpers';
import { indexDemoData } from '../helpers/demo-data';

/** The report worker as the app runs it: built by electron-vite (npm test builds first). */
const OUT = path.resolve(__dirname, '../../out/main');
const REPORT_WORKER = path.join(OUT, 'report-worker.js');
const PARSE_WORKER = path.join(OUT, 'parse-worker.js');

const NOW = Date.parse('2026-11-15T12:00:00Z');
const DISTINCT_RESUMES = 1_000;
const COPIES = 30;
const JOBS = 800;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * An index large enough that a cold coverage report takes well over 200 ms, built in seconds:
 * demo resumes and jobs, then each resume row copied under new ids (coverage reads only the
 * resume rows' derived columns, so copies weigh on it as real resumes do).
 */
async function largeIndex() {
  // Not tempDatabase(): that closes after each test, and this index serves the whole suite.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-reports-'));
  const file = path.join(dir, 'talent-index.sqlite');
  const db = openDatabase(file);
  const org = await addOrganization(db, 'Big Pool', () => NOW);
  const ctx: OperationContext = { ...org.ctx, now: () => NOW };
  indexDemoData(ctx, 'off-thread', NOW, DISTINCT_RESUMES, JOBS);
  const columns = (db.pragma('table_info(resumes)') as Array<{ name: string }>)
    .map((c) => c.name)
    .filter((name) => name !== 'id');
  db.exec(`
    WITH RECURSIVE copy(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM copy WHERE n < ${COPIES - 1})
    INSERT INTO resumes (id, ${columns.join(', ')})
    SELECT id || printf('c%03d', n), ${columns.join(', ')} FROM resumes, copy`);
  return { db, file, dir, ctx, token: org.token };
}

/** The serving thread's clock (the desktop server's: the wall clock), so time windows agree. */
const serverClock = (ctx: OperationContext): OperationContext => ({ ...ctx, now: Date.now });

type Big = Awaited<ReturnType<typeof largeIndex>>;

describe('reports off the serving thread (issue #13, item 11)', () => {
  let big: Big;
  let desktop: ReturnType<typeof createDesktopServices>;
  let url: string;
  /** Report computations handed to the worker, counted by wrapping the app's own service. */
  let computations = 0;

  beforeAll(async () => {
    if (!fs.existsSync(REPORT_WORKER))
      throw new Error('out/main/report-worker.js is missing: run `npm run build` first (npm test does).');
    big = await largeIndex();
    desktop = createDesktopServices(big.db, {
      parseWorkerFile: PARSE_WORKER,
      reportWorkerFile: REPORT_WORKER,
      // No rate limit: the test polls as often as it likes while the report computes.
      start: (options) => startServer({ ...options, rateLimits: false }),
    });
    const compute = desktop.services.computeReport!;
    desktop.services.computeReport = (ctx, report) => {
      computations++;
      return compute(ctx, report);
    };
    const port = await freePort();
    await desktop.apiServer.apply({ enabled: true, port });
    url = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await desktop?.close();
    big?.db.close();
    if (big) fs.rmSync(big.dir, { recursive: true, force: true });
  });

  const get = (urlPath: string) => request(url, 'GET', urlPath, { token: big.token });
  /** Any job write bumps the data generation: the next report is cold. */
  const touchJob = async (db: DB) => {
    const id =
      (db.prepare("SELECT id FROM jobs WHERE status = 'open' LIMIT 1").pluck().get() as string) ?? '';
    const reply = await request(url, 'PATCH', `/v1/jobs/${id}`, {
      token: big.token,
      body: { experience: `touched ${performance.now()}` },
    });
    expect(reply.status).toBe(200);
  };

  it('answers GET /v1/organizations/me in under 50 ms while a cold coverage report computes', async () => {
    await touchJob(big.db);
    const started = performance.now();
    let reportMs = 0;
    const report = get('/v1/intelligence/jobs/coverage?topK=1000').then((reply) => {
      reportMs = performance.now() - started;
      return reply;
    });
    const latencies: number[] = [];
    while (reportMs === 0) {
      const start = performance.now();
      const reply = await get('/v1/organizations/me');
      latencies.push(performance.now() - start);
      expect(reply.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const reply = await report;
    expect(reply.status).toBe(200);
    // The premise: this report is heavy enough that computing it inline would block for > 200 ms.
    expect(reportMs).toBeGreaterThan(200);
    latencies.sort((a, b) => a - b);
    const p90 = latencies[Math.floor(latencies.length * 0.9)];
    console.log(
      `cold coverage ${Math.round(reportMs)} ms; organizations/me during it: ${latencies.length} requests, ` +
        `median ${latencies[latencies.length >> 1].toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
    expect(latencies.length).toBeGreaterThan(3);
    // Computed on the serving thread, a request landing during the report would wait for the rest of
    // it: none waits for even half of it, and the typical one answers within 50 ms. (Not every one:
    // a shared 2-core test machine stalls any request now and then; the offmain bench reports p99.)
    expect(latencies[latencies.length >> 1]).toBeLessThan(50);
    expect(latencies.at(-1)!).toBeLessThan(reportMs / 2);

    // The worker's answer is the one the serving thread would have computed itself.
    const inline = computeReportAt(serverClock(big.ctx), {
      name: 'coverageReport',
      query: parseRequest('coverageReport', { query: { topK: 1000 } }).query,
    }).value;
    const { generatedAt: _a, ...fromWorker } = reply.json;
    const { generatedAt: _b, ...computedHere } = inline;
    expect(fromWorker).toEqual(computedHere);
  }, 120_000);

  it('shares one computation among concurrent requests for the same cold report', async () => {
    await touchJob(big.db);
    const before = computations;
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => get('/v1/intelligence/jobs/coverage?topK=20&threshold=0.4')),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(computations - before).toBe(1);
    for (const reply of replies.slice(1)) expect(reply.json).toEqual(replies[0].json);
    // Warm: answered from the cache, nothing computed.
    expect((await get('/v1/intelligence/jobs/coverage?topK=20&threshold=0.4')).json).toEqual(replies[0].json);
    expect(computations - before).toBe(1);
  }, 120_000);

  it('never keeps a report computed before a write as the current one', async () => {
    await touchJob(big.db);
    const path = '/v1/intelligence/jobs/coverage?topK=5';
    const jobsBefore = (await get(path)).json.summary.totalJobs as number;
    await touchJob(big.db);
    // A cold report is computing in the worker when a new open job lands.
    const during = get(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const created = await request(url, 'POST', '/v1/jobs', {
      token: big.token,
      body: { title: 'Late Data Engineer', requiredSkills: ['Python', 'SQL'], status: 'open' },
    });
    expect(created.status).toBe(201);
    expect([jobsBefore, jobsBefore + 1]).toContain((await during).json.summary.totalJobs);
    // Whatever the worker saw, the next request answers for the index as it is now.
    expect((await get(path)).json.summary.totalJobs).toBe(jobsBefore + 1);
    expect((await get('/v1/intelligence/jobs/coverage?topK=5')).json.summary.totalJobs).toBe(jobsBefore + 1);
  }, 120_000);

  it('computes the skills and pool reports in the worker too, with the answers computed here', async () => {
    await touchJob(big.db);
    const before = computations;
    const cases = [
      ['/v1/intelligence/skills?scope=both', 'skillsReport', { scope: 'both' }],
      ['/v1/intelligence/jobs/pool', 'jobPoolReport', {}],
      ['/v1/intelligence/talent-pool', 'talentPoolReport', {}],
    ] as const;
    for (const [urlPath, name, query] of cases) {
      const reply = await get(urlPath);
      expect(reply.status).toBe(200);
      const report = { name, query: parseRequest(name, { query }).query } as Extract<
        ReportRequest,
        { name: typeof name }
      >;
      const { generatedAt: _a, ...fromWorker } = reply.json;
      const { generatedAt: _b, ...computedHere } = computeReportAt(serverClock(big.ctx), report).value;
      expect(fromWorker).toEqual(computedHere);
    }
    expect(computations - before).toBe(3);
  }, 120_000);

  /** Any resume write bumps the resume generation: the worker's resume pool is rebuilt. */
  const addResume = async () => {
    const [document] = generateResumes(1, { seed: `touch ${performance.now()}`, now: new Date(NOW) });
    const reply = await request(url, 'POST', '/v1/resumes', { token: big.token, body: document });
    expect(reply.status).toBe(201);
    return reply.json.id as string;
  };
  /** The open job most resumes match (from the coverage report), so its list has pages. */
  const jobWithMostMatches = async () =>
    (await get('/v1/intelligence/jobs/coverage?sort=mostMatches&topK=1')).json.jobs[0].jobId as string;

  it('answers GET /v1/organizations/me in under 50 ms while cold job matches compute (issue #12)', async () => {
    const jobId = await jobWithMostMatches();
    await addResume();
    // A resume write alone is now patched into the worker's pool in a few ms (schema 18's change
    // log); without the log, as after a long absence, the worker must read every resume again.
    big.db.prepare('DELETE FROM resume_changes WHERE organization_id = ?').run(big.ctx.organizationId);
    const started = performance.now();
    let matchesMs = 0;
    const matches = get(`/v1/jobs/${jobId}/matches?limit=50`).then((reply) => {
      matchesMs = performance.now() - started;
      return reply;
    });
    const latencies: number[] = [];
    while (matchesMs === 0) {
      const start = performance.now();
      const reply = await get('/v1/organizations/me');
      latencies.push(performance.now() - start);
      expect(reply.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const reply = await matches;
    expect(reply.status).toBe(200);
    latencies.sort((a, b) => a - b);
    console.log(
      `cold job matches ${Math.round(matchesMs)} ms; organizations/me during it: ${latencies.length} requests, ` +
        `median ${latencies[latencies.length >> 1].toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
    // The premise: reading the whole resume pool again makes this request heavy enough to matter, twice
    // the 50 ms the serving thread must stay under. (It took 185-225 ms in full runs here, so a 200 ms
    // premise failed a green change once.)
    expect(matchesMs).toBeGreaterThan(100);
    expect(latencies.length).toBeGreaterThan(3);
    expect(latencies[latencies.length >> 1]).toBeLessThan(50);
    expect(latencies.at(-1)!).toBeLessThan(matchesMs / 2);

    // The worker's page is the one the serving thread would have computed itself, and so is the next.
    const input = parseRequest('jobMatches', { params: { id: jobId }, query: { limit: 50 } });
    const here = computeReportAt(big.ctx, { name: 'jobMatches', ...input }).value;
    expect(reply.json).toEqual(here);
    expect(here.data.length).toBeGreaterThan(0);
    const cursor = here.pagination.next_cursor;
    if (cursor) {
      const next = await get(`/v1/jobs/${jobId}/matches?limit=50&cursor=${cursor}`);
      const nextInput = parseRequest('jobMatches', { params: { id: jobId }, query: { limit: 50, cursor } });
      expect(next.json).toEqual(computeReportAt(big.ctx, { name: 'jobMatches', ...nextInput }).value);
    }
  }, 120_000);

  it('computes resume matches in the worker, with the answer computed here; warm pages from the cache', async () => {
    const resumeId = await addResume();
    const before = computations;
    const reply = await get(`/v1/resumes/${resumeId}/matches?limit=10`);
    expect(reply.status).toBe(200);
    const input = parseRequest('resumeMatches', { params: { id: resumeId }, query: { limit: 10 } });
    expect(reply.json).toEqual(computeReportAt(big.ctx, { name: 'resumeMatches', ...input }).value);
    expect(computations - before).toBe(1);
    expect((await get(`/v1/resumes/${resumeId}/matches?limit=10`)).json).toEqual(reply.json);
    expect(computations - before).toBe(1);
  }, 120_000);

  it('answers 4xx, not 500, for a mistake only the worker sees (a job gone after the check)', async () => {
    const input = parseRequest('jobMatches', { params: { id: 'job_00000000000000000000000000' }, query: {} });
    const asked = desktop.services.computeReport!(big.ctx, { name: 'jobMatches', ...input });
    await expect(asked).rejects.toBeInstanceOf(ProblemError);
    await expect(asked).rejects.toMatchObject({ status: 404 });
    // And through HTTP, the serving thread's own check answers it without the worker.
    const before = computations;
    const reply = await get(`/v1/jobs/${input.params.id}/matches`);
    expect(reply.status).toBe(404);
    expect(computations).toBe(before);
  }, 120_000);
});
