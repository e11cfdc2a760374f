import { useState } from 'react';
import type { Job } from '../../../main/contract';
import { useAction, useClient } from '../api/client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ProblemMessage } from '../components/status';

type Asking = 'close' | 'delete';

/**
 * Close and Delete for one job, each behind a confirmation that says what will happen: used by
 * the Jobs list and the job page.
 */
export function JobActions({
  job,
  onChanged,
  onDeleted,
}: {
  job: Pick<Job, 'id' | 'title' | 'status'>;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const client = useClient();
  const action = useAction();
  const [asking, setAsking] = useState<Asking>();

  const confirm = async (what: Asking) => {
    const done = await action.run(async () => {
      if (what === 'close') {
        await client.invoke('updateJob', { params: { id: job.id }, body: { status: 'closed' } });
      } else {
        await client.invoke('deleteJob', { params: { id: job.id } });
      }
      return true;
    });
    setAsking(undefined);
    if (done) (what === 'delete' ? onDeleted : onChanged)();
  };

  return (
    <>
      {job.status === 'open' && (
        <button type="button" disabled={action.busy} onClick={() => setAsking('close')}>
          Close
        </button>
      )}
      <button type="button" className="danger" disabled={action.busy} onClick={() => setAsking('delete')}>
        Delete
      </button>
      <ProblemMessage problem={action.problem} />
      {asking === 'close' && (
        <ConfirmDialog
          title="Close this job?"
          confirmLabel="Close job"
          busy={action.busy}
          onConfirm={() => void confirm('close')}
          onCancel={() => setAsking(undefined)}
        >
          <p>
            “{job.title}” will no longer count as open: it leaves the coverage report and the open jobs a
            resume fits. Its matches stay readable on its page, and you can reopen it by editing its status.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title="Delete this job?"
          confirmLabel="Delete job"
          busy={action.busy}
          onConfirm={() => void confirm('delete')}
          onCancel={() => setAsking(undefined)}
        >
          <p>
            “{job.title}” will be deleted for good, with its skills and its list of matching candidates.
            Resumes and candidate profiles stay. To keep the job but stop counting it as open, close it
            instead.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
