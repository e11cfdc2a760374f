import { z } from 'zod';
import { defineOperation, type OperationSpec } from './operation';
import { candidateCreateSchema, candidateSchema } from './schemas/candidate';
import { pathId } from './schemas/common';
import { JOB_STATUSES, jobBatchSchema, jobCreateSchema, jobPatchSchema, jobSchema } from './schemas/job';
import { memberSchema, organizationPatchSchema, organizationSchema } from './schemas/organization';
import { pageOf, pageQueryShape } from './schemas/pagination';
import { jsonResumeSchema, resumeBatchSchema, resumeSchema, resumeSummarySchema } from './schemas/resume';
import { createdTokenSchema, tokenCreateSchema, tokenInfoSchema } from './schemas/token';

const idParams = z.object({ id: pathId.describe('Resource identifier') });
const pageQuery = z.object(pageQueryShape);
const PAGINATION_NOTE =
  'Cursor pagination, newest first: pass pagination.next_cursor as cursor for the next page. ' +
  'Walking all pages returns every item that existed when the walk began exactly once, even while new items are added ' +
  '(new items appear on a fresh walk). A malformed cursor, or one from another list or organization, is a 400.';

/**
 * The operation table: every capability of the service, once. HTTP routes, the IPC bridge, the
 * renderer's typed client, the CLI and /v1/openapi.json are all generated from it.
 */
export const operations = {
  // --- organization -----------------------------------------------------------------------------
  getOrganization: defineOperation({
    method: 'GET',
    path: '/v1/organizations/me',
    summary: "The caller's organization",
    description:
      "Returns the organization the caller's token belongs to. `me` is the caller's organization; the optional `id` " +
      'parameter the spec lists is accepted and, when it names any other organization, the answer is 404 (no ' +
      "organization's existence is revealed to another).",
    tags: ['Organization'],
    query: z.object({
      id: z.string().max(64).optional().describe("Must be the caller's organization id when given."),
    }),
    output: organizationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  updateOrganization: defineOperation({
    method: 'PATCH',
    path: '/v1/organizations/me',
    summary: "Update the caller's organization",
    description:
      'Partial update (JSON merge semantics): fields sent replace the stored ones, fields left out stay. `locations` ' +
      'replaces the whole list. `settings.webhook.events` must be documented event kinds. Enabling the webhook ' +
      'needs a URL (422 otherwise). id, approved, domain, admin and timestamps are read-only (400 when sent).',
    tags: ['Organization'],
    body: organizationPatchSchema,
    output: organizationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  listMembers: defineOperation({
    method: 'GET',
    path: '/v1/members',
    summary: "The organization's members",
    description: `Members who can own candidates (memberId of POST /v1/candidates). ${PAGINATION_NOTE}`,
    tags: ['Organization'],
    query: pageQuery,
    output: pageOf(memberSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- candidates -------------------------------------------------------------------------------
  createCandidate: defineOperation({
    method: 'POST',
    path: '/v1/candidates',
    summary: 'Create a candidate profile',
    description:
      "Creates a candidate. organizationId must be the caller's organization (403 otherwise); memberId must be a " +
      'member of it (422 otherwise). firstName and lastName are parsed from name (a "Last, First" form is understood; ' +
      'titles such as Dr. and suffixes such as Jr. are not names) unless given. Each profile gets an __id. ' +
      'An e-mail already used by another candidate of the organization is a 409.',
    tags: ['Candidates'],
    body: candidateCreateSchema,
    output: candidateSchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),
  listCandidates: defineOperation({
    method: 'GET',
    path: '/v1/candidates',
    summary: 'List candidates',
    description: PAGINATION_NOTE,
    tags: ['Candidates'],
    query: pageQuery,
    output: pageOf(candidateSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getCandidate: defineOperation({
    method: 'GET',
    path: '/v1/candidates/{id}',
    summary: 'Get a candidate',
    description: "One candidate of the caller's organization; 404 when unknown or another organization's.",
    tags: ['Candidates'],
    params: idParams,
    output: candidateSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- resumes ----------------------------------------------------------------------------------
  createResume: defineOperation({
    method: 'POST',
    path: '/v1/resumes',
    summary: 'Index a JSON Resume document',
    description:
      'Takes a JSON Resume v1 document and stores its normalized form: basics becomes personalInfo (label → ' +
      'occupation, location → "city, region, country"), work[].name becomes company, every entry of an array ' +
      'section gets a stable __id (kept when the document already carries a well-formed one), highlights become ' +
      '{__id, value}, and dates become YYYY-MM-DD (a missing month or day is 01). basics.name is required.',
    tags: ['Resumes'],
    body: jsonResumeSchema,
    output: resumeSchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),
  createResumesBatch: defineOperation({
    method: 'POST',
    path: '/v1/resumes/batch',
    summary: 'Index up to 100 JSON Resume documents at once',
    description:
      'Body {items: [JSON Resume, ...]} with 1 to 100 documents. The whole batch is validated first: one invalid ' +
      'item rejects the batch with a pointer to each bad item (/items/N/...) and nothing is written. Batch rate class.',
    tags: ['Resumes'],
    body: resumeBatchSchema,
    output: z.object({ data: z.array(resumeSchema) }),
    status: 201,
    rateClass: 'batch',
    access: 'member',
  }),
  listResumes: defineOperation({
    method: 'GET',
    path: '/v1/resumes',
    summary: 'List resumes',
    description: `Summaries (id, name, occupation, email, location, timestamps); GET /v1/resumes/{id} has the whole document. ${PAGINATION_NOTE}`,
    tags: ['Resumes'],
    query: pageQuery,
    output: pageOf(resumeSummarySchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getResume: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}',
    summary: 'Get a resume',
    description: "The stored resume; 404 when unknown or another organization's.",
    tags: ['Resumes'],
    params: idParams,
    output: resumeSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  deleteResume: defineOperation({
    method: 'DELETE',
    path: '/v1/resumes/{id}',
    summary: 'Delete a resume',
    description: 'Deletes the resume and everything derived from it. 204; 404 when unknown.',
    tags: ['Resumes'],
    params: idParams,
    output: z.void(),
    status: 204,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- jobs -------------------------------------------------------------------------------------
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
    description: '204; 404 when unknown.',
    tags: ['Jobs'],
    params: idParams,
    output: z.void(),
    status: 204,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- API tokens (administrator only: desktop session and CLI, never an API token) ---------------
  createToken: defineOperation({
    method: 'POST',
    path: '/v1/tokens',
    summary: 'Issue an API token',
    description:
      'Administrator only (desktop app, CLI); an API token gets 403. The secret (32 random bytes) is returned once ' +
      'and stored only as a SHA-256 hash. ttl defaults to 30d, at most 365d.',
    tags: ['Tokens'],
    body: tokenCreateSchema,
    output: createdTokenSchema,
    status: 201,
    rateClass: 'standard',
    access: 'admin',
  }),
  listTokens: defineOperation({
    method: 'GET',
    path: '/v1/tokens',
    summary: 'List API tokens',
    description: `Administrator only. Never includes secrets. ${PAGINATION_NOTE}`,
    tags: ['Tokens'],
    query: pageQuery,
    output: pageOf(tokenInfoSchema),
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  revokeToken: defineOperation({
    method: 'DELETE',
    path: '/v1/tokens/{id}',
    summary: 'Revoke an API token',
    description: 'Administrator only. The token stops working at once; it stays listed as revoked. 204.',
    tags: ['Tokens'],
    params: idParams,
    output: z.void(),
    status: 204,
    rateClass: 'standard',
    access: 'admin',
  }),
} satisfies Record<string, OperationSpec>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];
