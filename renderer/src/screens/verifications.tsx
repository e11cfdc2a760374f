import { type FormEvent, useCallback, useState } from 'react';
import type { VerificationQueueItem } from '../../../main/contract';
import { OUTCOME_LABELS, outcomeOf, type VerificationOutcome } from '../../../main/contract/schemas/values';
import { useAction, useClient } from '../api/client';
import { usePagedList } from '../api/use-paged-list';
import { EmptyState, Loading, ProblemMessage } from '../components/status';
import { href } from '../router';

/** Badge look per outcome (reusing the house badge colours); the words and the sign carry the meaning. */
const OUTCOME_LOOK: Record<VerificationOutcome, { className: string; sign: string }> = {
  pending: { className: 'pending', sign: '…' },
  failed: { className: 'failed', sign: '!' },
  not_verified: { className: 'low', sign: '✗' },
  verified: { className: 'complete', sign: '✓' },
};

/** "Verified", "Not verified", "Pending" or "Check failed", never a bare status. */
export function OutcomeBadge({ verification }: { verification: { status: string; verified: boolean } }) {
  const outcome = outcomeOf(verification as Parameters<typeof outcomeOf>[0]);
  const look = OUTCOME_LOOK[outcome];
  return (
    <span className={`badge ${look.className}`} data-outcome={outcome} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{look.sign}</span> {OUTCOME_LABELS[outcome]}
    </span>
  );
}

export const TYPE_LABELS = { work: 'Work', education: 'Education', social: 'Profile' } as const;
const PAGE_SIZE = 20;

interface Filters {
  q: string;
  outcome: '' | VerificationOutcome;
  type: '' | keyof typeof TYPE_LABELS;
}

/**
 * The recruiter's decision from the queue, verified or not, with an optional note. A pending check
 * is settled (PATCH); a failed check stays as it was (its result is final) and the decision is
 * recorded as a manual check of the same entry beside it.
 */
function DecisionActions({
  item,
  onDecided,
}: {
  item: VerificationQueueItem;
  onDecided: (text: string) => void;
}) {
  const client = useClient();
  const action = useAction();
  const [note, setNote] = useState('');
  const what = `${item.entry.label} (${item.candidate.name})`;
  const byHand = item.status === 'failed';
  const decide = async (verified: boolean) => {
    const notes = note.trim() ? { notes: note.trim() } : {};
    const done = await action.run(() =>
      byHand
        ? client.invoke('createVerification', {
            body: {
              resumeId: item.resumeId,
              type: item.type,
              entryId: item.entryId,
              method: 'manual',
              status: 'complete',
              verified,
              ...notes,
            },
          })
        : client.invoke('updateVerification', {
            params: { id: item.id },
            body: { status: 'complete', verified, ...notes },
          }),
    );
    if (!done) return;
    setNote('');
    onDecided(`${what}: ${verified ? 'Verified' : 'Not verified'}${byHand ? ' (recorded by hand)' : ''}.`);
  };
  const verb = byHand ? 'Record' : 'Mark';
  return (
    <div className="settle">
      {byHand && <div className="muted small">Decide by hand:</div>}
      <input
        aria-label={`Note for ${what}`}
        placeholder="Note (optional)"
        value={note}
        maxLength={5000}
        onChange={(e) => setNote(e.target.value)}
      />
      <span className="actions">
        <button
          type="button"
          aria-label={`${verb} ${what} verified`}
          onClick={() => decide(true)}
          disabled={action.busy}
        >
          ✓ Verified
        </button>
        <button
          type="button"
          aria-label={`${verb} ${what} not verified`}
          onClick={() => decide(false)}
          disabled={action.busy}
        >
          ✗ Not verified
        </button>
      </span>
      <ProblemMessage problem={action.problem} />
    </div>
  );
}

/**
 * The verification queue: every recorded check of the organization, pending first, then failed,
 * then complete; each names its candidate and entry. Pending and failed checks are decided here;
 * settled ones link to the resume, where new checks are recorded and the automatic checks run.
 */
