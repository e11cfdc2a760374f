import { z } from 'zod';
import { idString, pathId, searchText, shortText } from './common';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageQueryShape } from './pagination';
import { VERIFICATION_METHODS, VERIFICATION_OUTCOMES } from './values';

export const VERIFICATION_TYPES = ['work', 'education', 'social'] as const;
export const VERIFICATION_STATUSES = ['pending', 'complete', 'failed'] as const;
export { VERIFICATION_METHODS };

const epochMs = z.number().int().describe('Milliseconds since the epoch (UTC)');

export const verificationSchema = z
  .object({
    id: idString('ver'),
    resumeId: z.string(),
    type: z.enum(VERIFICATION_TYPES),
    entryId: z
      .string()
      .describe('The __id of the work entry, education entry or personalInfo profile checked.'),
    verified: z.boolean(),
    status: z.enum(VERIFICATION_STATUSES),
    method: z.enum(VERIFICATION_METHODS),
    verifiedFields: z.array(z.string()).optional(),
    notes: z.string().optional(),
    createdAt: epochMs,
    updatedAt: epochMs,
    completedAt: epochMs.optional().describe('Present on complete records only.'),
  })
  .meta({ id: 'Verification' });
export type Verification = z.infer<typeof verificationSchema>;

const fieldNames = z.array(shortText(100).min(1)).max(50);

export const verificationCreateSchema = z
  .strictObject({
    resumeId: pathId,
    type: z.enum(VERIFICATION_TYPES),
    entryId: z.string().min(1).max(64),
    method: z.enum(VERIFICATION_METHODS),
    status: z.enum(VERIFICATION_STATUSES).default('pending').describe('pending unless given.'),
    verified: z.boolean().optional().describe('Default: true when status is complete, else false.'),
    verifiedFields: fieldNames.optional(),
    notes: shortText(5000).optional(),
  })
  .meta({ id: 'VerificationCreate' });
export type VerificationCreate = z.infer<typeof verificationCreateSchema>;

export const verificationPatchSchema = z
  .strictObject({
    status: z
      .enum(VERIFICATION_STATUSES)
      .optional()
      .describe('pending → complete or failed; both are final.'),
    verified: z.boolean().optional(),
    verifiedFields: fieldNames.optional(),
    notes: shortText(5000).optional(),
  })
  .meta({ id: 'VerificationPatch' });
export type VerificationPatch = z.infer<typeof verificationPatchSchema>;

/** ISO date (YYYY-MM-DD) or timestamp. */
const isoDateOrTime = z
  .string()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    {
      message: 'must be an ISO date (YYYY-MM-DD) or timestamp',
    },
  );

export const verificationSearchSchema = z.object({
  resumeId: z.string().min(1).max(64).describe('Required: the resume whose verifications to list.'),
  type: z.enum(VERIFICATION_TYPES).optional(),
  status: z.enum(VERIFICATION_STATUSES).optional(),
  from: isoDateOrTime
    .optional()
    .describe('Lower bound on createdAt, inclusive. A date means its first instant (UTC).'),
  to: isoDateOrTime
    .optional()
    .describe('Upper bound on createdAt, inclusive. A date means the whole day (UTC).'),
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().min(1).max(512).optional(),
});

export const verificationPageSchema = z
  .object({
    verifications: z.array(verificationSchema),
    nextCursor: z.string().nullable().describe('Send as cursor for the next page; null on the last page.'),
  })
  .meta({ id: 'VerificationPage' });

export { OUTCOME_LABELS, outcomeOf, VERIFICATION_OUTCOMES, type VerificationOutcome } from './values';

const nullableText = z.string().nullable();

/** A resume entry named by what it is, so nobody has to read an entry id. */
export const verificationEntrySchema = z
  .object({
    label: z
      .string()
      .describe(
        'work: "Position at Employer"; education: "Study type, area — Institution"; social: "Network @username"; ' +
          'an entry no longer in the resume: "Entry no longer in the resume".',
      ),
    dates: nullableText.describe('work and education: "start – end" (end "present" when absent); else null.'),
    url: nullableText,
    found: z.boolean().describe('false when the resume no longer has this entry (it was replaced since).'),
    employer: nullableText.optional(),
    position: nullableText.optional(),
    institution: nullableText.optional(),
    area: nullableText.optional(),
    studyType: nullableText.optional(),
    network: nullableText.optional(),
    username: nullableText.optional(),
  })
  .meta({ id: 'VerificationEntry' });
export type VerificationEntry = z.infer<typeof verificationEntrySchema>;

export const verificationQueueItemSchema = verificationSchema
  .extend({
    outcome: z.enum(VERIFICATION_OUTCOMES).describe('pending, failed, not_verified or verified.'),
    outcomeLabel: z.string().describe('Pending, Check failed, Not verified or Verified.'),
    candidate: z.object({ name: z.string(), resumeId: z.string() }),
    entry: verificationEntrySchema,
  })
  .meta({ id: 'VerificationQueueItem' });
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

export const verificationQueueQuerySchema = z.object({
  resumeId: z.string().min(1).max(64).optional().describe("Only this resume's verifications."),
  status: z.enum(VERIFICATION_STATUSES).optional(),
  type: z.enum(VERIFICATION_TYPES).optional(),
  outcome: z.enum(VERIFICATION_OUTCOMES).optional(),
  q: searchText().describe(
    "Text in the candidate's name or in the entry (employer, position, institution, area, study type, network, " +
      'username, URL), any case.',
  ),
  ...pageQueryShape,
});
