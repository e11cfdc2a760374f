import { z } from 'zod';
import { jobCreateSchema } from './job';

/**
 * Jobs from a spreadsheet export. The field list lives here, not in the domain, because the import
 * dialog offers one column choice per field and the renderer may only import the contract.
 */
export const JOB_CSV_FIELDS = [
  'title',
  'company',
  'employmentType',
  'postedAt',
  'description',
  'city',
  'region',
  'countryCode',
  'remote',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'requiredSkills',
  'niceToHaveSkills',
  'seniority',
  'status',
  'experience',
] as const;
export type JobCsvField = (typeof JOB_CSV_FIELDS)[number];

/** The one field a row cannot do without. */
export const REQUIRED_JOB_CSV_FIELDS: readonly JobCsvField[] = ['title'];

/** A CSV of at most 5 MiB and 5,000 rows: jobs are few, and one import is one transaction. */
export const MAX_JOBS_CSV_CHARS = 5 * 1024 * 1024;
export const MAX_JOBS_CSV_ROWS = 5000;
/** JSON escaping of quotes and line breaks can double the CSV's size in the request body. */
export const MAX_JOBS_CSV_BODY_BYTES = 2 * MAX_JOBS_CSV_CHARS + 64 * 1024;

/** Per field: a header column name, or null for "no column" (the field stays empty). */
export const jobsCsvMappingSchema = z
  .partialRecord(z.enum(JOB_CSV_FIELDS), z.string().trim().min(1).max(200).nullable())
  .describe(
    'Column per job field, by header name (case, spaces and punctuation ignored), or null for none. ' +
      'Fields left out are mapped by common column names.',
  )
  .meta({ id: 'JobsCsvMapping' });
export type JobsCsvMapping = z.infer<typeof jobsCsvMappingSchema>;

const csvText = z
  .string()
  .min(1, 'the CSV is empty')
  .max(MAX_JOBS_CSV_CHARS)
  .describe('The CSV text: a header row, then one job per row.');

export const jobsCsvPreviewRequestSchema = z
  .strictObject({
    csv: csvText,
    mapping: jobsCsvMappingSchema.optional(),
    sampleSize: z.number().int().min(1).max(50).default(5).describe('How many rows to show as jobs.'),
  })
  .meta({ id: 'JobsCsvPreviewRequest' });

export const jobsCsvImportRequestSchema = z
  .strictObject({ csv: csvText, mapping: jobsCsvMappingSchema.optional() })
  .meta({ id: 'JobsCsvImportRequest' });

export const csvRowProblemSchema = z.object({
  line: z.number().int().describe('1-based line of the row in the CSV text.'),
  reason: z
    .string()
    .describe('JSON Pointer into the job and what is wrong, e.g. "/title: a job needs a title".'),
});
export type CsvRowProblem = z.infer<typeof csvRowProblemSchema>;

const fullMappingSchema = z
  .record(z.enum(JOB_CSV_FIELDS), z.string().nullable())
  .describe('Every field with the header column it is read from, or null.');

/** At most this many row problems travel in an answer; the counts are always complete. */
export const MAX_REPORTED_ROW_PROBLEMS = 200;

export const jobsCsvPreviewSchema = z
  .object({
    columns: z.array(z.string()).describe('The header row.'),
    mapping: fullMappingSchema,
    rowCount: z.number().int().describe('Data rows in the CSV.'),
    validCount: z.number().int().describe('Rows that would be imported.'),
    sample: z
      .array(
        z.object({
          line: z.number().int(),
          job: jobCreateSchema
            .meta({ id: 'JobFromCsv' })
            .nullable()
            .describe('The job exactly as it would be imported; null when the row is not valid.'),
          reason: z.string().optional(),
        }),
      )
      .describe('The first sampleSize rows.'),
    problems: z.array(csvRowProblemSchema).describe(`Invalid rows (at most ${MAX_REPORTED_ROW_PROBLEMS}).`),
    blocking: z
      .array(z.string())
      .describe(
        'Why the CSV cannot be imported with this mapping (e.g. no title column); empty when it can.',
      ),
  })
  .meta({ id: 'JobsCsvPreview' });
export type JobsCsvPreview = z.infer<typeof jobsCsvPreviewSchema>;

export const jobsCsvImportResultSchema = z
  .object({
    imported: z.number().int(),
    ids: z.array(z.string()).describe('The new jobs, in row order.'),
    failed: z
      .array(csvRowProblemSchema)
      .describe(`Rows not imported (at most ${MAX_REPORTED_ROW_PROBLEMS}; failedCount counts all).`),
    failedCount: z.number().int(),
  })
  .meta({ id: 'JobsCsvImportResult' });
export type JobsCsvImportResult = z.infer<typeof jobsCsvImportResultSchema>;
