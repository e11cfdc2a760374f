import { z } from 'zod';
import { idString, pathId, shortText } from './common';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './pagination';

export const VERIFICATION_TYPES = ['work', 'education', 'social'] as const;
export const VERIFICATION_STATUSES = ['pending', 'complete', 'failed'] as const;
/**
 * How an entry was checked. The spec shows manual and automatic; document (a certificate,
 * payslip or diploma was seen) and reference (someone at the employer or school confirmed)
 * complete the set recruiters use.
 */
export const VERIFICATION_METHODS = ['manual', 'automatic', 'document', 'reference'] as const;

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
