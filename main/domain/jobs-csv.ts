import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { JOB_CSV_FIELDS, type JobCreate, type JobCsvField, type JobsCsvMapping } from '../contract';
import { checkJobInput } from './job-input';

// Jobs from a spreadsheet export: the header row is mapped to job fields by common column names
// (case, spaces and punctuation ignored), and a mapping given by the user (CLI --map field=Column,
// or the import dialog) takes precedence. Each data row becomes a job candidate for the contract's
// schema to validate; the line number travels with it for error reports. The field list is the
// contract's, so the dialog can offer it.
export { JOB_CSV_FIELDS, type JobCsvField };

const COMMON_NAMES: Record<JobCsvField, string[]> = {
  title: ['title', 'job title', 'position', 'role', 'job name', 'posting title'],
  company: ['company', 'company name', 'employer', 'organization', 'organisation'],
  employmentType: ['employment type', 'type', 'job type', 'contract type'],
  postedAt: ['posted at', 'posted', 'date posted', 'posting date', 'date', 'created', 'published'],
  description: ['description', 'job description', 'summary', 'details'],
  city: ['city', 'location', 'town'],
  region: ['region', 'state', 'province', 'county'],
  countryCode: ['country', 'country code'],
  remote: ['remote', 'work mode', 'workplace type', 'remote type'],
  salaryMin: ['salary min', 'min salary', 'minimum salary', 'salary from', 'pay min'],
  salaryMax: ['salary max', 'max salary', 'maximum salary', 'salary to', 'pay max'],
  salaryCurrency: ['currency', 'salary currency'],
  salaryPeriod: ['salary period', 'pay period', 'period', 'per'],
  requiredSkills: ['required skills', 'skills', 'must have', 'requirements', 'key skills'],
  niceToHaveSkills: [
    'nice to have',
    'nice to have skills',
    'preferred skills',
    'bonus skills',
    'desired skills',
  ],
  seniority: ['seniority', 'level', 'experience level', 'career level'],
  status: ['status', 'state of posting', 'open closed'],
  experience: ['experience', 'years of experience'],
};

const squash = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Header column index per field: the user's mapping first (a column name, or null for none), then
 * the common names for the fields the user left out, never taking a column already used.
 */
export function mapColumns(
  header: string[],
  userMapping: JobsCsvMapping = {},
): {
  columns: Partial<Record<JobCsvField, number>>;
  /** Fields the user mapped to a column the header does not have. */
  unknownColumns: Array<{ field: JobCsvField; column: string }>;
} {
  const index = new Map<string, number>();
  // The first of two columns with the same name wins, as people read a sheet left to right.
  header.forEach((h, i) => {
    if (!index.has(squash(h))) index.set(squash(h), i);
  });
  const columns: Partial<Record<JobCsvField, number>> = {};
  const unknownColumns: Array<{ field: JobCsvField; column: string }> = [];
  for (const field of JOB_CSV_FIELDS) {
    const wanted = userMapping[field];
    if (wanted === undefined || wanted === null) continue;
    const at = index.get(squash(wanted));
    if (at === undefined) unknownColumns.push({ field, column: wanted });
    else columns[field] = at;
  }
  const taken = new Set(Object.values(columns));
  for (const field of JOB_CSV_FIELDS) {
    if (userMapping[field] !== undefined) continue;
    const found = COMMON_NAMES[field].map((n) => index.get(n)).find((i) => i !== undefined && !taken.has(i));
    if (found !== undefined) {
      columns[field] = found;
      taken.add(found);
    }
  }
  return { columns, unknownColumns };
}

const list = (text: string | undefined) =>
  text
    ? text
        .split(/[;,|\n]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

const EMPLOYMENT = new Map(
  ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'].map((t) => [
    t.toLowerCase().replace(/[^a-z]/g, ''),
    t,
  ]),
);
const PERIOD: Record<string, string> = {
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  month: 'month',
  monthly: 'month',
  week: 'week',
  weekly: 'week',
  day: 'day',
  daily: 'day',
  hour: 'hour',
  hourly: 'hour',
};

/** A date or timestamp cell as the ISO timestamp the contract wants; unparseable text is passed on for validation to refuse. */
function timestamp(text: string): string {
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(t) ? text : new Date(t).toISOString();
}

