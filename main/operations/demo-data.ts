import { jobCreateSchema, jsonResumeSchema } from '../contract';
import { generateJobs, generateResumes } from '../demo/generate';
import { inTransaction } from '../store/db';
import { countDemoItems, type DemoKind, demoItemIds, markDemoItems } from '../store/demo-items';
import { deleteJob } from '../store/jobs';
import { getSetting, putSetting } from '../store/settings';
import type { OperationContext } from './context';
import { indexJobs } from './jobs';
import { indexResumes, removeResume } from './resumes';

const CHUNK = 1000;
/** Setting that marks an organization created only to hold demo data (`talent demo` before `init`). */
const DEMO_ORGANIZATION_KEY = 'demoOrganization';

export interface DemoCounts {
  resumes: number;
  jobs: number;
}

/**
 * Seeded synthetic data (the demo generator), validated like any import and written in chunks,
 * each its own transaction, every item marked as demo data. It replaces the demo data already in
 * the index, so running it twice with the same seed gives the same index, never twice the data.
 * Shared by `talent demo` and the first-run offer of the desktop app.
 */
export function addDemoData(
  ctx: OperationContext,
  request: { resumes: number; jobs: number; seed: string; now?: Date },
  onProgress?: (done: number) => void,
): DemoCounts {
  removeDemoData(ctx);
  const options = { seed: request.seed, now: request.now ?? new Date(ctx.now()) };
  let done = 0;
  const write = <T>(
    items: Iterable<unknown>,
    parse: (v: unknown) => T,
    index: (batch: T[]) => string[],
    kind: DemoKind,
  ) => {
    let batch: T[] = [];
    const flush = () => {
      if (batch.length === 0) return;
      const chunk = batch;
      inTransaction(ctx.db, () => markDemoItems(ctx.db, ctx.organizationId, kind, index(chunk)));
      done += chunk.length;
      onProgress?.(done);
      batch = [];
    };
    for (const item of items) {
      batch.push(parse(item));
      if (batch.length === CHUNK) flush();
    }
    flush();
  };
  write(
    generateResumes(request.resumes, options),
    (v) => jsonResumeSchema.parse(v),
    (b) => indexResumes(ctx, b).map((r) => r.id),
    'resume',
  );
  write(
    generateJobs(request.jobs, options),
    (v) => jobCreateSchema.parse(v),
    (b) => indexJobs(ctx, b).map((j) => j.id),
    'job',
  );
  return { resumes: request.resumes, jobs: request.jobs };
}

/**
 * Deletes every demo resume and job (with what derives from them: skills, rollups, verifications,
 * redactions; resume.deleted events as for any delete), a thousand per transaction. The user's
 * own resumes and jobs stay; a demo resume the user edited is still demo data and goes too.
 */
export function removeDemoData(ctx: OperationContext): DemoCounts {
  const removed = { resumes: 0, jobs: 0 };
  for (;;) {
    const ids = demoItemIds(ctx.db, ctx.organizationId, 'resume', CHUNK);
    if (ids.length === 0) break;
    inTransaction(ctx.db, () => {
      for (const id of ids) if (removeResume(ctx, id)) removed.resumes += 1;
    });
  }
  for (;;) {
    const ids = demoItemIds(ctx.db, ctx.organizationId, 'job', CHUNK);
    if (ids.length === 0) break;
    inTransaction(ctx.db, () => {
      for (const id of ids) if (deleteJob(ctx.db, ctx.organizationId, id)) removed.jobs += 1;
    });
  }
  return removed;
}

export function demoDataCounts(ctx: Pick<OperationContext, 'db' | 'organizationId'>): DemoCounts {
  return countDemoItems(ctx.db, ctx.organizationId);
}

/** Marks the organization as one `talent demo` created, so that `talent init --org NAME` may rename it. */
export function markDemoOrganization(ctx: Pick<OperationContext, 'db' | 'organizationId'>): void {
  putSetting(ctx.db, ctx.organizationId, DEMO_ORGANIZATION_KEY, 'true');
}

export function isDemoOrganization(ctx: Pick<OperationContext, 'db' | 'organizationId'>): boolean {
  return getSetting(ctx.db, ctx.organizationId, DEMO_ORGANIZATION_KEY) === 'true';
}

export function clearDemoOrganization(ctx: Pick<OperationContext, 'db' | 'organizationId'>): void {
  putSetting(ctx.db, ctx.organizationId, DEMO_ORGANIZATION_KEY, 'false');
}
