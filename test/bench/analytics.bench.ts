// Analytics benchmark: the four reports on `talent demo --resumes 100000 --jobs 10000`, cold (first
// call after a data change) and warm medians, peak RSS, and job coverage against the brute-force
// reference of the tests on the same data. Sizes: BENCH_RESUMES / BENCH_JOBS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { adminContext, openIndex } from '../../main/app';
import { jsonResumeSchema } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { invoke, type OperationContext } from '../../main/operations';
import { computeCoverage } from '../../main/operations/reports/coverage';
import { loadEverything, referenceCoverage } from '../operations/reports-reference';
import { makeDemoIndex, median, ms, peakRssMB, saveResults } from './in-process';

const RESUMES = Number(process.env.BENCH_RESUMES ?? 100_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const REFERENCE_JOBS = Number(process.env.BENCH_REFERENCE_JOBS ?? 100);

it(`analytics on ${RESUMES} resumes and ${JOBS} jobs`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-analytics-'));
  try {
    const demoSeconds = makeDemoIndex(dir, RESUMES, JOBS);

    const db = openIndex(dir);
    const ctx = adminContext(db, 'cli') as OperationContext;
    const jobId = (await invoke(ctx, 'listJobs', { query: { limit: 1 } })).data[0].id;
    let flip = 0;
    // Any write to jobs bumps the organization's data generation: the next report is cold.
    const touch = () =>
      invoke(ctx, 'updateJob', { params: { id: jobId }, body: { experience: `touch ${flip++}` } });

    const reports = {
      skills: () => invoke(ctx, 'skillsReport', { query: {} }),
      jobPool: () => invoke(ctx, 'jobPoolReport', { query: {} }),
      talentPool: () => invoke(ctx, 'talentPoolReport', { query: {} }),
      coverage: () => invoke(ctx, 'coverageReport', { query: {} }),
    };
    const figures: Record<string, { coldMedianMs: number; warmMedianMs: number }> = {};
    for (const [name, run] of Object.entries(reports)) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let i = 0; i < (name === 'coverage' ? 3 : 7); i++) {
        await touch();
        let start = process.hrtime.bigint();
        await run();
        cold.push(ms(start));
        for (let j = 0; j < 15; j++) {
          start = process.hrtime.bigint();
          await run();
          warm.push(ms(start));
        }
      }
      figures[name] = { coldMedianMs: median(cold), warmMedianMs: median(warm) };
    }

    // Coverage cold after a resume write, which also rebuilds the engine's in-memory resume pool
    // (a job write above keeps it): a resume is added, the report timed, the resume deleted.
    const newcomers = [...generateResumes(3, { seed: 'bench-newcomer', now: new Date() })];
    const coldAfterResumeWrite: number[] = [];
    for (const document of newcomers) {
      const created = await invoke(ctx, 'createResume', { body: jsonResumeSchema.parse(document) });
      const start = process.hrtime.bigint();
      await reports.coverage();
      coldAfterResumeWrite.push(ms(start));
      await invoke(ctx, 'deleteResume', { params: { id: created.id } });
    }
    const coverageColdAfterResumeWriteMs = median(coldAfterResumeWrite);

    // The engine's own peak, before the reference loads a second copy of every document.
    const enginePeakRssMB = peakRssMB();
    // Coverage against the brute-force reference, on the same data, for a sample of open jobs.
    const fastStart = process.hrtime.bigint();
    const fast = computeCoverage(ctx);
    const fastMs = ms(fastStart);
    const sample = new Set(fast.slice(0, REFERENCE_JOBS).map((j) => j.jobId));
    const data = loadEverything(db, ctx.organizationId);
    const referenceStart = process.hrtime.bigint();
    const reference = referenceCoverage(data, { topK: REFERENCE_JOBS, threshold: 0.3 }, sample);
    const referenceMs = ms(referenceStart);
    const fastById = new Map(fast.map(({ postedAt: _p, ...entry }) => [entry.jobId, entry]));
    for (const entry of reference.jobs) {
      const { coverageLabel: _l, ...comparable } = entry;
      expect(fastById.get(entry.jobId)).toEqual(comparable);
    }
    const perJobFast = fastMs / fast.length;
    const perJobReference = referenceMs / reference.jobs.length;
    db.close();

    const results = {
      resumes: RESUMES,
      jobs: JOBS,
      demoSeconds,
      reports: figures,
      coverage: {
        coldAfterResumeWriteMedianMs: coverageColdAfterResumeWriteMs,
        computeMs: fastMs,
        openJobs: fast.length,
        referenceJobsCompared: reference.jobs.length,
        referenceMsPerJob: perJobReference,
        fastMsPerJob: perJobFast,
        speedup: perJobReference / perJobFast,
        identical: true,
      },
      enginePeakRssMB,
      peakRssMB: peakRssMB(),
    };
    saveResults('analytics', results);
    console.log(`
Analytics (${RESUMES.toLocaleString('en-US')} resumes, ${JOBS.toLocaleString('en-US')} jobs; demo data in ${demoSeconds.toFixed(1)} s)
${Object.entries(figures)
  .map(
    ([n, f]) =>
      `  ${n.padEnd(11)} cold median ${f.coldMedianMs.toFixed(1).padStart(8)} ms   warm median ${f.warmMedianMs.toFixed(3).padStart(7)} ms`,
  )
  .join('\n')}
  coverage cold after a resume write (the resume pool rebuilt too): median ${coverageColdAfterResumeWriteMs.toFixed(0)} ms
  coverage vs brute force: ${perJobReference.toFixed(2)} ms/job vs ${perJobFast.toFixed(3)} ms/job = ${(perJobReference / perJobFast).toFixed(0)}x faster, identical on ${reference.jobs.length} jobs
  peak RSS ${enginePeakRssMB.toFixed(0)} MB for the reports (${peakRssMB().toFixed(0)} MB once the reference has loaded every document too)   targets: warm < 5 ms; cold < 200 ms (coverage < 3 s, >= 20x); RSS < 600 MB`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
