import { useCallback, useMemo, useState } from 'react';
import { type Job, jobCreateSchema } from '../../../main/contract';
import { documentImport } from '../api/batch-import';
import { useClient } from '../api/client';
import { useFileImport } from '../api/use-file-import';
import { usePagedList } from '../api/use-paged-list';
import { useFileDrop } from '../components/file-drop';
import { ImportButton, ImportStatus } from '../components/file-import';
import { EmptyState, Loading, ProblemMessage } from '../components/status';
import { href } from '../router';
import { JobActions } from './job-actions';
import { JobForm } from './job-form';
import { CsvImportDialog } from './jobs-csv/csv-import-dialog';

type StatusFilter = 'open' | 'closed' | 'all';

function JobRow({ job, onEdit, onChanged }: { job: Job; onEdit: () => void; onChanged: () => void }) {
  const where =
    job.remote === 'Full'
      ? 'Remote'
      : [job.location?.city, job.location?.countryCode].filter(Boolean).join(', ');
  return (
    <tr>
      <td>
        <a href={href('jobs', job.id)}>
          <strong>{job.title}</strong>
        </a>
        <div className="muted small">{[job.company, where].filter(Boolean).join(' · ')}</div>
      </td>
      <td>
        <span className={`badge ${job.status}`}>{job.status}</span>
      </td>
      <td>{job.seniority ?? '—'}</td>
      <td className="small">{job.requiredSkills.slice(0, 5).join(', ') || '—'}</td>
      <td>{new Date(job.postedAt).toLocaleDateString()}</td>
      <td className="actions">
        <button type="button" onClick={onEdit}>
          Edit
        </button>
        <JobActions job={job} onChanged={onChanged} onDeleted={onChanged} />
      </td>
    </tr>
  );
}

export function JobsScreen() {
  const client = useClient();
  const [status, setStatus] = useState<StatusFilter>('open');
  const [editing, setEditing] = useState<Job | 'new'>();
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await client.invoke('listJobs', { query: { status, limit: 100, cursor } });
      return { items: page.data, next: page.pagination.next_cursor };
    },
    [client, status],
  );
  const list = usePagedList(fetchPage, status);
  const run = useMemo(
    () =>
      documentImport(
        jobCreateSchema,
        async (items) =>
          (await client.invoke('createJobsBatch', { body: { items: items as never } })).data.length,
      ),
    [client],
  );
  const importer = useFileImport(run, list.reload);
  // A CSV needs its columns mapped, so each opens the mapping dialog in turn; JSON files import at once.
  const [csvFiles, setCsvFiles] = useState<Array<{ key: number; file: File }>>([]);
  const onFiles = (files: File[]) => {
    const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');
    const stamp = Date.now();
    setCsvFiles((queued) => [...queued, ...files.filter(isCsv).map((file, i) => ({ key: stamp + i, file }))]);
    void importer.start(files.filter((file) => !isCsv(file)));
  };
  const drop = useFileDrop(onFiles);

  return (
    <div className={`screen${drop.dragging ? ' dragging' : ''}`} {...drop.dropProps}>
      <header className="screen-header">
        <h1>Jobs</h1>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
            <option value="all">All</option>
          </select>
        </label>
        <span className="spacer" />
        <ImportButton label="Import job files…" accept=".csv,.json,.ndjson,.jsonl" onFiles={onFiles} />
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          New job
        </button>
      </header>
      <ImportStatus importer={importer} noun="job" />
      <ProblemMessage problem={list.problem} />
      {!list.loaded && !list.problem && <Loading what="Loading jobs" />}
      {list.loaded && list.items.length === 0 && (
        <EmptyState title={status === 'all' ? 'No jobs yet' : `No ${status} jobs`}>
          <p>
            Create a job with “New job”, or drop a CSV export or JSON Resume job files here to import them.
          </p>
        </EmptyState>
      )}
      {list.items.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Status</th>
              <th scope="col">Seniority</th>
              <th scope="col">Required skills</th>
              <th scope="col">Posted</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((job) => (
              <JobRow key={job.id} job={job} onEdit={() => setEditing(job)} onChanged={list.reload} />
            ))}
          </tbody>
        </table>
      )}
      {list.hasMore && (
        <button type="button" onClick={list.loadMore} disabled={list.loading}>
          Load more
        </button>
      )}
      {csvFiles.length > 0 && (
        <CsvImportDialog
          key={csvFiles[0].key}
          file={csvFiles[0].file}
          onClose={() => setCsvFiles((queued) => queued.slice(1))}
          onImported={list.reload}
        />
      )}
      {editing && (
        <JobForm
          job={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
