import { defineOperation, type OperationSpec } from '../operation';
import { candidateCreateSchema, candidateSchema } from '../schemas/candidate';
import { pageOf } from '../schemas/pagination';
import { idParams, PAGINATION_NOTE, pageQuery } from './shared';

/** Candidate profiles. */
export const candidatesOperations = {
  createCandidate: defineOperation({
    method: 'POST',
    path: '/v1/candidates',
    summary: 'Create a candidate profile',
    description:
      "Creates a candidate. organizationId must be the caller's organization (403 otherwise); memberId must be a " +
      'member of it (422 otherwise). firstName and lastName are parsed from name (a "Last, First" form is understood; ' +
      'titles such as Dr. and suffixes such as Jr. are not names) unless given. Each profile gets an __id. ' +
      'An e-mail already used by another candidate of the organization is a 409. Our addition: resumeId and jobId ' +
      '(optional) link the candidate to the resume it was made from and the job it was shortlisted for, as the job ' +
      "page's shortlist does; an unknown one is a 422. The spec's Candidate fields are unchanged; a deleted resume " +
      'or job drops the link, not the candidate.',
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
} satisfies Record<string, OperationSpec>;
