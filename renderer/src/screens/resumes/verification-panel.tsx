import { useState } from 'react';
import type { Resume, Verification, VerificationEntry } from '../../../../main/contract';
import { VERIFICATION_METHODS } from '../../../../main/contract/schemas/values';
import { describeEntry } from '../../../../main/contract/verification-entry';
import { useAction, useClient, useOperation } from '../../api/client';
import { Loading, ProblemMessage } from '../../components/status';
import { href } from '../../router';
import { OutcomeBadge, TYPE_LABELS } from '../verifications';

type EntryType = 'work' | 'education' | 'social';
type Method = (typeof VERIFICATION_METHODS)[number];

interface Entry extends VerificationEntry {
  type: EntryType;
  id: string;
}

/** The entries a verification can be about, named as the queue names them. */
function entriesOf(resume: Resume): Entry[] {
  const of = (type: EntryType, ids: string[]) =>
    ids.map((id) => ({ type, id, ...describeEntry(resume, type, id) }));
  return [
    ...of(
      'work',
      resume.work.map((w) => w.__id),
    ),
    ...of(
      'education',
      resume.education.map((e) => e.__id),
    ),
    ...of(
      'social',
      resume.personalInfo.profiles.map((p) => p.__id),
    ),
  ];
}

const when = (ms: number) => new Date(ms).toLocaleString();

function VerificationLine({ v, entry, onChanged }: { v: Verification; entry: Entry; onChanged: () => void }) {
  const client = useClient();
  const action = useAction();
  const settle = (verified: boolean) =>
    action.run(async () => {
      await client.invoke('updateVerification', {
        params: { id: v.id },
        body: { status: 'complete', verified },
      });
      onChanged();
    });
  return (
    <li className={`verification ${v.status}`}>
      <OutcomeBadge verification={v} /> {v.method}
      <span className="muted small"> · {when(v.updatedAt)}</span>
      {v.notes && <div className="small">{v.notes}</div>}
      {v.status === 'pending' && (
        <span className="actions">
          <button
            type="button"
            aria-label={`Mark ${entry.label} verified`}
            onClick={() => settle(true)}
            disabled={action.busy}
          >
            ✓ Verified
          </button>
          <button
            type="button"
            aria-label={`Mark ${entry.label} not verified`}
            onClick={() => settle(false)}
            disabled={action.busy}
          >
            ✗ Not verified
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
      <select
        aria-label={`Method for ${entry.label}`}
        value={method}
        onChange={(e) => setMethod(e.target.value as Method)}
      >
        {VERIFICATION_METHODS.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
      <input
        aria-label={`Notes for ${entry.label}`}
        placeholder="Notes (optional)"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <button type="submit" disabled={action.busy} aria-label={`Record a check of ${entry.label}`}>
        Record a check
      </button>
      <ProblemMessage problem={action.problem} />
    </form>
  );
}

/**
 * Per entry: its checks with their outcome, recording a new one, settling pending ones, and the
 * automatic checks (which update the entry's one automatic record when run again).
 */
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
        <a href={href('verifications', resume.id)}>Open in the verification queue</a>
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
              <span className="muted small">{TYPE_LABELS[entry.type]}: </span>
              <strong>{entry.label}</strong>
              {entry.dates && <span className="muted small"> · {entry.dates}</span>}
            </div>
            <ul className="verifications" aria-label={`Checks of ${entry.label}`}>
              {(byEntry.get(entry.id) ?? []).map((v) => (
                <VerificationLine key={v.id} v={v} entry={entry} onChanged={list.reload} />
              ))}
            </ul>
            <RecordForm resumeId={resume.id} entry={entry} onRecorded={list.reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}
