// Job matches benchmark: GET /v1/jobs/{id}/matches and GET /v1/resumes/{id}/matches (in process, as
// IPC and HTTP run them) on `talent demo --resumes 100000 --jobs 10000`: the first page warm (the
// resume pool built) over many jobs, and cold: the first request after the process starts (the pool
// read whole), after a report-worker restart (the pool from its snapshot) and after a resume write
// (the pool patched). Sizes: BENCH_RESUMES / BENCH_JOBS. Targets: first page < 100 ms warm, < 1 s cold.
// Pages are computed as the app computes them: in the report worker (out/main/report-worker.js, built
// with the CLI), the time including the trip to it; BENCH_MATCHES_INLINE=1 computes them inline instead.
// BENCH_MATCHES_INDEX=DIR copies the index of DIR (e.g. one ui.bench.mjs kept with --data-dir) instead
// of generating one, which takes minutes at this size; the copy is what the bench writes to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'vitest';
import { adminContext, openIndex } from '../../main/app';
import { jsonResumeSchema } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { invoke, type OperationContext } from '../../main/operations';
import { reportWorker } from '../../main/operations/reports/report-runner';
import { makeDemoIndex, median, ms, peakRssMB, saveResults } from './in-process';

/** Process CPU time (every thread, the report worker's included) since start, in milliseconds. */
const cpuMs = (start: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

const RESUMES = Number(process.env.BENCH_RESUMES ?? 100_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const SAMPLE_JOBS = Number(process.env.BENCH_SAMPLE_JOBS ?? 50);
const REPORT_WORKER = path.resolve(__dirname, '../../out/main/report-worker.js');
const INLINE = process.env.BENCH_MATCHES_INLINE === '1';
const COPY_FROM = process.env.BENCH_MATCHES_INDEX;

/** Copies an index's database files into dir; 0 seconds of demo generation. */
function copyIndex(from: string, dir: string): number {
  for (const file of fs.readdirSync(from).filter((f) => f.startsWith('talent-index.sqlite')))
    fs.copyFileSync(path.join(from, file), path.join(dir, file));
  return 0;
}

it(`job matches on ${RESUMES} resumes and ${JOBS} jobs`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-matches-'));
  try {
    const demoSeconds = COPY_FROM ? copyIndex(COPY_FROM, dir) : makeDemoIndex(dir, RESUMES, JOBS);

    const db = openIndex(dir);
    const worker = INLINE ? undefined : reportWorker(REPORT_WORKER);
    const ctx: OperationContext = {
      ...(adminContext(db, 'cli') as OperationContext),
      services: worker && { computeReport: worker.compute },
    };
    const jobIds = (
      await invoke(ctx, 'listJobs', { query: { status: 'open', limit: SAMPLE_JOBS } })
    ).data.map((j) => j.id);
    const resumeIds = (await invoke(ctx, 'listResumes', { query: { limit: SAMPLE_JOBS } })).data.map(
      (r) => r.id,
    );
    const firstPage = (id: string) => invoke(ctx, 'jobMatches', { params: { id }, query: { limit: 20 } });

    // Cold: the first request after the process starts builds the resume pool (warmReports would
    // have built it in the app); the first after a resume write patches it. Process CPU time (this
    // thread and the report worker) beside the wall clock, which a loaded machine inflates.
    const startCpu = process.cpuUsage();
    const startWall = process.hrtime.bigint();
    await firstPage(jobIds[jobIds.length - 1]);
    const startup = { ms: ms(startWall), cpuMs: cpuMs(startCpu) };
    const newcomers = [...generateResumes(3, { seed: 'bench-newcomer', now: new Date() })];
    const cold: number[] = [];
    const coldCpu: number[] = [];
    for (const [i, document] of newcomers.entries()) {
      const created = await invoke(ctx, 'createResume', { body: jsonResumeSchema.parse(document) });
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      await firstPage(jobIds[i]);
      cold.push(ms(start));
      coldCpu.push(cpuMs(cpu));
      await invoke(ctx, 'deleteResume', { params: { id: created.id } });
    }
    await firstPage(jobIds[0]);

    const warm: number[] = [];
    const warmCpu = process.cpuUsage();
    let matched = 0;
    let largest = { total: 0, ms: 0 };
    for (const id of jobIds) {
      const start = process.hrtime.bigint();
      const page = await firstPage(id);
      const took = ms(start);
      warm.push(took);
      matched += page.pagination.total;
      if (page.pagination.total > largest.total) largest = { total: page.pagination.total, ms: took };
    }
    const warmCpuMean = cpuMs(warmCpu) / jobIds.length;
    // A later page of the largest list costs the same ranking plus a binary search.
    const filtered: number[] = [];
    for (const id of jobIds.slice(0, 10)) {
      const start = process.hrtime.bigint();
      await invoke(ctx, 'jobMatches', {
        params: { id },
        query: { limit: 20, location: 'a', seniority: 'Senior' },
      });
      filtered.push(ms(start));
    }

    const reverseCold: number[] = [];
    const reverseWarm: number[] = [];
    for (const [i, id] of resumeIds.entries()) {
      if (i < 3) {
        await invoke(ctx, 'updateJob', { params: { id: jobIds[0] }, body: { experience: `touch ${i}` } });
      }
      const start = process.hrtime.bigint();
      await invoke(ctx, 'resumeMatches', { params: { id }, query: { limit: 20 } });
      (i < 3 ? reverseCold : reverseWarm).push(ms(start));
    }
    await worker?.close();
    // A restart: a new report worker has no pool and starts from the snapshot beside the index.
    const restarted = INLINE ? undefined : reportWorker(REPORT_WORKER);
    let afterRestart: { ms: number; cpuMs: number } | undefined;
    if (restarted) {
      const again = { ...ctx, services: { computeReport: restarted.compute } };
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      await invoke(again, 'jobMatches', { params: { id: jobIds[jobIds.length - 2] }, query: { limit: 20 } });
      afterRestart = { ms: ms(start), cpuMs: cpuMs(cpu) };
      await restarted.close();
    }
    db.close();

    const results = {
      computedIn: INLINE ? 'inline' : 'report worker',
      resumes: RESUMES,
      jobs: JOBS,
      demoSeconds,
      jobMatches: {
        firstAfterStart: startup,
        firstAfterRestart: afterRestart,
        coldFirstPageMedianMs: median(cold),
        coldFirstPageMedianCpuMs: median(coldCpu),
        warmFirstPageMedianMs: median(warm),
        warmFirstPageMaxMs: Math.max(...warm),
        warmFirstPageMeanCpuMs: warmCpuMean,
        filteredWarmMedianMs: median(filtered),
        jobsSampled: jobIds.length,
        meanMatchesPerJob: matched / jobIds.length,
        largestList: largest,
      },
      resumeMatches: {
        coldFirstPageMedianMs: median(reverseCold),
        warmFirstPageMedianMs: median(reverseWarm),
      },
      peakRssMB: peakRssMB(),
    };
    saveResults('matches', results);
    console.log(`
Job matches (${RESUMES.toLocaleString('en-US')} resumes, ${JOBS.toLocaleString('en-US')} jobs; demo data in ${demoSeconds.toFixed(1)} s; computed ${INLINE ? 'inline' : 'in the report worker'})
  job matches, first page after start: ${startup.ms.toFixed(0)} ms (CPU ${startup.cpuMs.toFixed(0)} ms; resume pool built)
  job matches, first page after a restart: ${afterRestart ? `${afterRestart.ms.toFixed(0)} ms (CPU ${afterRestart.cpuMs.toFixed(0)} ms; pool from its snapshot)` : 'not measured inline'}
  job matches, first page: cold median ${median(cold).toFixed(0)} ms (CPU ${median(coldCpu).toFixed(0)} ms; after a resume write), warm median ${median(warm).toFixed(1)} ms, max ${Math.max(...warm).toFixed(1)} ms over ${jobIds.length} jobs (CPU mean ${warmCpuMean.toFixed(1)} ms; mean ${(matched / jobIds.length).toFixed(0)} matches; largest ${largest.total} in ${largest.ms.toFixed(1)} ms)
  job matches filtered (location, seniority): warm median ${median(filtered).toFixed(1)} ms
  resume matches, first page: cold median ${median(reverseCold).toFixed(0)} ms (open jobs reloaded), warm median ${median(reverseWarm).toFixed(1)} ms
  peak RSS ${peakRssMB().toFixed(0)} MB   targets: first page < 100 ms warm, < 1 s cold`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
