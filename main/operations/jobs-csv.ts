import {
  type CsvRowProblem,
  type JobCreate,
  type JobsCsvMapping,
  MAX_JOBS_CSV_ROWS,
  MAX_REPORTED_ROW_PROBLEMS,
  ProblemError,
  REQUIRED_JOB_CSV_FIELDS,
  unprocessable,
} from '../contract';
import {
  CsvFormatError,
  type CsvJobRow,
  type JobsCsvReading,
  readJobsCsvIncrementally,
} from '../domain/jobs-csv';
import type { Handlers } from './handler';
import { indexJobs } from './jobs';

/**
 * Reads the CSV of a request: text that is not CSV is a 400 at /csv; a mapping naming a column the
 * header lacks is a 422 at /mapping/FIELD (the body is well formed, but does not fit this file).
 * Read in slices (readJobsCsvIncrementally): a 5 MiB export must not hold the serving thread.
 */
async function readRequestCsv(csv: string, mapping: JobsCsvMapping | undefined): Promise<JobsCsvReading> {
  let reading: JobsCsvReading;
  try {
    reading = await readJobsCsvIncrementally(csv, mapping);
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    throw new ProblemError(400, `The text is not valid CSV: ${error.message}`, {
      errors: [{ in: 'body', pointer: '/csv', detail: `not valid CSV: ${error.message}` }],
    });
  }
  if (reading.unknownColumns.length > 0) {
    const names = reading.unknownColumns.map((u) => `"${u.column}"`).join(', ');
    throw unprocessable(
      `The CSV has no column ${names}; its columns are ${reading.columns.join(', ')}.`,
      reading.unknownColumns.map((u) => ({
        in: 'body',
        pointer: `/mapping/${u.field}`,
        detail: `no column "${u.column}" in the CSV`,
      })),
    );
  }
  return reading;
}

/** What keeps this reading from being imported, as the user fixes it (in the mapping, or by splitting the file). */
function blockingReasons(reading: JobsCsvReading): Array<{ pointer: string; detail: string }> {
  const reasons = REQUIRED_JOB_CSV_FIELDS.filter((field) => reading.mapping[field] === null).map((field) => ({
    pointer: `/mapping/${field}`,
    detail: `no column is mapped to ${field}, which every job needs; choose the column that holds it`,
  }));
  if (reading.rows.length > MAX_JOBS_CSV_ROWS)
    reasons.push({
      pointer: '/csv',
      detail: `${reading.rows.length} rows; at most ${MAX_JOBS_CSV_ROWS} are imported at once, split the file`,
    });
  return reasons;
}

const problemsOf = (rows: CsvJobRow[]): CsvRowProblem[] =>
  rows.flatMap((row) => ('reason' in row ? [{ line: row.line, reason: row.reason }] : []));

export const jobsCsvHandlers: Handlers<'previewJobsCsv' | 'importJobsCsv'> = {
  async previewJobsCsv(_ctx, { body }) {
    const reading = await readRequestCsv(body.csv, body.mapping);
    const problems = problemsOf(reading.rows);
    return {
      columns: reading.columns,
      mapping: reading.mapping,
      rowCount: reading.rows.length,
      validCount: reading.rows.length - problems.length,
      sample: reading.rows
        .slice(0, body.sampleSize)
        .map((row) =>
          'job' in row ? { line: row.line, job: row.job } : { line: row.line, job: null, reason: row.reason },
        ),
      problems: problems.slice(0, MAX_REPORTED_ROW_PROBLEMS),
      blocking: blockingReasons(reading).map((r) => r.detail),
    };
  },

  async importJobsCsv(ctx, { body }) {
    const reading = await readRequestCsv(body.csv, body.mapping);
    const blocking = blockingReasons(reading);
    if (blocking.length > 0) {
      throw unprocessable(
        `The CSV cannot be imported: ${blocking.map((b) => b.detail).join('; ')}.`,
        blocking.map((b) => ({ in: 'body', ...b })),
      );
    }
    const jobs: JobCreate[] = reading.rows.flatMap((row) => ('job' in row ? [row.job] : []));
    const failed = problemsOf(reading.rows);
    // indexJobs writes them all in one transaction: an import is whole or not at all.
    const ids = jobs.length > 0 ? indexJobs(ctx, jobs).map((job) => job.id) : [];
    return {
      imported: ids.length,
      ids,
      failed: failed.slice(0, MAX_REPORTED_ROW_PROBLEMS),
      failedCount: failed.length,
    };
  },
};
