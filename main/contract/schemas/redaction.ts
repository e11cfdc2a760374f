import { z } from 'zod';
import { idString, timestampString } from './common';
import { redactedDocumentSchema } from './resume';

export const REDACTION_PROFILES = ['standard', 'blind'] as const;
export const REDACTION_EXPORT_FORMATS = ['pdf', 'docx'] as const;

const fieldPath = z
  .string()
  .min(1)
  .max(300)
  .describe('A path in the spec forms: section.field, section[<entry_id>].field or section[].field.');

export const redactionCreateSchema = z
  .strictObject({
    profile: z
      .enum(REDACTION_PROFILES)
      .default('standard')
      .describe(
        'standard: identity and contact data. blind: also what reveals identity or invites bias (employers, schools, ' +
          'locations, age-revealing dates, URLs, gendered words).',
      ),
    redact: z.array(fieldPath).max(200).optional().describe('Further values to replace whole.'),
    keep: z
      .array(fieldPath)
      .max(200)
      .optional()
      .describe('Values to leave as they are (redact wins when both match).'),
  })
  .meta({ id: 'RedactionCreate' });
export type RedactionCreate = z.infer<typeof redactionCreateSchema>;

/** Exactly the spec's Redaction result. */
export const redactionResultSchema = z
  .object({
    resumeId: z.string(),
    redactedFields: z
      .array(z.string())
      .describe('Paths of redacted values: personalInfo.email, work[<entry_id>].company, section[].field.'),
    redactionSummary: z.object({
      total: z.number().int().describe('Equals the sum of the bySection values.'),
      bySection: z.record(z.string(), z.number().int()),
    }),
    redactedResume: redactedDocumentSchema
      .extend({ id: z.string() })
      .describe('The resume with redacted values replaced by the literal string [REDACTED].'),
  })
  .meta({ id: 'RedactionResult' });
export type RedactionResult = z.infer<typeof redactionResultSchema>;

/** What POST answers: the result plus the identifier to fetch it again (also in Location). */
export const createdRedactionSchema = redactionResultSchema
  .extend({
    id: idString('red'),
    profile: z.enum(REDACTION_PROFILES),
    createdAt: timestampString,
  })
  .meta({ id: 'CreatedRedaction' });

export const redactionSummarySchema = z
  .object({
    id: idString('red'),
    resumeId: z.string(),
    profile: z.enum(REDACTION_PROFILES),
    total: z.number().int(),
    createdAt: timestampString,
  })
  .meta({ id: 'RedactionSummary' });
