import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import { pathId } from '../schemas/common';
import { pageOf } from '../schemas/pagination';
import {
  createdRedactionSchema,
  REDACTION_EXPORT_FORMATS,
  redactionCreateSchema,
  redactionResultSchema,
  redactionSummarySchema,
} from '../schemas/redaction';
import { fileResponseSchema } from '../schemas/resume-review';
import { idParams, PAGINATION_NOTE, pageQuery } from './shared';

/** PII-redacted copies of resumes. */
export const redactionsOperations = {
  createRedaction: defineOperation({
    method: 'POST',
    path: '/v1/resumes/{id}/redactions',
    summary: 'Create a PII-redacted copy of a resume',
    description:
      'Redacts and stores a copy; a redaction never changes afterwards. profile standard (default) replaces identity and ' +
      'contact data: personalInfo name, email, phone, url, image, location, address; profile usernames and URLs; ' +
      "references' names and contacts; and in all free text (summaries, highlights, descriptions, courses, reference " +
      "texts) only the sensitive spans: e-mail addresses, phone numbers, URLs and domains, @handles, the candidate's and " +
      "referees' names, street addresses, postcodes, dates of birth and ages; and, without being told, anyone's name " +
      '(given-name and surname gazetteers of many locales with capitals, titles and cues), international street ' +
      'addresses to their postcode and city, phones in every form, IBANs (checksum), payment cards (Luhn), IP ' +
      'addresses and national identifiers after a cue. profile blind also replaces employer, ' +
      'school and volunteer organization names, work locations and URLs; every employer, school, organisation and place ' +
      'those fields name, wherever free text or a label repeats it (whole name in any case, without its legal form, and ' +
      'its distinctive words when capitalized: "Arcadia" for "Arcadia Technologies GmbH", never generic words such as ' +
      '"Global", "Solutions" or "University"); every education date (start and end: the graduation year reveals age and ' +
      'says nothing about the job) while every work, volunteer, project, certificate, award and publication date stays ' +
      '(experience and recency are job-relevant); and gendered words. Under both profiles a URL field that is the ' +
      "candidate's own site or account (a declared username, the joined name or a name part in its host or path: " +
      '"doe.ai/projects/x", "github.com/jdoe42/tool") is replaced whole. redact adds paths to replace whole, keep ' +
      "exempts paths (a kept employer is not searched for either). The answer is the spec's Redaction result plus id, " +
      'profile and createdAt. Unknown resume: 404; a malformed path: 400.',
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
  exportRedaction: defineOperation({
    method: 'GET',
    path: '/v1/resumes/{id}/redactions/{redactionId}/export',
    summary: 'A redaction as a PDF or Word file to share',
    description:
      'The blind review packet recruiters send to hiring managers: the stored redacted copy laid out as a document, ' +
      'format pdf (default, A4, DejaVu Sans embedded: Latin, Greek, Cyrillic and more; a resume with Chinese, Japanese, ' +
      'Korean, Indic or Thai text gets a note on top that points to the DOCX, as the PDF cannot draw those) or docx. Built offline from the stored redaction only, so the ' +
      'file holds no original value: its text is the redacted copy, and its metadata (PDF Title, Author, Subject, ' +
      'Creator, Producer; DOCX title, subject, creator, last modified by) names the redaction, never the candidate. ' +
      'The file name (Content-Disposition) is blind-review-<redaction id> or redacted-resume-<redaction id>. Unknown ' +
      'resume or redaction: 404; another format: 400.',
    tags: ['Redactions'],
    params: z.object({
      id: pathId.describe('Resume identifier'),
      redactionId: pathId.describe('Redaction identifier'),
    }),
    query: z.object({
      format: z.enum(REDACTION_EXPORT_FORMATS).default('pdf').describe('pdf or docx.'),
    }),
    output: fileResponseSchema,
    responseType: 'file',
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
} satisfies Record<string, OperationSpec>;
