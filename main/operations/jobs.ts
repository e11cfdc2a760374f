import { type Job, type JobCreate, notFound } from '../contract';
import { newId } from '../domain/ids';
import { type JobDocument, jobAsInput, type ResolvedJob, resolveJob } from '../domain/job-record';
import { inTransaction } from '../store/db';
import { deleteJob, getJob, insertJob, type JobWithDocument, listJobs, replaceJob } from '../store/jobs';
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
    document: JSON.stringify(job.document),
  };
}

/** Indexes validated jobs in one transaction; the one path jobs enter by (HTTP, batch, CLI, demo). */
export function indexJobs(ctx: OperationContext, jobs: JobCreate[]): Job[] {
  const now = ctx.now();
  const rows = jobs.map((input) => {
    const job = resolveJob(input, now);
    return toRow(newId('job', now), ctx.organizationId, job, {
      created: now,
      updated: now,
      closed: job.status === 'closed' ? now : null,
    });
  });
  inTransaction(ctx.db, () => {
    for (const row of rows) insertJob(ctx.db, row);
  });
  return rows.map(toJob);
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
      const updated = toRow(row.id, ctx.organizationId, merged, {
        created: row.created_at,
        updated: now,
        closed,
      });
      replaceJob(ctx.db, updated);
      return toJob(updated);
    });
  },

  deleteJob(ctx, { params }) {
    if (!deleteJob(ctx.db, ctx.organizationId, params.id)) throw notFound('The job');
  },
};
