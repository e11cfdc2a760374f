import { z } from 'zod';
import { defineOperation, type OperationSpec } from './operation';
import {
  COVERAGE_TOPK_MAX,
  coverageQuerySchema,
  coverageReportSchema,
  HIGH_COVERAGE_THRESHOLD,
  jobPoolQuerySchema,
  jobPoolReportSchema,
  LIMIT_ROLES_MAX,
  MATCH_THRESHOLD,
  SKILLS_TOPK_MAX,
  skillsQuerySchema,
  skillsReportSchema,
  talentPoolQuerySchema,
  talentPoolReportSchema,
} from './schemas/analytics';
import { candidateCreateSchema, candidateSchema } from './schemas/candidate';
import { pathId } from './schemas/common';
import { JOB_STATUSES, jobBatchSchema, jobCreateSchema, jobPatchSchema, jobSchema } from './schemas/job';
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
} from './schemas/jobs-csv';
import {
  memberSchema,
  type OrganizationPatch,
  organizationPatchSchema,
  organizationSchema,
} from './schemas/organization';
import { pageOf, pageQueryShape } from './schemas/pagination';
import {
  createdRedactionSchema,
  redactionCreateSchema,
  redactionResultSchema,
  redactionSummarySchema,
} from './schemas/redaction';
import {
  createdResumeSchema,
  fileImportResultSchema,
  jsonResumeDocumentSchema,
  MAX_FILES_PER_UPLOAD,
  MAX_RESUME_FILE_BYTES,
  MAX_UPLOAD_BYTES,
  resumeBatchSchema,
  resumeFilesSchema,
  resumeSchema,
  resumeSummarySchema,
} from './schemas/resume';
import { fileResponseSchema, LOW_CONFIDENCE, resumeIntakeSchema } from './schemas/resume-review';
import {
  appSettingsPatchSchema,
  appSettingsSchema,
  demoRequestSchema,
  demoResultSchema,
  setupOrganizationSchema,
  setupStatusSchema,
} from './schemas/setup';
import { createdTokenSchema, tokenCreateSchema, tokenInfoSchema } from './schemas/token';
import {
  verificationCreateSchema,
  verificationPageSchema,
  verificationPatchSchema,
  verificationSchema,
  verificationSearchSchema,
} from './schemas/verification';
import { webhookAllowListSchema, webhookDeliverySchema, webhookSecretSchema } from './schemas/webhook';

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
      'needs a URL (422 otherwise). id, approved, domain, admin and timestamps are read-only (400 when sent). ' +
      'Needs a token with the `write` scope, and also `webhooks` when `settings.webhook` is sent (403 naming the ' +
      'missing scope otherwise).',
    tags: ['Organization'],
    body: organizationPatchSchema,
    output: organizationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
    // Where the organization's events go is a separate grant from editing its profile.
    bodyScopes: (body) => ((body as OrganizationPatch).settings?.webhook !== undefined ? ['webhooks'] : []),
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
      'Takes a JSON Resume document and stores its normalized form: basics becomes personalInfo (label → ' +
      'occupation, location → "city, region, country"), work[].name becomes company, every entry of an array ' +
      'section gets a stable __id (kept when the document already carries a well-formed one), highlights become ' +
      '{__id, value}, and dates become YYYY-MM-DD (a missing month or day is 01). Documents are taken as people ' +
      'write them: every document valid under the official JSON Resume schema, null for any optional value, the ' +
      '0.0.x names (work[].company, website, picture, gpa), free-text dates ("Jan 2019", "2019-1", "03/2021"; ' +
      '"Present", "current" or empty for an ongoing end), URLs without a scheme (https:// is added) or with ' +
      'another scheme (kept as text), a relative image path (left out), a string location (read into city, ' +
      'region, country) and a missing basics.name ("Unknown candidate"). What was read, changed or left out is ' +
      'answered in warnings [{pointer, message}] (201); warnings are not stored. Refused (400, every problem in ' +
      'errors) only when the document is not a resume: not an object of the JSON Resume shape, over the size ' +
      'limits, or with no basics and no section at all.',
    tags: ['Resumes'],
    body: jsonResumeDocumentSchema,
    output: createdResumeSchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),
  createResumesBatch: defineOperation({
    method: 'POST',
    path: '/v1/resumes/batch',
    summary: 'Index up to 100 JSON Resume documents at once',
    description:
      'Body {items: [JSON Resume, ...]} with 1 to 100 documents, each read as POST /v1/resumes reads one, with ' +
      'its own warnings. The whole batch is validated first: an item that is not a resume rejects the batch with ' +
      'a pointer to every problem (/items/N/...) and nothing is written. Batch rate class.',
    tags: ['Resumes'],
    body: resumeBatchSchema,
    output: z.object({ data: z.array(createdResumeSchema) }),
    status: 201,
    rateClass: 'batch',
    access: 'member',
  }),
  importResumeFiles: defineOperation({
    method: 'POST',
    path: '/v1/resumes/files',
    summary: 'Import resume files (PDF, DOCX, text, Markdown, JSON Resume)',
    description:
      `multipart/form-data with one or more file parts (at most ${MAX_FILES_PER_UPLOAD} files, ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB in all, ` +
      `${MAX_RESUME_FILE_BYTES / 1024 / 1024} MiB a file). Each file is answered on its own: imported (with the new resumeId and parse warnings), ` +
      'duplicate (the same bytes were imported before: nothing is written, resumeId names the earlier resume) or ' +
      'failed (with the reason: corrupt, encrypted, empty, image-only, too large, unsupported, not a resume (a CSV table, an invoice, no name and no section), or too slow to parse); ' +
      'a failed file writes nothing. Parsing runs off the main thread with a time limit per file. The original file ' +
      'is kept in the index and its text is searchable (GET /v1/resumes/search). Batch rate class.',
    tags: ['Resumes'],
    body: resumeFilesSchema,
    bodyType: 'multipart',
    maxBodyBytes: MAX_UPLOAD_BYTES,
    output: z.object({ results: z.array(fileImportResultSchema) }),
    status: 200,
    rateClass: 'batch',
    access: 'member',
  }),
  searchResumes: defineOperation({
    method: 'GET',
    path: '/v1/resumes/search',
    summary: 'Full-text search in the text of imported resume files',
    description:
      'Searches the text extracted from imported files (SQLite FTS5 syntax: words, "phrases", prefix*, AND/OR/NOT), ' +
      'best matches first, at most limit (default 20, at most 100). A malformed query is a 400.',
    tags: ['Resumes'],
    query: z.object({
      q: z.string().trim().min(1).max(500),
      limit: z.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ data: z.array(resumeSummarySchema) }),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  listResumes: defineOperation({
    method: 'GET',
    path: '/v1/resumes',
    summary: 'List resumes',
    description:
      'Summaries (id, name, occupation, email, location, timestamps); GET /v1/resumes/{id} has the whole document. ' +
      'Filters, combined with AND: q (case-insensitive text in name, occupation or e-mail), role (role family), ' +
      'location ("City, CC" as the analytics report it), seniority, skill (canonical skill name). ' +
      PAGINATION_NOTE,
    tags: ['Resumes'],
    query: z.object({
      ...pageQueryShape,
      q: z.string().trim().min(1).max(200).optional().describe('Text to find in name, occupation or e-mail.'),
      role: z.string().max(200).optional().describe('Role family, e.g. Software Engineering.'),
      location: z.string().max(200).optional().describe('Location label, e.g. "Berlin, DE".'),
      seniority: z.enum(['Junior', 'Mid', 'Senior']).optional(),
      skill: z.string().max(200).optional().describe('Canonical skill name, e.g. Python.'),
    }),
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
  updateResume: defineOperation({
    method: 'PUT',
    path: '/v1/resumes/{id}',
    summary: 'Replace (correct) a resume',
    description:
      'Takes a whole JSON Resume v1 document, validated and normalized exactly as POST /v1/resumes does, and ' +
      'replaces the stored document; everything derived from it (role family, seniority, skills, the skill ' +
      'rollups of the reports) is derived again. The id, createdAt and the original file stay; entries keep ' +
      'their __id when the document carries it (send the stored __id back), so verifications stay attached. ' +
      'Answers the stored resume with `warnings`, as POST does: what was read or left out (a date that is not ' +
      'a date is left out and named there). For a resume imported from a file, saving counts as the review of ' +
      'the parse: every field whose value ' +
      'changed gets confidence 1 and the parse warnings are cleared. 404 when unknown or another ' +
      "organization's; an invalid document is a 400 and changes nothing.",
    tags: ['Resumes'],
    params: idParams,
    body: jsonResumeDocumentSchema,
    output: createdResumeSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getResumeIntake: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}/intake',
    summary: 'How a resume was read from its file',
    description:
      'For a resume imported from a file (POST /v1/resumes/files): the file name, kind, size and media type, ' +
      'the parse warnings, the confidence of each parsed field as a path into the stored resume ' +
      `(personalInfo.email, work[0].company...; least sure first; below ${LOW_CONFIDENCE} is worth checking) ` +
      'and the text read from the file. 404 when the resume is unknown, and also when it was created from a ' +
      'JSON document (POST /v1/resumes or /batch), which has no file.',
    tags: ['Resumes'],
    params: idParams,
    output: resumeIntakeSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getResumeFile: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}/file',
    summary: 'The original file of an imported resume',
    description:
      'The bytes of the file as it was imported, with its media type (application/pdf, the DOCX type, ' +
      'text/plain, text/markdown or application/json) and its name in Content-Disposition (attachment). ' +
      '404 when the resume is unknown or has no file (created from JSON).',
    tags: ['Resumes'],
    params: idParams,
    output: fileResponseSchema,
    responseType: 'file',
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
    description: '204; 404 when unknown.',
    tags: ['Jobs'],
    params: idParams,
    output: z.void(),
    status: 204,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- analytics (definitions also in the README) ---------------------------------------------------
  skillsReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/skills',
    summary: 'Skills intelligence',
    description:
      'Skills are canonical names of the shipped taxonomy, found in resumes (skills section, summary, work and project ' +
      'text) and jobs (required and nice-to-have skills, skills section, qualifications, description); other names are ' +
      'not counted. topSkills: documents of the scope (resumes, jobs, or both added) naming each skill, most first. ' +
      'missingSkills: skills whose share among open jobs requiring them exceeds their share among resumes, largest gap ' +
      "first, with the taxonomy's related roles (always jobs against resumes). emergingSkills / decliningSkills: growth " +
      "of a skill's share of the scope's documents in the last three months (resumes by last activity, jobs by posting) " +
      'against the three months before, as a signed whole percentage; skills with fewer than 10 mentions in the two ' +
      "windows or none in the earlier one have no rate. skillsByCategory: the scope's skills by taxonomy category, most " +
      `frequent first. topK (default 25, at most ${SKILLS_TOPK_MAX}) bounds every list and each category; ties by name. ` +
      "Reports are cached until the organization's resumes or jobs change (or for a minute).",
    tags: ['Analytics'],
    query: skillsQuerySchema,
    output: skillsReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  jobPoolReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/jobs/pool',
    summary: 'Job pool insights',
    description:
      'Over jobs of the status (default open) posted between from and to (inclusive; ISO timestamps; from after to: 400). ' +
      `roles: role families of the titles (Other when none is recognized), the limitRoles (default 25, at most ${LIMIT_ROLES_MAX}) ` +
      'most frequent. locations: "City, CC", or Remote for fully remote jobs, the 25 most frequent. seniorityLevels ' +
      "(Junior, Mid, Senior): the job's own level, else its title's. employmentTypes. topRequiredSkills: the 10 skills " +
      'these jobs require most. averageSalaryRange: mixed currencies are not converted (no exchange rates offline): only ' +
      'jobs in the most common currency count, their ranges are converted to the most common period among them ' +
      '(1 year = 12 months = 52 weeks = 260 days = 2080 hours) and averaged; no salary data gives zeros and empty strings. ' +
      'postedWithin: how many of these jobs were posted in the last 7 and 30 days. skillsGapsInPool: the 10 required ' +
      'skills whose share among these jobs most exceeds their share among resumes.',
    tags: ['Analytics'],
    query: jobPoolQuerySchema,
    output: jobPoolReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  talentPoolReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/talent-pool',
    summary: 'Talent pool insights',
    description:
      'Over resumes whose last activity (meta.lastModified, else the time of indexing) is between from and to ' +
      '(inclusive; ISO timestamps; from after to: 400). roles: role family of the label or latest position (Other when ' +
      'none is recognized), the limitRoles most frequent. locations: "City, CC", the 25 most frequent. experienceLevels ' +
      '(Junior, Mid, Senior): cues in the current title, else years (<2 Junior, <6 Mid, else Senior). ' +
      'averageYearsExperience: mean of the union of work periods (overlaps counted once), one decimal. languages: spoken ' +
      'languages. educationLevels (HighSchool, Associate, Bachelor, Master, Doctorate): the highest recognized level; ' +
      'resumes without one are not counted. careerProgression: seniority of the latest dated position against the ' +
      'earliest (Upward, Flat, Declining; Unclear with fewer than two dated positions). activityRecency: days since last ' +
      'activity (0-30d, 31-90d, 90d+). Closed key sets are always complete, zeros included.',
    tags: ['Analytics'],
    query: talentPoolQuerySchema,
    output: talentPoolReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  coverageReport: defineOperation({
    method: 'GET',
    path: '/v1/intelligence/jobs/coverage',
    summary: 'Job coverage of the resume pool',
    description:
      "For every open job, every resume sharing one of its skills gets a match score: 0.7 × skills (weight of the job's " +
      'skills it has / all, required 1, nice-to-have 0.5) + 0.15 × seniority fit (same level 1, neighbouring 0.5) + ' +
      "0.15 × location fit (remote job or same city 1, same country 0.5). coverageScore: mean score of the job's five " +
      `best candidates (missing ones count 0). matchedResumes: candidates scoring at least matchThreshold (${MATCH_THRESHOLD}). ` +
      'topMatches: the five best {resumeId, score}. missingSkillsTop: required skills the top matches lack, most often ' +
      'lacked first (all required skills when there is no candidate), at most 5. locationFit / seniorityFit matchRate: ' +
      'share of the top matches with a full fit. coverageLabel: low below threshold (labelThresholds.low, default 0.3), ' +
      `high at or above labelThresholds.high (${HIGH_COVERAGE_THRESHOLD}, or the threshold when higher), medium between ` +
      `(the spec shows low and high). jobs: the topK (default 50, at most ${COVERAGE_TOPK_MAX}) least covered open jobs ` +
      'first, then the most recently posted, then by id. summary: totalJobs (open jobs), lowCoverageJobs, and the 10 skills ' +
      'most often in missingSkillsTop over all open jobs.',
    tags: ['Analytics'],
    query: coverageQuerySchema,
    output: coverageReportSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- redactions ------------------------------------------------------------------------------
  createRedaction: defineOperation({
    method: 'POST',
    path: '/v1/resumes/{id}/redactions',
    summary: 'Create a PII-redacted copy of a resume',
    description:
      'Redacts and stores a copy; a redaction never changes afterwards. profile standard (default) replaces identity and ' +
      'contact data: personalInfo name, email, phone, url, image, location, address; profile usernames and URLs; ' +
      "references' names and contacts; and in all free text (summaries, highlights, descriptions, courses, reference " +
      "texts) only the sensitive spans: e-mail addresses, phone numbers, URLs and domains, @handles, the candidate's and " +
      "referees' names, street addresses, postcodes, dates of birth and ages. profile blind also replaces employer, " +
      'school and volunteer organization names, work locations, URLs, education dates and the earliest work start date ' +
      '(they reveal age), and gendered words. redact adds paths to replace whole, keep exempts paths. The answer is the ' +
      "spec's Redaction result plus id, profile and createdAt. Unknown resume: 404; a malformed path: 400.",
    tags: ['Redactions'],
    params: idParams,
    body: redactionCreateSchema,
    output: createdRedactionSchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),
  getRedaction: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}/redactions/{redactionId}',
    summary: 'Get a redaction created earlier',
    description:
      "Exactly the spec's Redaction result. Unknown resume or redaction, or a redaction of another resume or " +
      'organization: 404.',
    tags: ['Redactions'],
    params: z.object({
      id: pathId.describe('Resume identifier'),
      redactionId: pathId.describe('Redaction identifier'),
    }),
    output: redactionResultSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  listRedactions: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}/redactions',
    summary: "A resume's redactions",
    description: `Summaries (id, profile, total, createdAt). Unknown resume: 404. ${PAGINATION_NOTE}`,
    tags: ['Redactions'],
    params: idParams,
    query: pageQuery,
    output: pageOf(redactionSummarySchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- verifications ---------------------------------------------------------------------------
  createVerification: defineOperation({
    method: 'POST',
    path: '/v1/verifications',
    summary: 'Record a verification of a resume entry',
    description:
      'entryId must be the __id of an entry of that type in that resume: a work entry (type work), an education entry ' +
      '(education) or a personalInfo profile (social); otherwise 422. Unknown resume: 404. status starts pending unless ' +
      'given; complete sets completedAt and verified (default true); failed sets verified false and no completedAt. ' +
      'Methods: manual, automatic, document (a document was seen), reference (someone confirmed).',
    tags: ['Verifications'],
    body: verificationCreateSchema,
    output: verificationSchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),
  updateVerification: defineOperation({
    method: 'PATCH',
    path: '/v1/verifications/{id}',
    summary: 'Complete or fail a pending verification',
    description:
      'pending → complete (sets verified, default true, verifiedFields and completedAt) or pending → failed (verified ' +
      'false, no completedAt). Notes and verifiedFields of a pending record may be changed. complete and failed are ' +
      'final: any change to them is a 409.',
    tags: ['Verifications'],
    params: idParams,
    body: verificationPatchSchema,
    output: verificationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  getVerification: defineOperation({
    method: 'GET',
    path: '/v1/verifications/{id}',
    summary: 'Get a verification',
    description: "404 when unknown or another organization's.",
    tags: ['Verifications'],
    params: idParams,
    output: verificationSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  searchVerifications: defineOperation({
    method: 'GET',
    path: '/v1/verifications',
    summary: 'Search verification results',
    description:
      "The spec's search: resumeId is required (400 without it); type, status and from/to (ISO dates or timestamps, " +
      'inclusive bounds on createdAt; a date as to covers its whole day; from after to is a 400) filter. Newest first; ' +
      'limit default 20, at most 100; the envelope is {verifications, nextCursor} with nextCursor null on the last page. ' +
      'Every item appears exactly once across pages. Parameters travel in the query string.',
    tags: ['Verifications'],
    query: verificationSearchSchema,
    output: verificationPageSchema,
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),

  runAutomaticVerifications: defineOperation({
    method: 'POST',
    path: '/v1/resumes/{id}/verifications/auto',
    summary: "Run the offline automatic checks on a resume's entries",
    description:
      'Records one verification with method automatic per work entry, education entry and social profile: complete ' +
      '(verified) when every check that applies passed, failed otherwise, with notes saying which check failed and why. ' +
      'Checks, all offline: social profiles — the URL is a well-formed http(s) URL, its host belongs to the network ' +
      '(LinkedIn, GitHub, GitLab, Twitter/X, Stack Overflow, ...; other networks: host not checked, said in notes), and ' +
      'the username appears in the URL path or as its subdomain. Work and education — a start date, dates not in the ' +
      'future, end not before start, URL well formed; education also a recognized study type (HighSchool to Doctorate). ' +
      'verifiedFields lists the fields whose checks passed. No entries: an empty list.',
    tags: ['Verifications'],
    params: idParams,
    output: z.object({ verifications: z.array(verificationSchema) }),
    status: 201,
    rateClass: 'standard',
    access: 'member',
  }),

  // --- webhooks ----------------------------------------------------------------------------------
  listWebhookDeliveries: defineOperation({
    method: 'GET',
    path: '/v1/webhooks/deliveries',
    summary: 'The webhook delivery log',
    description:
      "Every event queued for the organization's webhook, newest first, with its delivery status, attempts and last " +
      'error. Events are queued, in the same transaction as the change, while the webhook is enabled and subscribed to ' +
      'their kind. `lastError` is a category: `timeout`, `refused`, `tls`, `unreachable`, `dns`, `network`, ' +
      '`status <code>` or `blocked: private address` (a loopback, link-local or private address not on the ' +
      "administrator's allow-list). Needs the `webhooks` scope. " +
      PAGINATION_NOTE,
    tags: ['Webhooks'],
    query: pageQuery,
    output: pageOf(webhookDeliverySchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
    scope: 'webhooks',
  }),
  sendTestWebhook: defineOperation({
    method: 'POST',
    path: '/v1/webhooks/test',
    summary: 'Queue a test event',
    description:
      'Queues a webhook.test event for the configured URL (whatever the subscribed kinds), delivered by the running ' +
      'delivery worker like any other. 422 when no webhook URL is configured. Needs the `webhooks` scope.',
    tags: ['Webhooks'],
    output: webhookDeliverySchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
    scope: 'webhooks',
  }),
  getWebhookSecret: defineOperation({
    method: 'GET',
    path: '/v1/webhooks/secret',
    summary: 'The signing secret',
    description: 'Administrator only. Created on first use.',
    tags: ['Webhooks'],
    output: webhookSecretSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  rotateWebhookSecret: defineOperation({
    method: 'POST',
    path: '/v1/webhooks/secret/rotate',
    summary: 'Replace the signing secret',
    description: 'Administrator only. Deliveries from now on are signed with the new secret only.',
    tags: ['Webhooks'],
    output: webhookSecretSchema,
    status: 201,
    rateClass: 'standard',
    access: 'admin',
  }),

  getWebhookAllowList: defineOperation({
    method: 'GET',
    path: '/v1/webhooks/allowed-hosts',
    summary: 'Inside hosts a webhook may reach',
    description:
      'Administrator only. Deliveries to loopback (127.0.0.0/8, ::1, localhost), link-local and private addresses ' +
      'fail as `blocked: private address` unless the host is listed here. Empty by default.',
    tags: ['Webhooks'],
    output: webhookAllowListSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  setWebhookAllowList: defineOperation({
    method: 'PUT',
    path: '/v1/webhooks/allowed-hosts',
    summary: 'Replace the inside hosts a webhook may reach',
    description:
      'Administrator only. Replaces the whole list (send [] to clear it). Entries are host names, IP addresses or ' +
      'CIDR ranges; for a local tool listening on this machine, add `localhost` and `127.0.0.1` ' +
      '(`talent webhook allow localhost 127.0.0.1`).',
    tags: ['Webhooks'],
    body: webhookAllowListSchema,
    output: webhookAllowListSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),

  // --- setup and application settings (administrator only) ------------------------------------------
  getSetupStatus: defineOperation({
    method: 'GET',
    path: '/v1/setup',
    summary: 'Whether the index has its organization yet',
    description: 'Administrator only. Works on a new, empty index (first run of the desktop app).',
    tags: ['Setup'],
    output: setupStatusSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
    setup: true,
  }),
  setupOrganization: defineOperation({
    method: 'POST',
    path: '/v1/setup',
    summary: "Create the index's organization (first run)",
    description:
      'Administrator only. Creates the organization and its administrator on an empty index; an index that already ' +
      'has its organization answers 409.',
    tags: ['Setup'],
    body: setupOrganizationSchema,
    output: organizationSchema,
    status: 201,
    rateClass: 'standard',
    access: 'admin',
    setup: true,
  }),
  loadDemoData: defineOperation({
    method: 'POST',
    path: '/v1/demo',
    summary: 'Add seeded synthetic resumes and jobs',
    description:
      'Administrator only. The same data as `talent demo` for the same seed: realistic resumes and jobs over the last ' +
      'two years, for trying the app. Up to 100,000 resumes and 10,000 jobs.',
    tags: ['Setup'],
    body: demoRequestSchema,
    output: demoResultSchema,
    status: 201,
    rateClass: 'batch',
    access: 'admin',
  }),
  getAppSettings: defineOperation({
    method: 'GET',
    path: '/v1/settings/app',
    summary: 'Application settings',
    description:
      'Administrator only. The embedded API server: enabled and port as saved, and state as the running desktop app ' +
      'reports it (stopped outside the app).',
    tags: ['Setup'],
    output: appSettingsSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  updateAppSettings: defineOperation({
    method: 'PATCH',
    path: '/v1/settings/app',
    summary: 'Change application settings',
    description:
      'Administrator only. Saves the API server settings and, in the desktop app, applies them at once; a busy port is ' +
      'reported in state failed with the reason in error, never as a failed request.',
    tags: ['Setup'],
    body: appSettingsPatchSchema,
    output: appSettingsSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
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
