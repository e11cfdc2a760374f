import fs from 'node:fs';
import path from 'node:path';
import type { JobCreate, JobsCsvMapping } from '../../contract';
import { checkJobInput } from '../../domain/job-input';
import { CsvFormatError, type JobsCsvReading, readJobsCsv } from '../../domain/jobs-csv';
import type { OperationContext } from '../../operations';
import { indexJobs } from '../../operations/jobs';
import type { Progress } from '../progress';
import { documentsOf, type ReadProblem } from '../read-documents';
import { BATCH, type Tally } from './import';

// `talent import jobs`: loaded only for jobs, so a resume import's writing thread does not load
// the job code (and the taxonomy it derives job skills with).

/**
 * A CSV file's rows as jobs, read as the API's POST /v1/jobs/csv reads them (readJobsCsv: the
 * user's --map first, then common column names); a file-level problem ends the file.
 */
function csvJobs(
  file: string,
  mapping: JobsCsvMapping,
): Array<{ where: string; job: JobCreate } | ReadProblem> {
  let reading: JobsCsvReading;
  try {
    reading = readJobsCsv(fs.readFileSync(file, 'utf8'), mapping);
  } catch (error) {
    const reason =
      error instanceof CsvFormatError
        ? `not valid CSV (${error.message})`
        : `cannot read: ${(error as Error).message}`;
    return [{ where: file, reason }];
  }
  const columns = reading.columns.join(', ');
  if (reading.unknownColumns.length) {
    const asked = reading.unknownColumns.map((u) => `${u.field}=${u.column}`).join(', ');
    return [{ where: file, reason: `no column for --map ${asked} (columns: ${columns})` }];
  }
  if (reading.mapping.title === null)
    return [
      { where: file, reason: `no title column; name it with --map title=COLUMN (columns: ${columns})` },
    ];
  return reading.rows.map((row) =>
    'job' in row
      ? { where: `${file}:${row.line}`, job: row.job }
      : { where: `${file}:${row.line}`, reason: row.reason },
  );
}

/** The jobs of a JSON file (one document, an array, or NDJSON), each validated. */
function* jsonJobs(file: string): Generator<{ where: string; job: JobCreate } | ReadProblem> {
  for (const found of documentsOf(file)) {
    if ('problem' in found) {
      yield found.problem;
      continue;
    }
    const { where, text } = found.document;
    let value = found.document.value;
    try {
      if (text !== undefined) value = JSON.parse(text);
    } catch (error) {
      yield { where, reason: `not valid JSON (${(error as Error).message})` };
      continue;
    }
    const checked = checkJobInput(value);
    yield 'job' in checked ? { where, job: checked.job } : { where, reason: checked.reason };
  }
}

/** Jobs are few: validated and written here, a batch per transaction. */
export function importJobs(
  ctx: OperationContext,
  files: string[],
  tally: Tally,
  progress: Progress,
  mapping: JobsCsvMapping,
) {
  let pending: JobCreate[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    indexJobs(ctx, pending);
    tally.imported += pending.length;
    pending = [];
    progress.update(tally.imported);
  };
  for (const file of files) {
    const found = path.extname(file).toLowerCase() === '.csv' ? csvJobs(file, mapping) : jsonJobs(file);
    for (const item of found) {
      if ('reason' in item) {
        tally.problems.push(item);
        continue;
      }
      pending.push(item.job);
      if (pending.length >= BATCH) flush();
    }
  }
  flush();
}
