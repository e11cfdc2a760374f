import { JOB_CSV_FIELDS, type JobCsvField } from '../../../../main/contract';
import type { FullMapping } from './column-mapping';
import { FIELD_LABELS } from './field-labels';

/**
 * The CSV fields a JSON Pointer into the job comes from (the inverse of the service's
 * conversion, main/domain/jobs-csv.ts): /location/city from city, /salaryRange/min from
 * salaryMin, /requiredSkills/2 from requiredSkills, /salaryRange as a whole (min above max) from both
 * salary amounts.
 */
function fieldsOfPointer(pointer: string): JobCsvField[] {
  const [first, second] = pointer.split('/').slice(1);
  if (first === 'location' && second) return fieldsOfPointer(`/${second}`);
  if (first === 'salaryRange') {
    const part = { min: 'salaryMin', max: 'salaryMax', currency: 'salaryCurrency', period: 'salaryPeriod' }[
      second ?? ''
    ] as JobCsvField | undefined;
    return part ? [part] : ['salaryMin', 'salaryMax'];
  }
  return (JOB_CSV_FIELDS as readonly string[]).includes(first ?? '') ? [first as JobCsvField] : [];
}

const quoted = (column: string) => `“${column}”`;

/**
 * What is wrong with a row, as people read it: the service says "/title: a job needs a title" (a
 * pointer into the job, for programs); people read "column “Job Title”: a job needs a title",
 * naming the CSV's own column, or the field when no column feeds it.
 */
export function describeReason(
  reason: string,
  mapping: FullMapping | undefined,
): { where?: string; detail: string } {
  const match = /^(\/[^:]*|\(document\)): (.*)$/s.exec(reason);
  if (!match) return { detail: reason };
  const [, pointer, detail] = match;
  const fields = fieldsOfPointer(pointer);
  if (fields.length === 0) return { detail };
  const columns = fields.map((field) => mapping?.[field]);
  const where = columns.every((column): column is string => !!column)
    ? `${columns.length === 1 ? 'column' : 'columns'} ${columns.map(quoted).join(' and ')}`
    : fields.map((field) => FIELD_LABELS[field].toLowerCase()).join(' and ');
  return { where, detail };
}

/** "Line 4, column “Job Title”: a job needs a title". */
export function describeRowProblem(
  problem: { line: number; reason: string },
  mapping: FullMapping | undefined,
): string {
  const { where, detail } = describeReason(problem.reason, mapping);
  return where ? `Line ${problem.line}, ${where}: ${detail}` : `Line ${problem.line}: ${detail}`;
}
