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

/** Parses CSV text into header and rows with their 1-based line numbers. */
export function readCsv(text: string): { header: string[]; rows: Array<{ line: number; cells: string[] }> } {
  const records = parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as Array<{
    record: string[];
    info: { lines: number };
  }>;
  const [first, ...rest] = records;
  return {
    header: first?.record ?? [],
    // csv-parse counts lines up to a record's end; a row is reported at the line it starts on.
    rows: rest.map((r) => ({ line: r.info.lines - lineBreaksIn(r.record), cells: r.record })),
  };
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

/**
 * A CSV of jobs read the one way the CLI, the API and the import dialog share: header mapped
 * (the user's mapping first), each row converted and validated against the contract, the line
 * number kept for reports. Throws CsvFormatError when the text is not CSV.
 */
export function readJobsCsv(text: string, userMapping: JobsCsvMapping = {}): JobsCsvReading {
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(text);
  } catch (error) {
    throw new CsvFormatError((error as Error).message);
  }
  const { columns, unknownColumns } = mapColumns(table.header, userMapping);
  const mapping = Object.fromEntries(
    JOB_CSV_FIELDS.map((field) => {
      const at = columns[field];
      return [field, at === undefined ? null : table.header[at]];
    }),
  ) as Record<JobCsvField, string | null>;
  const rows = table.rows.map(({ line, cells }): CsvJobRow => {
    const checked = checkJobInput(rowToJob(cells, columns));
    return 'job' in checked ? { line, job: checked.job } : { line, reason: checked.reason };
  });
  return { columns: table.header, mapping, unknownColumns, rows };
}