const number = (text: string | undefined) => (text ? Number(text.replace(/[^0-9.-]/g, '')) : undefined);

/** One row as a job candidate (not yet validated): only the cells that have a value. */
export function rowToJob(
  row: string[],
  columns: Partial<Record<JobCsvField, number>>,
): Record<string, unknown> {
  const cell = (field: JobCsvField) => {
    const at = columns[field];
    const value = at === undefined ? undefined : row[at]?.trim();
    return value ? value : undefined;
  };
  const job: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined) job[key] = value;
  };
  set('title', cell('title'));
  set('company', cell('company'));
  const type = cell('employmentType');
  set(
    'employmentType',
    type ? (EMPLOYMENT.get(type.toLowerCase().replace(/[^a-z]/g, '')) ?? type) : undefined,
  );
  const posted = cell('postedAt');
  set('postedAt', posted ? timestamp(posted) : undefined);
  set('description', cell('description'));
  if (cell('city') || cell('region') || cell('countryCode')) {
    job.location = Object.fromEntries(
      [
        ['city', cell('city')],
        ['region', cell('region')],
        ['countryCode', cell('countryCode')],
      ].filter(([, v]) => v !== undefined),
    );
  }
  const remote = cell('remote')?.toLowerCase();
  set(
    'remote',
    remote
      ? /^(yes|true|full|remote|fully remote)$/.test(remote)
        ? 'Full'
        : /hybrid/.test(remote)
          ? 'Hybrid'
          : 'None'
      : undefined,
  );
  const min = number(cell('salaryMin'));
  const max = number(cell('salaryMax'));
  if (min !== undefined || max !== undefined) {
    const period = cell('salaryPeriod')?.toLowerCase();
    job.salaryRange = {
      min: min ?? max,
      max: max ?? min,
      currency: (cell('salaryCurrency') ?? 'USD').toUpperCase(),
      period: period ? (PERIOD[period] ?? period) : 'year',
    };
  }
  set('requiredSkills', list(cell('requiredSkills')));
  set('niceToHaveSkills', list(cell('niceToHaveSkills')));
  const seniority = cell('seniority');
  set(
    'seniority',
    seniority ? seniority.charAt(0).toUpperCase() + seniority.slice(1).toLowerCase() : undefined,
  );
  set('status', cell('status')?.toLowerCase());
  set('experience', cell('experience'));
  return job;
}

const lineBreaksIn = (cells: string[]) => cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

const CSV_OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true, info: true } as const;

/**
 * The line break that ends the CSV's records: the first one outside quotes, CRLF before LF before
 * CR, as csv-parse's own detection picks it ("\n" when there is none). Given to csv-parse instead of
 * left to that detection, which builds three Buffers for every character of the first record: a
 * 1 MiB text without a line break took ~530 ms to parse instead of ~80 ms (the fuzz suite's slowest
 * answer, over its 1 s bound on a loaded machine).
 */
export function recordDelimiterOf(text: string): string {
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x22) quoted = !quoted;
    else if (quoted) continue;
    else if (code === 0x0a) return '\n';
    else if (code === 0x0d) return text.charCodeAt(at + 1) === 0x0a ? '\r\n' : '\r';
  }
  return '\n';
}

const csvOptions = (text: string) => ({ ...CSV_OPTIONS, record_delimiter: recordDelimiterOf(text) });

type CsvRecord = { record: string[]; info: { lines: number } };
type CsvTable = { header: string[]; rows: Array<{ line: number; cells: string[] }> };

function toTable(records: CsvRecord[]): CsvTable {
  const [first, ...rest] = records;
  return {
    header: first?.record ?? [],
    // csv-parse counts lines up to a record's end; a row is reported at the line it starts on.
    rows: rest.map((r) => ({ line: r.info.lines - lineBreaksIn(r.record), cells: r.record })),
  };
}

/** Parses CSV text into header and rows with their 1-based line numbers. */
export function readCsv(text: string): CsvTable {
  return toTable(parse(text, csvOptions(text)) as unknown as CsvRecord[]);
}

