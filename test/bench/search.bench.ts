// Resume list search benchmark (issue #12, item 4): the first page (100 rows) with its total count,
// through the operation the UI and GET /v1/resumes call, for each sort and for forgiving filters
// (an alias, a location prefix, a role prefix, free text). BENCH_SEARCH_RESUMES sets the size
// (default 100,000). The first run after indexing and the median of five warm runs are reported.
import { expect, it } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { newId } from '../../main/domain/ids';
import { prepareResume } from '../../main/domain/prepare-resume';
import { invoke } from '../../main/operations';
import { storePreparedResumes } from '../../main/operations/resumes';
import { addOrganization, tempDatabase } from '../helpers';
import { firstAndWarm, saveResults } from './in-process';

const RESUMES = Number(process.env.BENCH_SEARCH_RESUMES ?? 100_000);

const QUERIES: Record<string, Record<string, string>> = {
  'newest, no filter': { sort: 'newest' },
  'name, no filter': { sort: 'name' },
  'years, no filter': { sort: 'years' },
  'skill k8s': { skill: 'k8s' },
  'skill k8s + location berlin': { skill: 'k8s', location: 'berlin' },
  'role software, by years': { role: 'software', sort: 'years' },
  'q anna, by name': { q: 'anna', sort: 'name' },
};

it(`lists the first 100 of ${RESUMES} resumes with their total`, async () => {
  const { db } = tempDatabase();
  const org = await addOrganization(db, 'Bench');
  const now = Date.now();
  const batch: ReturnType<typeof prepareResume>['prepared'][] = [];
  for (const doc of generateResumes(RESUMES, { seed: 'bench-search', now: new Date(now) })) {
    batch.push(prepareResume(jsonResumeSchema.parse(doc), newId('res', now), now).prepared);
    if (batch.length === 1000) storePreparedResumes(org.ctx, batch.splice(0), now);
  }
  if (batch.length) storePreparedResumes(org.ctx, batch, now);
  db.pragma('optimize');

  const results: Record<string, { firstMs: number; medianMs: number; total: number }> = {};
  for (const [label, query] of Object.entries(QUERIES)) {
    const {
      first: page,
      firstMs,
      medianMs,
    } = await firstAndWarm(() => invoke(org.ctx, 'listResumes', { query: { ...query, limit: 100 } }));
    expect(page.total).toBeTypeOf('number');
    results[label] = { firstMs, medianMs, total: page.total ?? 0 };
  }
  saveResults('search', { resumes: RESUMES, queries: results });
  console.log(`
Resume list, first 100 rows + total, ${RESUMES.toLocaleString('en-US')} resumes
${Object.entries(results)
  .map(
    ([label, r]) =>
      `  ${label.padEnd(30)} first ${r.firstMs.toFixed(1).padStart(7)} ms   median ${r.medianMs.toFixed(1).padStart(7)} ms   total ${r.total}`,
  )
  .join('\n')}`);
});
