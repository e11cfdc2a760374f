import { useState } from 'react';
import type { Resume } from '../../../../main/contract';
import { LOW_CONFIDENCE } from '../../../../main/contract/schemas/values';
import { useAction, useClient, useOperation } from '../../api/client';
import { Async, ProblemMessage } from '../../components/status';
import { plural } from '../../format';
import { go, href } from '../../router';
import { RedactionDialog } from './redaction-dialog';
import { ResumeView } from './resume-document';
import { VerificationPanel } from './verification-panel';

/** Where an imported resume came from, what the parser warned about, and the way to the review. */
function ImportNote({ resumeId, source }: { resumeId: string; source: NonNullable<Resume['source']> }) {
  const unsure = Object.values(source.confidence).filter((c) => c < LOW_CONFIDENCE).length;
  const notes = [
    source.warnings.length ? plural(source.warnings.length, 'warning') : '',
    unsure ? plural(unsure, 'unsure field') : '',
  ].filter(Boolean);
  return (
    <p className={notes.length ? 'import-note warned' : 'import-note'}>
      Imported from {source.fileName}
      {notes.length ? ` with ${notes.join(' and ')}` : ''}.{' '}
      <a href={href('resumes', resumeId, 'review')}>Review the import next to the original</a>
    </p>
  );
}

/** One resume: every section, and what a recruiter does with it (redact, verify, delete). */
export function ResumeDetail({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const client = useClient();
  const resume = useOperation('getResume', { params: { id } });
  const remove = useAction();
  const [redacting, setRedacting] = useState(false);
  const [tab, setTab] = useState<'resume' | 'verification'>('resume');

  return (
    <Async loaded={resume} what="Opening the resume">
      {(r) => (
        <div className="detail">
          <div className="toolbar">
            <div role="tablist" aria-label="Resume views" className="tabs">
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'resume'}
                onClick={() => setTab('resume')}
              >
                Resume
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'verification'}
                onClick={() => setTab('verification')}
              >
                Verification
              </button>
            </div>
            <span className="spacer" />
            <a href={href('jobs', 'for', r.id)}>Best open jobs for this candidate</a>
            <button type="button" onClick={() => setRedacting(true)}>
              Redact…
            </button>
            <button
              type="button"
              className="danger"
              disabled={remove.busy}
              onClick={async () => {
                if (!window.confirm(`Delete the resume of ${r.personalInfo.name}?`)) return;
                const done = await remove.run(async () => {
                  await client.invoke('deleteResume', { params: { id } });
                  return true;
                });
                if (done) {
                  onDeleted();
                  go('resumes');
                }
              }}
            >
              Delete
            </button>
          </div>
          <ProblemMessage problem={remove.problem} />
          {r.source && <ImportNote resumeId={r.id} source={r.source} />}
          {tab === 'resume' ? <ResumeView doc={r} /> : <VerificationPanel resume={r} />}
          {redacting && <RedactionDialog resume={r} onClose={() => setRedacting(false)} />}
        </div>
      )}
    </Async>
  );
}
