import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import { pathId } from '../schemas/common';
import { pageOf } from '../schemas/pagination';
import {
  createdRedactionSchema,
  redactionCreateSchema,
  redactionResultSchema,
  redactionSummarySchema,
} from '../schemas/redaction';
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
} satisfies Record<string, OperationSpec>;
