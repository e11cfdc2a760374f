import { useState } from 'react';
import { useAction, useClient, useOperation } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProblemMessage } from '../../components/status';
import { plural } from '../../format';

/** The demo data onboarding offered, and the way to remove it without touching the user's own data. */
export function DemoDataSettings() {
  const client = useClient();
  const setup = useOperation('getSetupStatus', {});
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState<string>();
  const demo = setup.data?.demoData;

  const remove = async () => {
    const result = await action.run(() => client.invoke('removeDemoData', {}));
    setConfirming(false);
    if (result) {
      setRemoved(
        `Removed ${plural(result.resumes, 'demo resume', 'demo resumes')} and ${plural(result.jobs, 'demo job', 'demo jobs')}.`,
      );
      setup.reload();
    }
  };

  if (!demo) return null;
  const total = demo.resumes + demo.jobs;
  return (
    <section className="card" aria-labelledby="demo-data-heading">
      <h2 id="demo-data-heading">Demo data</h2>
      <p className="muted">
        {total === 0
          ? 'The index holds no demo data.'
          : `The index holds ${plural(demo.resumes, 'demo resume', 'demo resumes')} and ${plural(demo.jobs, 'demo job', 'demo jobs')}, made up for trying the app. Removing them keeps everything you added yourself.`}
      </p>
      <div className="form-footer">
        <ProblemMessage problem={action.problem} />
        {removed && <span className="ok">{removed}</span>}
        {total > 0 && (
          <button type="button" className="danger" onClick={() => setConfirming(true)}>
            Remove demo data
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Remove the demo data?"
          confirmLabel="Remove demo data"
          busy={action.busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {plural(demo.resumes, 'demo resume', 'demo resumes')} and{' '}
            {plural(demo.jobs, 'demo job', 'demo jobs')} will be deleted, with their verifications and
            redactions. Resumes and jobs you added yourself stay.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
