import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import { searchText } from '../schemas/common';
import { MATCHES_NOTE, matchPageOf, resumeMatchesQuerySchema, resumeMatchSchema } from '../schemas/matches';
import { pageOf, pageQueryShape } from '../schemas/pagination';
import {
  createdResumeSchema,
  fileImportResultSchema,
  jsonResumeDocumentSchema,
  MAX_FILES_PER_UPLOAD,
  MAX_RESUME_FILE_BYTES,
  MAX_UPLOAD_BYTES,
  RESUME_SORTS,
  resumeBatchSchema,
  resumeFilesSchema,
  resumeSchema,
  resumeSummarySchema,
  skillSuggestionSchema,
} from '../schemas/resume';
import { fileResponseSchema, LOW_CONFIDENCE, resumeIntakeSchema } from '../schemas/resume-review';
import { idParams, PAGINATION_NOTE } from './shared';

/** Resumes: JSON Resume documents, resume files, search, review and correction. */
export const resumesOperations = {
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
      'Summaries (id, name, occupation, email, location, timestamps, and as extras the first skills, years of ' +
      'experience, seniority and role family); GET /v1/resumes/{id} has the whole document. Filters, combined ' +
      'with AND, each trimmed and forgiving: q (case-insensitive text in name, occupation, e-mail or a raw skill), role (start ' +
      'of the role family, case-insensitive: "software" finds Software Engineering), location (start of the ' +
      'location label "City, CC", case-insensitive: "berlin" finds "Berlin, DE"), seniority, skill (a skill name ' +
      'or alias of the taxonomy in any case: "k8s" and "kubernetes" find Kubernetes, "reactjs" React; or a raw ' +
      "skill, one the taxonomy does not know but a resume lists (the skills report's unknownSkills), in any case; " +
      'any other name is a 400 that names close skills, and GET /v1/skills/suggest offers names as one ' +
      'types). Case folding covers ASCII letters only (SQLite LIKE). sort: newest (default, newest first), name ' +
      '(A to Z, case-insensitive, ASCII) or years (most years of experience first, resumes without years last); ' +
      'ties go by id. total (an extra, on the first page only, that is without cursor): how many resumes match ' +
      'the filters. ' +
      PAGINATION_NOTE +
      ' A cursor belongs to one filtered, sorted list.',
    tags: ['Resumes'],
    query: z.object({
      ...pageQueryShape,
      q: searchText().describe('Text to find in name, occupation, e-mail or a raw skill.'),
      role: z.string().trim().max(200).optional().describe('Start of the role family, e.g. software.'),
      location: z.string().trim().max(200).optional().describe('Start of the location label, e.g. berlin.'),
      seniority: z.enum(['Junior', 'Mid', 'Senior']).optional(),
      skill: z
        .string()
        .trim()
        .max(200)
        .optional()
        .describe('A skill name or alias, or a raw skill a resume lists; any case, e.g. k8s.'),
      sort: z.enum(RESUME_SORTS).default('newest').describe('newest (default), name or years.'),
    }),
    output: pageOf(resumeSummarySchema).extend({
      total: z
        .number()
        .int()
        .optional()
        .describe('How many resumes match the filters; on the first page (no cursor) only.'),
    }),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
  suggestSkills: defineOperation({
    method: 'GET',
    path: '/v1/skills/suggest',
    summary: 'Skill names for autocomplete',
    description:
      'Skills of the taxonomy whose name or an alias starts with q (trimmed, any case), for the skill filter of ' +
      'GET /v1/resumes: an exact name or alias first ("k8s" gives Kubernetes), then names, then aliases that ' +
      "start with q, then names with a word that does; within each, the skills more of the organization's " +
      'resumes hold first. Each with its category, the alias that matched (when it was not the name) and how ' +
      'many resumes hold it. At most limit (default 10, at most 50).',
    tags: ['Resumes'],
    query: z.object({
      q: z.string().trim().min(1).max(100).describe('What the user typed so far.'),
      limit: z.number().int().min(1).max(50).default(10),
    }),
    output: z.object({ data: z.array(skillSuggestionSchema) }),
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
  resumeMatches: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}/matches',
    summary: 'The open jobs a resume fits best, with reasons',
    description:
      'Every open job the resume scores at least the match threshold for, best first, ties by job id: the reverse of ' +
      "GET /v1/jobs/{id}/matches (a resume is in an open job's matches exactly when the job is in the resume's). " +
      MATCHES_NOTE +
      '404 when the resume is unknown.',
    tags: ['Resumes'],
    params: idParams,
    query: resumeMatchesQuerySchema,
    output: matchPageOf(resumeMatchSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),
} satisfies Record<string, OperationSpec>;
