import { z } from 'zod';
import { email, idString, optionalUrl, phone, requiredText, shortText, timestampString } from './common';

const candidateProfileInput = z.strictObject({
  network: requiredText(100),
  username: shortText(200),
  url: optionalUrl,
});

export const candidateCreateSchema = z
  .strictObject({
    organizationId: requiredText(64).describe("Must be the caller's organization (else 403)."),
    memberId: requiredText(64).describe('A member of the organization (GET /v1/members); unknown: 422.'),
    name: requiredText(200).describe('Full name.'),
    firstName: requiredText(100).optional().describe('Overrides the first name parsed from name.'),
    lastName: requiredText(100).optional().describe('Overrides the last name parsed from name.'),
    email: email.describe('Unique per organization (a second candidate with it: 409).'),
    phone: phone.optional(),
    profiles: z.array(candidateProfileInput).max(50),
    resumeId: requiredText(64)
      .optional()
      .describe('Our addition: the resume this candidate was made from (a job shortlist); unknown: 422.'),
    jobId: requiredText(64)
      .optional()
      .describe('Our addition: the job this candidate was shortlisted for; unknown: 422.'),
  })
  .meta({ id: 'CandidateCreate' });
export type CandidateCreate = z.infer<typeof candidateCreateSchema>;

export const candidateSchema = z
  .object({
    id: idString('cand'),
    createdAt: timestampString,
    updatedAt: timestampString,
    organizationId: z.string(),
    memberId: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    profiles: z.array(
      z.object({ __id: z.string(), network: z.string(), username: z.string(), url: z.string() }),
    ),
    resumeId: z
      .string()
      .optional()
      .describe('The resume it was made from, when given and not deleted since (our addition).'),
    jobId: z
      .string()
      .optional()
      .describe('The job it was shortlisted for, when given and not deleted since (our addition).'),
  })
  .meta({ id: 'Candidate' });
export type Candidate = z.infer<typeof candidateSchema>;
