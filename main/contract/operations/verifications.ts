import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import { pageOf } from '../schemas/pagination';
import {
  verificationCreateSchema,
  verificationPageSchema,
  verificationPatchSchema,
  verificationQueueItemSchema,
  verificationQueueQuerySchema,
  verificationSchema,
  verificationSearchSchema,
} from '../schemas/verification';
import { idParams } from './shared';

/** Verifications of resume entries. */
export const verificationsOperations = {
  createVerification: defineOperation({
    method: 'POST',
    path: '/v1/verifications',
    summary: 'Record a verification of a resume entry',
    description:
      'entryId must be the __id of an entry of that type in that resume: a work entry (type work), an education entry ' +
      '(education) or a personalInfo profile (social); otherwise 422. Unknown resume: 404. status starts pending unless ' +
      'given; complete sets completedAt and verified (default true); failed sets verified false and no completedAt. ' +
      'Methods: manual, automatic, document (a document was seen), reference (someone confirmed). An entry has at ' +
      'most one automatic record, kept by POST /v1/resumes/{id}/verifications/auto: a second one is a 409.',
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

  verificationQueue: defineOperation({
    method: 'GET',
    path: '/v1/verification-queue',
    summary: "The organization's verifications to work through, pending first",
    description:
      'Not in the spec (its search needs one resumeId): every recorded verification of the organization, across ' +
      'resumes, pending first, then failed, then complete, newest first within each. Each item is the Verification ' +
      'plus outcome (pending, failed, not_verified, verified) and its label (Pending, Check failed, Not verified, ' +
      "Verified), the candidate's name and resume id, and the entry named by what it is (work: position, employer and " +
      'dates; education: study type, area, institution and dates; social: network, username and URL; found false ' +
      'when the resume no longer has the entry). Filters, combined with AND: resumeId, status, type, outcome, q (text in the ' +
      "candidate's name or the entry's names as recorded, any case). The queue lists recorded checks only: an entry " +
      'never checked appears once the automatic checks ran on its resume or a check was recorded. Settle a pending ' +
      'item with PATCH /v1/verifications/{id}; a failed one is final, so a decision on it is a manual check of the ' +
      'same entry (POST /v1/verifications). Newest first means newest recorded (by id). Envelope {data, ' +
      'pagination} like the other lists; the path is not ' +
      '/v1/verifications/queue so that it can never be read as a verification id.',
    tags: ['Verifications'],
    query: verificationQueueQuerySchema,
    output: pageOf(verificationQueueItemSchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
  }),

  runAutomaticVerifications: defineOperation({
    method: 'POST',
    path: '/v1/resumes/{id}/verifications/auto',
    summary: "Run the offline automatic checks on a resume's entries",
    description:
      'Keeps one verification with method automatic per work entry, education entry and social profile: the first ' +
      'run records it, a later run updates that record in place (same id and createdAt; status, verified, ' +
      'verifiedFields, notes and updatedAt follow the new result), never a second row. Records of other methods are ' +
      'left as they are; the automatic record of an entry the resume no longer has is removed. One transaction. verification.completed is sent when an entry becomes complete or its ' +
      'verified value changes, not on every re-run. Each result is complete ' +
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
} satisfies Record<string, OperationSpec>;
