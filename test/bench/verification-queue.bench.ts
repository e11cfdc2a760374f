// Verification queue benchmark (issue #12, item 6): the queue's first page (20 items, the UI's
// page) through the operation GET /v1/verification-queue calls, unfiltered, by outcome, by type
// and by text, on an index whose every resume had its automatic checks run (about five records a
// resume) plus a pending hand-recorded check on every tenth resume. BENCH_VERIFY_RESUMES sets the
// size (default 20,000 resumes). The first run and the median of five warm runs are reported.
import { expect, it } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { newId } from '../../main/domain/ids';
import { prepareResume } from '../../main/domain/prepare-resume';
import { invoke } from '../../main/operations';
import { storePreparedResumes } from '../../main/operations/resumes';
import { addOrganization, tempDatabase } from '../helpers';
import { firstAndWarm, median, ms, saveResults } from './in-process';

const RESUMES = Number(process.env.BENCH_VERIFY_RESUMES ?? 20_000);

const QUERIES: Record<string, Record<string, string>> = {
  'no filter (pending first)': {},
  'outcome pending': { outcome: 'pending' },
  'outcome verified': { outcome: 'verified' },
  'type social': { type: 'social' },
  'q anna (name)': { q: 'anna' },
  'q freight (employer)': { q: 'freight' },
  'q zzz (no match)': { q: 'zzz' },
};

it(`pages the verification queue of ${RESUMES} resumes`, async () => {
  const { db } = tempDatabase();
  const org = await addOrganization(db, 'Bench');
  const now = Date.now();
  const ids: string[] = [];
  const batch: ReturnType<typeof prepareResume>['prepared'][] = [];
  for (const doc of generateResumes(RESUMES, { seed: 'bench-verify', now: new Date(now) })) {
    const prepared = prepareResume(jsonResumeSchema.parse(doc), newId('res', now), now).prepared;
    batch.push(prepared);
    if (batch.length === 1000) storePreparedResumes(org.ctx, batch.splice(0), now);
  }
  if (batch.length) storePreparedResumes(org.ctx, batch, now);
  for (const row of db.prepare('SELECT id FROM resumes').all() as Array<{ id: string }>) ids.push(row.id);
  const checkStart = process.hrtime.bigint();
  for (const [i, id] of ids.entries()) {
    const { verifications } = await invoke(org.ctx, 'runAutomaticVerifications', { params: { id } });
    if (i % 10 === 0 && verifications[0]) {
      await invoke(org.ctx, 'createVerification', {
        body: {
          resumeId: id,
          type: verifications[0].type,
          entryId: verifications[0].entryId,
          method: 'manual',
        },
      });
    }
  }
  const checkMs = ms(checkStart);
  const records = (db.prepare('SELECT count(*) AS n FROM verifications').get() as { n: number }).n;
  // Re-running the checks on one resume stays a single-digit-millisecond update.
  const rerun: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = process.hrtime.bigint();
    await invoke(org.ctx, 'runAutomaticVerifications', { params: { id: ids[i] } });
    rerun.push(ms(s));
  }
  expect((db.prepare('SELECT count(*) AS n FROM verifications').get() as { n: number }).n).toBe(records);
  db.pragma('optimize');

  const results: Record<string, { firstMs: number; medianMs: number; items: number }> = {};
  for (const [label, query] of Object.entries(QUERIES)) {
    const {
      first: page,
      firstMs,
      medianMs,
    } = await firstAndWarm(() => invoke(org.ctx, 'verificationQueue', { query: { ...query, limit: 20 } }));
    results[label] = { firstMs, medianMs, items: page.data.length };
  }
  saveResults('verifications', {
    resumes: RESUMES,
    records,
    automaticChecksMsPerResume: checkMs / ids.length,
    rerunMedianMs: median(rerun),
    queries: results,
  });
  console.log(`
Verification queue, first 20 items, ${RESUMES.toLocaleString('en-US')} resumes, ${records.toLocaleString('en-US')} records
  automatic checks ${(checkMs / ids.length).toFixed(2)} ms a resume; re-run median ${median(rerun).toFixed(2)} ms
${Object.entries(results)
  .map(
    ([label, r]) =>
      `  ${label.padEnd(28)} first ${r.firstMs.toFixed(1).padStart(7)} ms   median ${r.medianMs.toFixed(1).padStart(7)} ms   items ${r.items}`,
  )
  .join('\n')}`);
});
