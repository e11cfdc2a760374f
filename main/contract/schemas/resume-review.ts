import { z } from 'zod';
import { resumeSourceSchema } from './resume';

/**
 * The review of a resume imported from a file: what the parser was unsure of, with the text it
 * read, so a recruiter can check the parsed fields against the original and correct them.
 */

export { LOW_CONFIDENCE } from './values';

export const resumeIntakeSchema = resumeSourceSchema
  .omit({ confidence: true })
  .extend({
    resumeId: z.string(),
    contentType: z.string().describe('The media type GET /v1/resumes/{id}/file answers with.'),
    importedAt: z.string().describe('When the file was imported (ISO 8601).'),
    fields: z
      .array(
        z.object({
          path: z
            .string()
            .describe(
              'The field in the stored resume: personalInfo.email, work[0].company, education[1].startDate...',
            ),
          confidence: z.number().min(0).max(1),
        }),
      )
      .describe(
        'Parsed fields with the confidence of the parser (1 once a recruiter corrected the field), least sure first.',
      ),
    text: z.string().describe('The text the parser read from the file.'),
  })
  .meta({ id: 'ResumeIntake' });
export type ResumeIntake = z.infer<typeof resumeIntakeSchema>;

/** A file answer (responseType 'file'): over HTTP the bytes are the body. */
export const fileResponseSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  data: z.instanceof(Uint8Array),
});
export type FileResponse = z.infer<typeof fileResponseSchema>;
