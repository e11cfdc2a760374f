import { useState } from 'react';
import type { OperationOutput, Operations, Resume } from '../../../../main/contract';
import { useAction, useClient } from '../../api/client';
import { Dialog } from '../../components/dialog';
import { saveFile } from '../../components/save-file';
import { ProblemMessage } from '../../components/status';
import { ResumeView } from './resume-document';

type Created = OperationOutput<Operations['createRedaction']>;

/** Creates a redacted copy and shows it next to the original, redacted values highlighted on both sides. */
export function RedactionDialog({ resume, onClose }: { resume: Resume; onClose: () => void }) {
  const client = useClient();
  const action = useAction();
  const [profile, setProfile] = useState<'standard' | 'blind'>('standard');
  const [result, setResult] = useState<Created>();
  const exporting = useAction();

  const create = async () => {
    const created = await action.run(() =>
      client.invoke('createRedaction', { params: { id: resume.id }, body: { profile } }),
    );
    if (created) setResult(created);
  };
  const paths = new Set(result?.redactedFields ?? []);

  /** The stored copy as a file for a hiring manager: built by the service, from the redaction only. */
  const exportAs = async (format: 'pdf' | 'docx') => {
    if (!result) return;
    const file = await exporting.run(() =>
      client.invoke('exportRedaction', {
        params: { id: resume.id, redactionId: result.id },
        query: { format },
      }),
    );
    if (file) saveFile(file);
  };

  return (
    <Dialog title={`Redact ${resume.personalInfo.name}`} onClose={onClose} wide>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label>
          Profile
          <select value={profile} onChange={(e) => setProfile(e.target.value as 'standard' | 'blind')}>
            <option value="standard">Standard: identity and contact data</option>
            <option value="blind">
              Blind review: also employers, schools, places, dates that reveal age
            </option>
          </select>
        </label>
        <button type="submit" className="primary" disabled={action.busy}>
          {action.busy ? 'Redacting…' : 'Create redacted copy'}
        </button>
      </form>
      <ProblemMessage problem={action.problem} />
      {result && (
        <>
          <p className="redaction-summary" aria-live="polite">
            {result.redactionSummary.total} value(s) redacted:{' '}
            {Object.entries(result.redactionSummary.bySection)
              .map(([section, n]) => `${section} ${n}`)
              .join(', ')}
            . Saved as {result.id}.
          </p>
          <div className="toolbar export-actions">
            <button type="button" disabled={exporting.busy} onClick={() => void exportAs('pdf')}>
              Export PDF
            </button>
            <button type="button" disabled={exporting.busy} onClick={() => void exportAs('docx')}>
              Export DOCX
            </button>
          </div>
          <ProblemMessage problem={exporting.problem} />
          <div className="compare">
            <section aria-label="Original">
              <h3 className="compare-title">Original</h3>
              <ResumeView doc={resume} redactedPaths={paths} />
            </section>
            <section aria-label="Redacted">
              <h3 className="compare-title">Redacted</h3>
              <ResumeView doc={result.redactedResume} redactedPaths={paths} />
            </section>
          </div>
        </>
      )}
    </Dialog>
  );
}
