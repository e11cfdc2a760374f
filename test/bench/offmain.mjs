// Reports off the serving thread (issue #13, item 11): on `talent demo --resumes 100000 --jobs
// 10000` served by `talent serve`, a write makes the next coverage report cold; while it computes
// (in the report worker), GET /v1/organizations/me is timed over a keep-alive connection.
// Sizes: --resumes N (jobs are a tenth).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, median, percentile, serve, talent } from './lib.mjs';

const ROUNDS = 3;

async function call(url, token, method = 'GET', body) {
  const reply = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await reply.json();
  if (!reply.ok) throw new Error(`${method} ${url} answered ${reply.status}: ${JSON.stringify(json)}`);
  return json;
}

/** organizations/me every 10 ms with nothing else running: what this machine gives at the moment. */
async function idleLatencies(base, token, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await call(`${base}/v1/organizations/me`, token);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

/** Times one coverage report and, while it computes, organizations/me every 10 ms. */
async function coldReport(base, token) {
  let reportMs = 0;
  const started = performance.now();
  const report = call(`${base}/v1/intelligence/jobs/coverage`, token).then(() => {
    reportMs = performance.now() - started;
  });
  const during = [];
  while (reportMs === 0) {
    const start = performance.now();
    await call(`${base}/v1/organizations/me`, token);
    during.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await report;
  return { reportMs, during };
}

export async function offmain({ resumes = 100_000 } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-offmain-'));
  const dataDir = path.join(work, 'index');
  const results = {};
  try {
    const jobs = Math.max(1, Math.round(resumes / 10));
    talent(dataDir, ['demo', '--resumes', String(resumes), '--jobs', String(jobs), '--seed', 'bench']);
    const token = talent(dataDir, ['token', 'create', '--name', 'bench']).stdout.trim();
    const server = await serve(dataDir, ['--no-rate-limit']);
    try {
      const base = server.url;
      const jobId = (await call(`${base}/v1/jobs?status=open&limit=1`, token)).data[0].id;
      const idle = await idleLatencies(base, token, 200);
      results.orgMeIdleMedianMs = median(idle);
      results.orgMeIdleP99Ms = percentile(idle, 99);
      const first = await coldReport(base, token);
      results.firstReportMs = first.reportMs;
      const afterJobWrite = { report: [], during: [] };
      const afterResumeWrite = { report: [], during: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // A job write keeps the worker's resume pool: the jobs are rescored.
        await call(`${base}/v1/jobs/${jobId}`, token, 'PATCH', { experience: `bench ${round}` });
        const job = await coldReport(base, token);
        afterJobWrite.report.push(job.reportMs);
        afterJobWrite.during.push(...job.during);
        // A resume write rebuilds the pool too.
        await call(`${base}/v1/resumes`, token, 'POST', {
          basics: { name: `Bench Person ${round}` },
          skills: [{ name: 'Python' }],
        });
        const resume = await coldReport(base, token);
        afterResumeWrite.report.push(resume.reportMs);
        afterResumeWrite.during.push(...resume.during);
      }
      const all = [...first.during, ...afterJobWrite.during, ...afterResumeWrite.during];
      results.coldAfterJobWriteMedianMs = median(afterJobWrite.report);
      results.coldAfterResumeWriteMedianMs = median(afterResumeWrite.report);
      results.orgMeDuringReportsCount = all.length;
      results.orgMeDuringReportsMedianMs = median(all);
      results.orgMeDuringReportsP99Ms = percentile(all, 99);
      results.orgMeDuringReportsMaxMs = Math.max(...all);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  console.log(`
Reports off the serving thread (${resumes.toLocaleString('en-US')} demo resumes, talent serve)
  first coverage report (worker opens the index, builds the pool)   ${fmt(results.firstReportMs, 0)} ms
  cold coverage after a job write (median of ${ROUNDS})               ${fmt(results.coldAfterJobWriteMedianMs, 0)} ms
  cold coverage after a resume write (median of ${ROUNDS})            ${fmt(results.coldAfterResumeWriteMedianMs, 0)} ms
  GET /v1/organizations/me, no report computing (200 requests)
    median ${fmt(results.orgMeIdleMedianMs)} ms, p99 ${fmt(results.orgMeIdleP99Ms)} ms
  GET /v1/organizations/me while they compute (${results.orgMeDuringReportsCount} requests)
    median ${fmt(results.orgMeDuringReportsMedianMs)} ms, p99 ${fmt(results.orgMeDuringReportsP99Ms)} ms, max ${fmt(results.orgMeDuringReportsMaxMs)} ms   target < 50 ms`);
  return results;
}
