import { useEffect, useState } from 'react';
import {
  type JobCsvField,
  type JobsCsvImportResult,
  MAX_JOBS_CSV_CHARS,
  type Problem,
} from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { Dialog } from '../../components/dialog';
import { Loading, ProblemMessage } from '../../components/status';
import { formatCount, plural } from '../../format';
import { ColumnMapping, type FullMapping } from './column-mapping';
import { CsvPreviewTable } from './csv-preview-table';
import { describeRowProblem } from './row-problem';

const SAMPLE_SIZE = 5;

/** Reads the file once; a CSV over the operation's limit is refused here, before it is sent. */
function useCsvText(file: File): { csv?: string; problem?: Problem } {
  const [read, setRead] = useState<{ csv?: string; problem?: Problem }>({});
  useEffect(() => {
    let live = true;
    file.text().then(
      (csv) => {
        if (!live) return;
        if (csv.length > MAX_JOBS_CSV_CHARS)
          setRead({
            problem: {
              type: 'urn:talent-index:problem:client',
              title: 'The file is too large',
              status: 0,
              detail: `${file.name} is over ${MAX_JOBS_CSV_CHARS / 1024 / 1024} MiB; split it into smaller files.`,
            },
          });
        else setRead({ csv });
      },
      (error: Error) =>
        live &&
        setRead({
          problem: {
            type: 'urn:talent-index:problem:client',
            title: 'The file could not be read',
            status: 0,
            detail: error.message,
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [file]);
  return read;
}

function ProblemLines({
  problems,
  total,
  mapping,
}: {
  problems: Array<{ line: number; reason: string }>;
  total: number;
  mapping: FullMapping | undefined;
}) {
  if (total === 0) return null;
  return (
    <details open>
      <summary>
        {plural(total, 'row')} will not be imported
        {problems.length < total ? ` (the first ${formatCount(problems.length)} listed)` : ''}
      </summary>
      <ul className="errors">
        {problems.map((p) => (
          <li key={p.line}>{describeRowProblem(p, mapping)}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A CSV of jobs: the user checks and adjusts which column feeds each job field, sees the first rows
 * as the jobs they will become (the service previews with the very reading it imports with), then
 * imports. Rows with problems are listed by line and skipped; the rest is imported at once.
 */
export function CsvImportDialog({
  file,
  onClose,
  onImported,
}: {
  file: File;
  onClose: () => void;
  onImported: () => void;
}) {
  const client = useClient();
  const read = useCsvText(file);
  // Undefined until the user changes a column: until then the service's detected mapping applies.
  const [chosen, setChosen] = useState<FullMapping>();
  const preview = useOperation(
    'previewJobsCsv',
    read.csv === undefined ? null : { body: { csv: read.csv, mapping: chosen, sampleSize: SAMPLE_SIZE } },
  );
  const action = useAction();
  const [result, setResult] = useState<JobsCsvImportResult>();
  const mapping = chosen ?? preview.data?.mapping;

  const change = (field: JobCsvField, column: string | null) => {
    if (mapping) setChosen({ ...mapping, [field]: column });
  };
  const importJobs = async () => {
    if (read.csv === undefined || !mapping) return;
    const csv = read.csv;
    const done = await action.run(() => client.invoke('importJobsCsv', { body: { csv, mapping } }));
    if (done) {
      setResult(done);
      onImported();
    }
  };

  if (result) {
    return (
      <Dialog title={`Import jobs from ${file.name}`} onClose={onClose} wide>
        <p role="status">
          Imported {plural(result.imported, 'job')}
          {result.failedCount ? `; ${plural(result.failedCount, 'row')} skipped.` : '.'}
        </p>
        <ProblemLines problems={result.failed} total={result.failedCount} mapping={mapping} />
        <div className="form-footer">
          <button type="button" className="primary" onClick={onClose}>
            Done
          </button>
        </div>
      </Dialog>
    );
  }

  const data = preview.data;
  const blocked = !data || data.blocking.length > 0 || data.validCount === 0;
  return (
    <Dialog title={`Import jobs from ${file.name}`} onClose={onClose} wide>
      <ProblemMessage problem={read.problem ?? preview.problem} />
      {!data && !read.problem && !preview.problem && <Loading what="Reading the CSV" />}
      {data && mapping && (
        <>
          <p className="muted" aria-live="polite">
            {plural(data.rowCount, 'row')}: {formatCount(data.validCount)} will be imported
            {data.rowCount > data.validCount
              ? `, ${formatCount(data.rowCount - data.validCount)} with problems`
              : ''}
            .{preview.loading ? ' Updating…' : ''}
          </p>
          <ColumnMapping columns={data.columns} mapping={mapping} onChange={change} />
          {data.blocking.map((reason) => (
            <p key={reason} className="problem" role="alert">
              <strong>Cannot import yet</strong> — {reason}
            </p>
          ))}
          <h3>Preview</h3>
          {data.sample.length > 0 ? (
            <CsvPreviewTable sample={data.sample} mapping={mapping} />
          ) : (
            <p>The CSV has no rows.</p>
          )}
          <ProblemLines problems={data.problems} total={data.rowCount - data.validCount} mapping={mapping} />
        </>
      )}
      <div className="form-footer">
        <ProblemMessage problem={action.problem} />
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          disabled={blocked || preview.loading || action.busy}
          onClick={() => void importJobs()}
        >
          {data && !blocked ? `Import ${plural(data.validCount, 'job')}` : 'Import'}
        </button>
      </div>
    </Dialog>
  );
}