export function VerificationsScreen({ resumeId }: { resumeId?: string }) {
  const client = useClient();
  const empty: Filters = { q: '', outcome: '', type: '' };
  const [draft, setDraft] = useState<Filters>(empty);
  const [filters, setFilters] = useState<Filters>(empty);
  const [announcement, setAnnouncement] = useState('');
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await client.invoke('verificationQueue', {
        query: {
          limit: PAGE_SIZE,
          cursor,
          ...(resumeId ? { resumeId } : {}),
          ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          ...(filters.outcome ? { outcome: filters.outcome } : {}),
          ...(filters.type ? { type: filters.type } : {}),
        },
      });
      return { items: page.data, next: page.pagination.next_cursor };
    },
    [client, resumeId, filters],
  );
  const list = usePagedList(fetchPage, `${resumeId ?? ''}:${JSON.stringify(filters)}`);
  const filtered = Boolean(filters.q.trim() || filters.outcome || filters.type);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  return (
    <div className="screen verification-queue">
      <header className="screen-header">
        <h1>Verifications</h1>
      </header>
      <p className="muted">
        Checks of resume entries across all resumes: pending first, then failed checks, then settled ones. Run
        the automatic checks or record a check from a resume's Verification tab.
        {resumeId && (
          <>
            {' '}
            Showing one resume's checks. <a href={href('verifications')}>Show every resume</a>
          </>
        )}
      </p>
      <form className="filters" onSubmit={apply} aria-label="Filter verifications">
        <label>
          Candidate or entry{' '}
          <input
            type="search"
            value={draft.q}
            maxLength={200}
            placeholder="Name, employer, school, handle"
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </label>
        <label>
          Outcome{' '}
          <select
            value={draft.outcome}
            onChange={(e) => setDraft({ ...draft, outcome: e.target.value as Filters['outcome'] })}
          >
            <option value="">Any</option>
            {(['pending', 'failed', 'not_verified', 'verified'] as const).map((o) => (
              <option key={o} value={o}>
                {OUTCOME_LABELS[o]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Entry type{' '}
          <select
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value as Filters['type'] })}
          >
            <option value="">Any</option>
            {(Object.keys(TYPE_LABELS) as Array<keyof typeof TYPE_LABELS>).map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Apply</button>
      </form>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ProblemMessage problem={list.problem} />
      {!list.loaded && !list.problem && <Loading what="Loading the verification queue" />}
      {list.loaded && list.items.length === 0 && (
        <EmptyState title={filtered ? 'No verification matches' : 'Nothing to verify yet'}>
          <p>
            {filtered
              ? 'No recorded check matches these filters.'
              : 'Open a resume and run its automatic checks, or record a check on its Verification tab; the checks appear here.'}{' '}
            <a href={href('resumes')}>Go to Resumes</a>
          </p>
        </EmptyState>
      )}
      {list.items.length > 0 && (
        <table className="table" aria-label="Verification queue">
          <thead>
            <tr>
              <th scope="col">Outcome</th>
              <th scope="col">Candidate</th>
              <th scope="col">Entry</th>
              <th scope="col">Method and notes</th>
              <th scope="col">Updated</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id} data-verification={item.id}>
                <td>
                  <OutcomeBadge verification={item} />
                </td>
                <td>
                  <a href={href('resumes', item.candidate.resumeId)}>{item.candidate.name}</a>
                </td>
                <td>
                  <span className="muted small">{TYPE_LABELS[item.type]}: </span>
                  <strong>{item.entry.label}</strong>
                  {(item.entry.dates || item.entry.url) && (
                    <div className="muted small">
                      {[item.entry.dates, item.entry.url].filter(Boolean).join(' · ')}
                    </div>
                  )}
                </td>
                <td className="small">
                  {item.method}
                  {item.notes && <div className="muted">{item.notes}</div>}
                </td>
                <td className="small">{new Date(item.updatedAt).toLocaleString()}</td>
                <td>
                  {item.status !== 'complete' ? (
                    <DecisionActions
                      item={item}
                      onDecided={(text) => {
                        setAnnouncement(text);
                        list.reload();
                      }}
                    />
                  ) : (
                    <a
                      href={href('resumes', item.candidate.resumeId)}
                      aria-label={`Open the resume of ${item.candidate.name}`}
                    >
                      Open the resume
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasMore && (
        <button type="button" onClick={list.loadMore} disabled={list.loading}>
          Next {PAGE_SIZE} checks
        </button>
      )}
    </div>
  );
}
