import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import { JOB_STATUSES, jobBatchSchema, jobCreateSchema, jobPatchSchema, jobSchema } from '../schemas/job';
import {
  JOB_CSV_FIELDS,
  jobsCsvImportRequestSchema,
  jobsCsvImportResultSchema,
  jobsCsvPreviewRequestSchema,
  jobsCsvPreviewSchema,
  MAX_JOBS_CSV_BODY_BYTES,
  MAX_JOBS_CSV_CHARS,
  MAX_JOBS_CSV_ROWS,
  MAX_REPORTED_ROW_PROBLEMS,
} from '../schemas/jobs-csv';
import { jobMatchesQuerySchema, jobMatchSchema, MATCHES_NOTE, matchPageOf } from '../schemas/matches';
import { pageOf, pageQueryShape } from '../schemas/pagination';
import { idParams, PAGINATION_NOTE } from './shared';

/** Jobs, one by one, in batches and from CSV. */
export const jobsOperations = {
  createJob: defineOperation({
    method: 'POST',
    path: '/v1/jobs',
    summary: 'Index a job',
    description:
      'A JSON Resume job document plus status (open|closed, default open), postedAt, employmentType, seniority, ' +
      'salaryRange {min, max, currency, period} and requiredSkills / niceToHaveSkills. Unknown fields are a 400.',
    tags: ['Jobs'],
    body: jobCreateSchema,
    output: jobSchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),
  createJobsBatch: defineOperation({
    method: 'POST',
    path: '/v1/jobs/batch',
    summary: 'Index up to 100 jobs at once',
    description:
      'Body {items: [job, ...]} with 1 to 100 jobs, validated as a whole first: one invalid item rejects the batch ' +
      'with pointers (/items/N/...) and nothing is written. Batch rate class.',
    tags: ['Jobs'],
    body: jobBatchSchema,
    output: z.object({ data: z.array(jobSchema) }),
    status: 201,
    rateClass: 'batch',
    access: 'member',
  }),
  previewJobsCsv: defineOperation({
    method: 'POST',
    path: '/v1/jobs/csv/preview',
    summary: 'Preview a CSV of jobs with a column mapping',
    description:
      'Reads a CSV (header row, one job per row) the way POST /v1/jobs/csv would and writes nothing. Columns are ' +
      `mapped to job fields (${JOB_CSV_FIELDS.join(', ')}): mapping names a header column per field (case, spaces ` +
      'and punctuation ignored) or null for none; ' +
      'fields left out are mapped by common column names ("Job Title", "Employer", "Date Posted", "Skills"...), never ' +
      'to a column already used. Cells are converted (skills split on ; , |; "full time" → Full-time; "remote"/"yes" → ' +
      'Full, "hybrid" → Hybrid; salary numbers with their currency, default USD, and period, default year) and each ' +
      'row is validated as a job. The answer: the header columns, the mapping used for every field, counts, the first ' +
      `sampleSize rows as the jobs they would become (or why not), the invalid rows by line (at most ${MAX_REPORTED_ROW_PROBLEMS}), ` +
      'and blocking: why the CSV cannot be imported as mapped (no title column, more than ' +
      `${MAX_JOBS_CSV_ROWS} rows), empty when it can. Text that is not CSV is a 400; a mapping naming a column the ` +
      'header does not have is a 422.',
    tags: ['Jobs'],
    body: jobsCsvPreviewRequestSchema,
    maxBodyBytes: MAX_JOBS_CSV_BODY_BYTES,
    output: jobsCsvPreviewSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  importJobsCsv: defineOperation({
    method: 'POST',
    path: '/v1/jobs/csv',
    summary: 'Import jobs from a CSV with a column mapping',
    description:
      'The CSV and mapping of POST /v1/jobs/csv/preview (the same reading, the same mapping rules), imported: every ' +
      'valid row becomes a job, all of them in one transaction; an invalid row is reported by its line with the ' +
      `reason and writes nothing. At most ${MAX_JOBS_CSV_ROWS} rows and ${MAX_JOBS_CSV_CHARS / 1024 / 1024} MiB of CSV. ` +
      'No title column (title is required), a mapping naming a column the header does not have, or too many rows is ' +
      'a 422 and nothing is written; text that is not CSV is a 400. The command line does the same with ' +
      '`talent import jobs FILE.csv --map field=Column`. Batch rate class.',
    tags: ['Jobs'],
    body: jobsCsvImportRequestSchema,
    maxBodyBytes: MAX_JOBS_CSV_BODY_BYTES,
    output: jobsCsvImportResultSchema,
    status: 200,
    rateClass: 'batch',
    access: 'member',
  }),
  listJobs: defineOperation({
    method: 'GET',
    path: '/v1/jobs',
    summary: 'List jobs',
    description: `Filter by status (open, closed or all; default all). ${PAGINATION_NOTE}`,
    tags: ['Jobs'],
    query: z.object({ ...pageQueryShape, status: z.enum([...JOB_STATUSES, 'all']).default('all') }),
    output: pageOf(jobSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getJob: defineOperation({
    method: 'GET',
    path: '/v1/jobs/{id}',
    summary: 'Get a job',
    description: "404 when unknown or another organization's.",
    tags: ['Jobs'],
    params: idParams,
    output: jobSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  updateJob: defineOperation({
    method: 'PATCH',
    path: '/v1/jobs/{id}',
    summary: 'Update a job (e.g. close it)',
    description:
      'Partial update: fields sent replace the stored ones. {"status": "closed"} closes the job and sets closedAt; ' +
      '{"status": "open"} reopens it and clears closedAt.',
    tags: ['Jobs'],
    params: idParams,
    body: jobPatchSchema,
    output: jobSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  deleteJob: defineOperation({
    method: 'DELETE',
    path: '/v1/jobs/{id}',
    summary: 'Delete a job',
    description:
      'Deletes the job for good, with its document and skills: 204 with no body. It leaves the reports at once ' +
      '(coverage, skills gaps and job pool answers cached before are recomputed on the next request) and its ' +
      'matches (GET /v1/jobs/{id}/matches) answer 404, as does the job. Resumes and candidate profiles are not ' +
      "touched. 404 (problem+json) when the job is unknown, another organization's or already deleted. To keep the " +
      'job but stop counting it as open, close it instead (PATCH {"status": "closed"}).',
    tags: ['Jobs'],
    params: idParams,
    output: z.void(),
    status: 204,
    rateClass: 'standard',
    access: 'member',
  }),
  jobMatches: defineOperation({
    method: 'GET',
    path: '/v1/jobs/{id}/matches',
    summary: "A job's matching resumes, best first, with reasons",
    description:
      'Every resume scoring at least the match threshold for the job (open or closed), best first, ties by resume id. ' +
      MATCHES_NOTE +
      'Filters, combined with AND: location (prefix of "City, CC", any case, or a country code), seniority, skill (a ' +
      'taxonomy name or alias, any case; an unknown skill is a 400). 404 when the job is unknown.',
    tags: ['Jobs'],
    params: idParams,
    query: jobMatchesQuerySchema,
    output: matchPageOf(jobMatchSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
} satisfies Record<string, OperationSpec>;
