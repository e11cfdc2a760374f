// Redaction benchmark: median time to redact one demo resume (the engine alone), and the time to
// create 10,000 stored redactions through the operation. Size: BENCH_REDACTIONS.
import { expect, it } from 'vitest';
import { jsonResumeSchema, type Resume } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { redactResume } from '../../main/domain/redaction';
import { invoke } from '../../main/operations';
import { indexResumes } from '../../main/operations/resumes';
import { addOrganization, tempDatabase } from '../helpers';
import { median, ms, saveResults } from './in-process';

const COUNT = Number(process.env.BENCH_REDACTIONS ?? 10_000);

it(`redacts ${COUNT} demo resumes`, async () => {
  const { db } = tempDatabase();
  const org = await addOrganization(db, 'Bench');
  const resumes: Resume[] = [];
  const documents = [...generateResumes(COUNT, { seed: 'bench-redaction', now: new Date() })].map((r) =>
    jsonResumeSchema.parse(r),
  );
  for (let i = 0; i < documents.length; i += 1000)
    resumes.push(...indexResumes(org.ctx, documents.slice(i, i + 1000)));

  // Warm up (JIT, phone metadata) so the medians are the steady state.
  for (const resume of resumes.slice(0, 300)) {
    redactResume(resume, { profile: 'standard' });
    redactResume(resume, { profile: 'blind' });
  }
  const engine: number[] = [];
  for (const resume of resumes.slice(0, 2000)) {
    const start = process.hrtime.bigint();
    redactResume(resume, { profile: 'standard' });
    engine.push(ms(start));
  }
  const blind: number[] = [];
  for (const resume of resumes.slice(0, 2000)) {
    const start = process.hrtime.bigint();
    redactResume(resume, { profile: 'blind' });
    blind.push(ms(start));
  }

  const start = process.hrtime.bigint();
  for (const resume of resumes)
    await invoke(org.ctx, 'createRedaction', { params: { id: resume.id }, body: {} });
  const totalSeconds = ms(start) / 1000;
  expect(db.prepare('SELECT count(*) AS n FROM redactions').get()).toEqual({ n: COUNT });

  const results = {
    resumes: COUNT,
    medianMsPerResume: median(engine),
    medianMsPerResumeBlind: median(blind),
    createRedactionsSeconds: totalSeconds,
  };
  saveResults('redaction', results);
  console.log(`
Redaction (${COUNT.toLocaleString('en-US')} demo resumes)
  engine, standard profile   median ${results.medianMsPerResume.toFixed(3)} ms per resume   target < 2 ms
  engine, blind profile      median ${results.medianMsPerResumeBlind.toFixed(3)} ms per resume
  POST /v1/resumes/{id}/redactions x ${COUNT} (in process, stored)   ${totalSeconds.toFixed(1)} s   target < 15 s`);
});
