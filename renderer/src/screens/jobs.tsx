import { useCallback, useState } from 'react';
import { type Job, jobCreateSchema } from '../../../main/contract';
import { useAction, useClient } from '../api/client';
import { usePagedList } from '../api/use-paged-list';
import { ImportButton, ImportStatus, useFileImport } from '../components/file-import';
import { EmptyState, Loading, ProblemMessage } from '../components/status';
import { JobForm } from './job-form';

type StatusFilter = 'open' | 'closed' | 'all';

function JobRow({ job, onEdit, onChanged }: { job: Job; onEdit: () => void; onChanged: () => void }) {
  const client = useClient();
  const action = useAction();
  const where =
    job.remote === 'Full'
      ? 'Remote'
      : [job.location?.city, job.location?.countryCode].filter(Boolean).join(', ');
  return (
    <tr>
      <td>
        <strong>{job.title}</strong>
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
        {job.status === 'open' && (
          <button
            type="button"
            disabled={action.busy}
            onClick={async () => {
              const done = await action.run(() =>
                client.invoke('updateJob', { params: { id: job.id }, body: { status: 'closed' } }),
              );
              if (done) onChanged();
            }}
          >
            Close
          </button>
        )}
        <ProblemMessage problem={action.problem} />
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
  const importer = useFileImport(
    jobCreateSchema,
    async (items) =>
      (await client.invoke('createJobsBatch', { body: { items: items as never } })).data.length,
    list.reload,
  );

  return (
    <div className={`screen${importer.dragging ? ' dragging' : ''}`} {...importer.dropProps}>
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
        <ImportButton label="Import job files…" onFiles={(files) => void importer.start(files)} />
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          New job
        </button>
      </header>
      <ImportStatus
        progress={importer.progress}
        noun="jobs"
        onCancel={importer.cancel}
        onDismiss={importer.dismiss}
      />
      <ProblemMessage problem={list.problem} />
      {!list.loaded && !list.problem && <Loading what="Loading jobs" />}
      {list.loaded && list.items.length === 0 && (
        <EmptyState title={status === 'all' ? 'No jobs yet' : `No ${status} jobs`}>
          <p>Create a job with “New job”, or drop JSON Resume job files here to import them.</p>
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
