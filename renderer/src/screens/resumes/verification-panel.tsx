import { useState } from 'react';
import { type Resume, VERIFICATION_METHODS, type Verification } from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { Loading, ProblemMessage } from '../../components/status';

type EntryType = 'work' | 'education' | 'social';
type Method = (typeof VERIFICATION_METHODS)[number];

interface Entry {
  type: EntryType;
  id: string;
  label: string;
}

/** The entries a verification can be about: work, education and social profiles. */
function entriesOf(resume: Resume): Entry[] {
  return [
    ...resume.work.map((w) => ({
      type: 'work' as const,
      id: w.__id,
      label: [w.position, w.company].filter(Boolean).join(' at ') || 'Work entry',
    })),
    ...resume.education.map((e) => ({
      type: 'education' as const,
      id: e.__id,
      label: [e.studyType, e.area, e.institution].filter(Boolean).join(' · ') || 'Education entry',
    })),
    ...resume.personalInfo.profiles.map((p) => ({
      type: 'social' as const,
      id: p.__id,
      label: `${p.network} ${p.username}`.trim(),
    })),
  ];
}

const when = (ms: number) => new Date(ms).toLocaleString();

function VerificationLine({ v, onChanged }: { v: Verification; onChanged: () => void }) {
  const client = useClient();
  const action = useAction();
  const settle = (status: 'complete' | 'failed') =>
    action.run(async () => {
      await client.invoke('updateVerification', { params: { id: v.id }, body: { status } });
      onChanged();
    });
  return (
    <li className={`verification ${v.status}`}>
      <span className={`badge ${v.status}`}>{v.status}</span> {v.method}
      <span className="muted small"> · {when(v.createdAt)}</span>
      {v.notes && <div className="small">{v.notes}</div>}
      {v.status === 'pending' && (
        <span className="actions">
          <button type="button" onClick={() => settle('complete')} disabled={action.busy}>
            Complete
          </button>
          <button type="button" onClick={() => settle('failed')} disabled={action.busy}>
            Fail
          </button>
        </span>
      )}
      <ProblemMessage problem={action.problem} />
    </li>
  );
}

function RecordForm({
  resumeId,
  entry,
  onRecorded,
}: {
  resumeId: string;
  entry: Entry;
  onRecorded: () => void;
}) {
  const client = useClient();
  const action = useAction();
  const [method, setMethod] = useState<Method>('manual');
  const [notes, setNotes] = useState('');
  return (
    <form
      className="inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const done = await action.run(() =>
          client.invoke('createVerification', {
            body: { resumeId, type: entry.type, entryId: entry.id, method, ...(notes ? { notes } : {}) },
          }),
        );
        if (done) {
          setNotes('');
          onRecorded();
        }
      }}
    >
      <select aria-label="Method" value={method} onChange={(e) => setMethod(e.target.value as Method)}>
        {VERIFICATION_METHODS.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
      <input
        aria-label="Notes"
        placeholder="Notes (optional)"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <button type="submit" disabled={action.busy}>
        Record
      </button>
      <ProblemMessage problem={action.problem} />
    </form>
  );
}

/** Per entry: its verifications, recording a new one, completing or failing pending ones, automatic checks. */
export function VerificationPanel({ resume }: { resume: Resume }) {
  const client = useClient();
  const auto = useAction();
  const list = useOperation('searchVerifications', { query: { resumeId: resume.id, limit: 100 } });
  const entries = entriesOf(resume);
  const byEntry = new Map<string, Verification[]>();
  for (const v of list.data?.verifications ?? [])
    byEntry.set(v.entryId, [...(byEntry.get(v.entryId) ?? []), v]);

  return (
    <section className="verification-panel" aria-labelledby="verification-heading">
      <div className="toolbar">
        <h3 id="verification-heading">Verification</h3>
        <button
          type="button"
          disabled={auto.busy || entries.length === 0}
          onClick={() =>
            auto.run(async () => {
              await client.invoke('runAutomaticVerifications', { params: { id: resume.id } });
              list.reload();
            })
          }
        >
          {auto.busy ? 'Checking…' : 'Run automatic checks'}
        </button>
      </div>
      <ProblemMessage problem={auto.problem ?? list.problem} />
      {entries.length === 0 && (
        <p className="muted">This resume has no work, education or profile entries to verify.</p>
      )}
      {list.loading && !list.data && <Loading what="Loading verifications" />}
      <ul className="entries">
        {entries.map((entry) => (
          <li key={entry.id} className="entry" data-entry={entry.id}>
            <div>
              <span className="badge">{entry.type}</span> <strong>{entry.label}</strong>
            </div>
            <ul className="verifications">
              {(byEntry.get(entry.id) ?? []).map((v) => (
                <VerificationLine key={v.id} v={v} onChanged={list.reload} />
              ))}
            </ul>
            <RecordForm resumeId={resume.id} entry={entry} onRecorded={list.reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}
