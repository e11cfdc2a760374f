import type { JobsCsvPreview } from '../../../../main/contract';
import { formatCount } from '../../format';
import type { FullMapping } from './column-mapping';
import { describeReason } from './row-problem';

type Sample = JobsCsvPreview['sample'][number];
type Job = NonNullable<Sample['job']>;

const where = (job: Job) =>
  job.remote === 'Full'
    ? 'Remote'
    : [job.location?.city, job.location?.region, job.location?.countryCode].filter(Boolean).join(', ');

const salary = (job: Job) =>
  job.salaryRange
    ? `${formatCount(job.salaryRange.min)}–${formatCount(job.salaryRange.max)} ${job.salaryRange.currency} / ${job.salaryRange.period}`
    : '';

/** "column “Job Title”: a job needs a title" (the line is in the row's first cell). */
function notImported(reason: string, mapping: FullMapping | undefined): string {
  const { where, detail } = describeReason(reason, mapping);
  return where ? `${where}: ${detail}` : detail;
}

const COLUMNS: Array<[heading: string, value: (job: Job) => string]> = [
  ['Title', (job) => job.title],
  ['Company', (job) => job.company ?? ''],
  ['Location', where],
  ['Type', (job) => job.employmentType ?? ''],
  ['Seniority', (job) => job.seniority ?? ''],
  ['Salary', salary],
  ['Required skills', (job) => (job.requiredSkills ?? []).join(', ')],
  ['Status', (job) => job.status],
  ['Posted', (job) => (job.postedAt ? new Date(job.postedAt).toLocaleDateString() : 'on import')],
];

/** The first rows exactly as they would be imported; a row that would not is shown with its reason. */
export function CsvPreviewTable({ sample, mapping }: { sample: Sample[]; mapping: FullMapping | undefined }) {
  return (
    <table className="table compact csv-preview" aria-label="Preview of the first rows">
      <thead>
        <tr>
          <th scope="col">Line</th>
          {COLUMNS.map(([heading]) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sample.map((row) => (
          <tr key={row.line} className={row.job ? undefined : 'invalid'}>
            <td>{row.line}</td>
            {row.job ? (
              COLUMNS.map(([heading, value]) => <td key={heading}>{value(row.job as Job) || '—'}</td>)
            ) : (
              <td colSpan={COLUMNS.length} className="field-error">
                Not imported: {notImported(row.reason ?? '', mapping)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