/** Gives the event loop a turn (timers, sockets, the window's IPC) before the next slice of work. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Bytes parsed per turn by readCsvIncrementally: csv-parse reads about 5–10 MB/s of job rows, so a
 * slice is a few milliseconds of CPU, far under the ~50 ms a turn may take.
 */
const CSV_SLICE_BYTES = 32 * 1024;

/**
 * readCsv in slices, giving the event loop a turn between them: a 5 MiB export parsed at once
 * holds the serving thread (the window, every /v1 client) for about a second. csv-parse's stream
 * parser keeps its state across slices, so a field or a multi-byte character cut by a slice
 * boundary reads the same as in one piece.
 */
export async function readCsvIncrementally(text: string): Promise<CsvTable> {
  const bytes = Buffer.from(text);
  async function* slices() {
    for (let at = 0; at < bytes.length; at += CSV_SLICE_BYTES) {
      yield bytes.subarray(at, at + CSV_SLICE_BYTES);
      await nextTurn();
    }
  }
  const records: CsvRecord[] = [];
  await pipeline(
    Readable.from(slices(), { objectMode: false }),
    parseStream(csvOptions(text)),
    async (source) => {
      for await (const record of source) records.push(record as CsvRecord);
    },
  );
  return toTable(records);
}

/** The CSV text could not be read as CSV at all (an unclosed quote, say). */
export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
}

export type CsvJobRow = { line: number; job: JobCreate } | { line: number; reason: string };

export interface JobsCsvReading {
  /** The header row. */
  columns: string[];
  /** Every field with the header column it is read from, or null. */
  mapping: Record<JobCsvField, string | null>;
  /** Fields the user mapped to a column the header does not have. */
  unknownColumns: Array<{ field: JobCsvField; column: string }>;
  /** Every data row, as a valid job or with the reason it is not one. */
  rows: CsvJobRow[];
}

function mappingOf(header: string[], userMapping: JobsCsvMapping) {
  const { columns, unknownColumns } = mapColumns(header, userMapping);
  const mapping = Object.fromEntries(
    JOB_CSV_FIELDS.map((field) => {
      const at = columns[field];
      return [field, at === undefined ? null : header[at]];
    }),
  ) as Record<JobCsvField, string | null>;
  return { columns, unknownColumns, mapping };
}

function readRow(
  { line, cells }: { line: number; cells: string[] },
  columns: Partial<Record<JobCsvField, number>>,
): CsvJobRow {
  const checked = checkJobInput(rowToJob(cells, columns));
  return 'job' in checked ? { line, job: checked.job } : { line, reason: checked.reason };
}

/**
 * A CSV of jobs read the one way the CLI, the API and the import dialog share: header mapped
 * (the user's mapping first), each row converted and validated against the contract, the line
 * number kept for reports. Throws CsvFormatError when the text is not CSV.
 */
export function readJobsCsv(text: string, userMapping: JobsCsvMapping = {}): JobsCsvReading {
  let table: CsvTable;
  try {
    table = readCsv(text);
  } catch (error) {
    throw new CsvFormatError((error as Error).message);
  }
  const { columns, unknownColumns, mapping } = mappingOf(table.header, userMapping);
  const rows = table.rows.map((row) => readRow(row, columns));
  return { columns: table.header, mapping, unknownColumns, rows };
}

/** Milliseconds of row validation between two turns of the event loop in readJobsCsvIncrementally. */
const ROWS_SLICE_MS = 10;

/**
 * readJobsCsv for the serving thread (the API, the window's import dialog): the same reading, with
 * the parse and the validation of the rows (zod, a few hundred microseconds a row) cut into slices
 * with a turn of the event loop between them, so a large export never holds the thread for long.
 */
export async function readJobsCsvIncrementally(
  text: string,
  userMapping: JobsCsvMapping = {},
): Promise<JobsCsvReading> {
  let table: CsvTable;
  try {
    table = await readCsvIncrementally(text);
  } catch (error) {
    throw new CsvFormatError((error as Error).message);
  }
  const { columns, unknownColumns, mapping } = mappingOf(table.header, userMapping);
  const rows: CsvJobRow[] = [];
  let sliceStart = performance.now();
  for (const row of table.rows) {
    rows.push(readRow(row, columns));
    if (performance.now() - sliceStart > ROWS_SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return { columns: table.header, mapping, unknownColumns, rows };
}
