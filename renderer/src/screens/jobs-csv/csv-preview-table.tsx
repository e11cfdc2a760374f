import type { JobsCsvPreview } from '../../../../main/contract';

type Sample = JobsCsvPreview['sample'][number];
type Job = NonNullable<Sample['job']>;

const where = (job: Job) =>
  job.remote === 'Full'
    ? 'Remote'
    : [job.location?.city, job.location?.region, job.location?.countryCode].filter(Boolean).join(', ');

const salary = (job: Job) =>
  job.salaryRange
    ? `${job.salaryRange.min.toLocaleString()}–${job.salaryRange.max.toLocaleString()} ${job.salaryRange.currency} / ${job.salaryRange.period}`
    : '';

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
export function CsvPreviewTable({ sample }: { sample: Sample[] }) {
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
                Not imported: {row.reason}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
