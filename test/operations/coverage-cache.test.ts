import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobCreateSchema, jsonResumeSchema } from '../../main/contract';
import { generateJobs, generateResumes } from '../../main/demo/generate';
import { invoke, type OperationContext } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { computeCoverage } from '../../main/operations/reports/coverage';
import { resumePool } from '../../main/operations/reports/resume-pool';
import { indexResumes } from '../../main/operations/resumes';
import { type DB, openDatabase } from '../../main/store/db';
import { addOrganization, tempDatabase } from '../helpers';
import { loadEverything, referenceCoverage } from './reports-reference';

const NOW = Date.parse('2026-11-15T12:00:00Z');
const QUERY = { topK: 1000, threshold: 0.3 };
const options = (seed: string) => ({ seed, now: new Date(NOW) });
const resumes = (seed: string, count: number) =>
  [...generateResumes(count, options(seed))].map((r) => jsonResumeSchema.parse(r));
const jobs = (seed: string, count: number) =>
  [...generateJobs(count, options(seed))].map((j) => jobCreateSchema.parse(j));

async function demoPool(name: string) {
  const { db, file } = tempDatabase();
  const org = await addOrganization(db, name, () => NOW);
  const ctx: OperationContext = { ...org.ctx, now: () => NOW };
  indexResumes(ctx, resumes(name, 150));
  indexJobs(ctx, jobs(name, 30));
  return { db, file, ctx };
}

/** Another connection to the same file: another process, as far as caches go. */
function otherConnection(file: string, ctx: OperationContext): OperationContext {
  const db = openDatabase(file);
  return { ...ctx, db };
}

async function expectCurrent(db: DB, ctx: OperationContext) {
  const { generatedAt: _g, ...report } = await invoke(ctx, 'coverageReport', { query: QUERY });
  expect(report).toEqual(referenceCoverage(loadEverything(db, ctx.organizationId), QUERY));
}

describe('coverage: the resume pool outlives job writes, not resume writes', () => {
  it('keeps the pool through job writes while the report follows the jobs', async () => {
    const { db, ctx } = await demoPool('jobs-change');
    await expectCurrent(db, ctx);
    const pool = resumePool(ctx);

    const [added] = indexJobs(ctx, jobs('late-job', 1));
    await invoke(ctx, 'updateJob', {
      params: { id: added.id },
      body: { status: 'open', requiredSkills: ['Python', 'SQL', 'Kubernetes'], niceToHaveSkills: ['Go'] },
    });
    const [first, second] = (
      await invoke(ctx, 'listJobs', { query: { status: 'open', limit: 3 } })
    ).data.filter((j) => j.id !== added.id);
    await invoke(ctx, 'updateJob', { params: { id: first.id }, body: { status: 'closed' } });
    await invoke(ctx, 'deleteJob', { params: { id: second.id } });

    expect(resumePool(ctx)).toBe(pool);
    const report = await invoke(ctx, 'coverageReport', { query: QUERY });
    expect(report.jobs.map((j) => j.jobId)).toContain(added.id);
    expect(report.jobs.map((j) => j.jobId)).not.toContain(first.id);
    expect(report.jobs.map((j) => j.jobId)).not.toContain(second.id);
    await expectCurrent(db, ctx);
  });

  it('rebuilds the pool after resume writes through this connection or another', async () => {
    const { db, file, ctx } = await demoPool('resumes-change');
    await expectCurrent(db, ctx);
    const other = otherConnection(file, ctx);
    try {
      let pool = resumePool(ctx);
      const rebuilt = () => {
        const now = resumePool(ctx);
        const changed = now !== pool;
        pool = now;
        return changed;
      };

      const late = indexResumes(other, resumes('late-resumes', 20));
      expect(rebuilt()).toBe(true);
      await expectCurrent(db, ctx);

      await invoke(other, 'deleteResume', { params: { id: late[0].id } });
      expect(rebuilt()).toBe(true);
      await invoke(ctx, 'deleteResume', { params: { id: late[1].id } });
      expect(rebuilt()).toBe(true);
      await expectCurrent(db, ctx);

      // No operation edits a resume in place; another writer's update must still be seen. The
      // reference reads documents, not these columns, so compare with a connection that has no cache.
      other.db
        .prepare("UPDATE resumes SET skills = 'Python|SQL|Kubernetes', seniority = 'Junior' WHERE id = ?")
        .run(late[2].id);
      expect(rebuilt()).toBe(true);
      const fresh = otherConnection(file, ctx);
      try {
        expect(computeCoverage(ctx)).toEqual(computeCoverage(fresh));
      } finally {
        fresh.db.close();
      }
      expect(rebuilt()).toBe(false);
    } finally {
      other.db.close();
    }
  });

  it("ignores another organization's resume writes", async () => {
    const { db, ctx } = await demoPool('own-pool');
    const neighbour = await addOrganization(db, 'Neighbour', () => NOW);
    const pool = resumePool(ctx);
    indexResumes(neighbour.ctx, resumes('neighbour', 5));
    expect(resumePool(ctx)).toBe(pool);
    await expectCurrent(db, ctx);
  });

  it('starts a new connection from the snapshot beside the index, patched by the log, and ignores a foreign one', async () => {
    const { db, file, ctx } = await demoPool('snapshot');
    const built = resumePool(ctx);
    const snapshot = `${file}.pool-${ctx.organizationId}`;
    const written = fs.statSync(snapshot);
    if (process.platform !== 'win32') expect(written.mode & 0o777).toBe(0o600);
    const order = (pool: typeof built) =>
      pool.ids.map((id, p) => [pool.idRank[p], id]).sort((a, b) => +a[0] - +b[0]);

    // Another process (connection) after resume writes: it reads the snapshot and patches it; a
    // full read would have written the snapshot again (a new file renamed over the old one).
    const [late] = indexResumes(ctx, resumes('snapshot-late', 3));
    await invoke(ctx, 'deleteResume', { params: { id: built.ids[0] } });
    const next = otherConnection(file, ctx);
    try {
      const patched = resumePool(next);
      expect(fs.statSync(snapshot).ino).toBe(written.ino);
      expect(fs.statSync(snapshot).mtimeMs).toBe(written.mtimeMs);
      expect(patched.ids).toContain(late.id);
      expect(patched.ids).not.toContain(built.ids[0]);
      expect(order(patched)).toEqual(order(resumePool(ctx)));
      await expectCurrent(db, next);
    } finally {
      next.db.close();
    }

    // A snapshot that is not this index's (garbage, or another history with another count) is
    // read past: the pool is built from the rows and the snapshot rewritten.
    for (const bytes of [Buffer.from('garbage'), fs.readFileSync(snapshot)]) {
      fs.writeFileSync(snapshot, bytes);
      indexResumes(ctx, resumes(`snapshot-${bytes.length}`, 2));
      const other = otherConnection(file, ctx);
      try {
        // The second round: a snapshot of a state the log cannot bring here apart from its count.
        if (bytes.length > 10) other.db.prepare('DELETE FROM resume_changes').run();
        expect(order(resumePool(other))).toEqual(order(resumePool(ctx)));
        await expectCurrent(db, other);
      } finally {
        other.db.close();
      }
    }
  });
});
