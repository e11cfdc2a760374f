import { type Job, type JobCreate, notFound } from '../contract';
import { newId } from '../domain/ids';
import { type JobFacts, jobFacts } from '../domain/job-facts';
import { type JobDocument, jobAsInput, type ResolvedJob, resolveJob } from '../domain/job-record';
import { FACTS_VERSION } from '../domain/prepare-resume';
import { type DB, inTransaction } from '../store/db';
import {
  deleteJob,
  getJob,
  insertJob,
  type JobWithDocument,
  listJobs,
  replaceJob,
  replaceJobSkills,
  staleJobs,
} from '../store/jobs';
import { iso, isoOrNull, type OperationContext } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';

function toJob(row: JobWithDocument): Job {
  const document = JSON.parse(row.document) as JobDocument;
  return {
    id: row.id,
    organizationId: row.organization_id,
    ...document,
    status: row.status,
    postedAt: iso(row.posted_at),
    closedAt: isoOrNull(row.closed_at),
    employmentType: row.employment_type as Job['employmentType'],
    seniority: row.seniority as Job['seniority'],
    salaryRange:
      row.salary_min !== null && row.salary_max !== null
        ? {
            min: row.salary_min,
            max: row.salary_max,
            currency: row.salary_currency ?? '',
            period: row.salary_period as NonNullable<Job['salaryRange']>['period'],
          }
        : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toRow(
  id: string,
  organizationId: string,
  job: ResolvedJob,
  facts: JobFacts,
  times: { created: number; updated: number; closed: number | null },
): JobWithDocument {
  return {
    id,
    organization_id: organizationId,
    title: job.document.title,
    company: job.document.company ?? null,
    status: job.status,
    employment_type: job.employmentType,
    seniority: job.seniority,
    remote: job.document.remote ?? null,
    city: job.document.location?.city ?? null,
    region: job.document.location?.region ?? null,
    country_code: job.document.location?.countryCode ?? null,
    posted_at: job.postedAt,
    closed_at: times.closed,
    salary_min: job.salaryRange?.min ?? null,
    salary_max: job.salaryRange?.max ?? null,
    salary_currency: job.salaryRange?.currency ?? null,
    salary_period: job.salaryRange?.period ?? null,
    created_at: times.created,
    updated_at: times.updated,
    role_family: facts.roleFamily,
    seniority_level: facts.seniority,
    location_label: facts.location,
    country: facts.country,
    is_remote: facts.remote ? 1 : 0,
    facts_version: FACTS_VERSION,
    document: JSON.stringify(job.document),
  };
}

/** Writes a job's row and its skills: the one place jobs are written, for create, update and refresh. */
function writeJob(ctx: { db: DB }, row: JobWithDocument, facts: JobFacts, isNew: boolean): void {
  if (isNew) insertJob(ctx.db, row);
  else replaceJob(ctx.db, row);
  replaceJobSkills(ctx.db, row, { required: facts.requiredSkills, niceToHave: facts.niceToHaveSkills });
}

/** Indexes validated jobs in one transaction; the one path jobs enter by (HTTP, batch, CLI, demo). */
export function indexJobs(ctx: OperationContext, jobs: JobCreate[]): Job[] {
  const now = ctx.now();
  const written = jobs.map((input) => {
    const job = resolveJob(input, now);
    const facts = jobFacts(job.document, job.seniority);
    const row = toRow(newId('job', now), ctx.organizationId, job, facts, {
      created: now,
      updated: now,
      closed: job.status === 'closed' ? now : null,
    });
    return { row, facts };
  });
  inTransaction(ctx.db, () => {
    for (const { row, facts } of written) writeJob(ctx, row, facts, true);
  });
  return written.map(({ row }) => toJob(row));
}

/** Derives again the facts of jobs indexed under older derivation rules; runs when the index is opened. */
export function refreshStaleJobs(db: DB): number {
  let refreshed = 0;
  for (;;) {
    const rows = staleJobs(db, FACTS_VERSION, 1000);
    if (rows.length === 0) return refreshed;
    inTransaction(db, () => {
      for (const row of rows) {
        const job = toJob(row);
        const resolved = resolveJob(jobAsInput(job), row.posted_at);
        const facts = jobFacts(resolved.document, resolved.seniority);
        const fresh = toRow(row.id, row.organization_id, resolved, facts, {
          created: row.created_at,
          updated: row.updated_at,
          closed: row.closed_at,
        });
        writeJob({ db }, { ...fresh, status: row.status, posted_at: row.posted_at }, facts, false);
      }
    });
    refreshed += rows.length;
  }
}

export const jobHandlers: Handlers<
  'createJob' | 'createJobsBatch' | 'listJobs' | 'getJob' | 'updateJob' | 'deleteJob'
> = {
  createJob(ctx, { body }) {
    return indexJobs(ctx, [body])[0];
  },

  createJobsBatch(ctx, { body }) {
    return { data: indexJobs(ctx, body.items) };
  },

  listJobs(ctx, { query }) {
    return readPage(
      `jobs:${query.status}`,
      ctx.organizationId,
      query,
      (limit, before) => listJobs(ctx.db, ctx.organizationId, query.status, limit, before),
      toJob,
    );
  },

  getJob(ctx, { params }) {
    const row = getJob(ctx.db, ctx.organizationId, params.id);
    if (!row) throw notFound('The job');
    return toJob(row);
  },

  updateJob(ctx, { params, body }) {
    return inTransaction(ctx.db, () => {
      const row = getJob(ctx.db, ctx.organizationId, params.id);
      if (!row) throw notFound('The job');
      const current = toJob(row);
      const now = ctx.now();
      const merged = resolveJob({ ...jobAsInput(current), ...body }, now);
      const closed = merged.status === 'closed' ? (current.status === 'closed' ? row.closed_at : now) : null;
      const facts = jobFacts(merged.document, merged.seniority);
      const updated = toRow(row.id, ctx.organizationId, merged, facts, {
        created: row.created_at,
        updated: now,
        closed,
      });
      writeJob(ctx, updated, facts, false);
      return toJob(updated);
    });
  },

  deleteJob(ctx, { params }) {
    if (!deleteJob(ctx.db, ctx.organizationId, params.id)) throw notFound('The job');
  },
};
