import { type FormEvent, useCallback, useState } from 'react';
import { candidateCreateSchema } from '../../../main/contract';
import { useAction, useClient, useOperation } from '../api/client';
import { usePagedList } from '../api/use-paged-list';
import { Dialog } from '../components/dialog';
import { Field } from '../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../components/field-errors';
import { errorAt, FormProblem } from '../components/form-problem';
import { EmptyState, Loading, ProblemMessage } from '../components/status';
import { href } from '../router';

interface ProfileRow {
  key: number;
  network: string;
  username: string;
  url: string;
}

let nextRowKey = 1;
const emptyProfile = (): ProfileRow => ({ key: nextRowKey++, network: '', username: '', url: '' });

/** The form's fields by their key in the request (as errors name them), for the summary of a failed save. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  memberId: 'Owner',
  profiles: 'Profiles',
};

function CandidateForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const client = useClient();
  const action = useAction();
  const organization = useOperation('getOrganization', {});
  const members = useOperation('listMembers', { query: { limit: 100 } });
  const me = useOperation('getCurrentMember', {});
  const [form, setForm] = useState({ name: '', email: '', phone: '', memberId: '' });
  const [profiles, setProfiles] = useState<ProfileRow[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The form's own check first; once it passes, what the service said about the fields it was sent.
  const shown = Object.keys(errors).length > 0 ? errors : errorsFromProblem(action.problem);
  const err = (key: string) => errorAt(shown, key);
  const labels: Record<string, string> = {
    ...FIELD_LABELS,
    ...Object.fromEntries(profiles.map((_, i) => [`profiles.${i}`, `Profile ${i + 1}`])),
  };
  // The owner defaults to the signed-in member (the list is newest first, not "me").
  const memberId = form.memberId || me.data?.id || members.data?.data[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      organizationId: organization.data?.id ?? '',
      memberId,
      name: form.name,
      email: form.email,
      ...(form.phone ? { phone: form.phone } : {}),
      profiles: profiles.map(({ network, username, url }) => ({ network, username, url })),
    };
    const parsed = candidateCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    const saved = await action.run(() => client.invoke('createCandidate', { body: parsed.data }));
    if (saved) onSaved();
  };
  const setProfile = (key: number, field: keyof Omit<ProfileRow, 'key'>, value: string) =>
    setProfiles((rows) => rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  return (
    <Dialog title="New candidate" onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="form">
        <div className="two-columns">
          <Field label="Full name" error={err('name')}>
            <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </Field>
          <Field label="E-mail" error={err('email')}>
            <input
              type="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
          </Field>
          <Field label="Phone (optional)" error={err('phone')}>
            <input value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
          </Field>
          <Field label="Owner" error={err('memberId')}>
            <select value={memberId} onChange={(e) => setForm({ ...form, memberId: e.target.value })}>
              {(members.data?.data ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {`${m.firstName} ${m.lastName}`.trim() || m.email} ({m.role})
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset className="profiles">
          <legend>Profiles</legend>
          {profiles.length === 0 && (
            <p className="muted small">No profiles. Add LinkedIn, GitHub and the like.</p>
          )}
          {profiles.map((row, i) => (
            <div key={row.key} className="profile-row">
              <Field label="Network" error={err(`profiles.${i}.network`)}>
                <input value={row.network} onChange={(e) => setProfile(row.key, 'network', e.target.value)} />
              </Field>
              <Field label="Username" error={err(`profiles.${i}.username`)}>
                <input
                  value={row.username}
                  onChange={(e) => setProfile(row.key, 'username', e.target.value)}
                />
              </Field>
              <Field label="URL" error={err(`profiles.${i}.url`)}>
                <input value={row.url} onChange={(e) => setProfile(row.key, 'url', e.target.value)} />
              </Field>
              <button
                type="button"
                aria-label={`Remove profile ${i + 1}`}
                onClick={() => setProfiles((rows) => rows.filter((r) => r.key !== row.key))}
              >
                Remove
              </button>
            </div>
          ))}
          <button type="button" onClick={() => setProfiles((rows) => [...rows, emptyProfile()])}>
            Add profile
          </button>
        </fieldset>
        <div className="form-footer">
          <ProblemMessage problem={organization.problem ?? members.problem} />
          <FormProblem what="The candidate" errors={shown} labels={labels} problem={action.problem} />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={action.busy || !organization.data}>
            Create candidate
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function CandidatesScreen() {
  const client = useClient();
  const [creating, setCreating] = useState(false);
  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await client.invoke('listCandidates', { query: { limit: 100, cursor } });
      return { items: page.data, next: page.pagination.next_cursor };
    },
    [client],
  );
  const list = usePagedList(fetchPage, 'candidates');
  const members = useOperation('listMembers', { query: { limit: 100 } });
  const ownerName = (memberId: string) => {
    const m = members.data?.data.find((member) => member.id === memberId);
    return m ? `${m.firstName} ${m.lastName}`.trim() : '—';
  };
  return (
    <div className="screen">
      <header className="screen-header">
        <h1>Candidates</h1>
        <span className="spacer" />
        <button type="button" className="primary" onClick={() => setCreating(true)}>
          New candidate
        </button>
      </header>
      <ProblemMessage problem={list.problem} />
      {!list.loaded && !list.problem && <Loading what="Loading candidates" />}
      {list.loaded && list.items.length === 0 && (
        <EmptyState title="No candidates yet">
          <p>Candidates are the people you are actively hiring. Create one with “New candidate”.</p>
        </EmptyState>
      )}
      {list.items.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Profiles</th>
              <th scope="col">From</th>
              <th scope="col">Owner</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.email}</td>
                <td>{c.phone ?? '—'}</td>
                <td className="small">
                  {c.profiles.map((p) => `${p.network}: ${p.username}`).join(', ') || '—'}
                </td>
                <td className="small">
                  {/* Set when the candidate came from a job's shortlist (a link outlives neither its resume nor its job). */}
                  {c.resumeId && <a href={href('resumes', c.resumeId)}>Resume</a>}
                  {c.resumeId && c.jobId && ' · '}
                  {c.jobId && <a href={href('jobs', c.jobId)}>Job</a>}
                  {!c.resumeId && !c.jobId && '—'}
                </td>
                <td>{ownerName(c.memberId)}</td>
                <td>{new Date(c.createdAt).toLocaleDateString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasMore && (
        <button type="button" onClick={list.loadMore} disabled={list.loading}>
          Load more
        </button>
      )}
      {creating && (
        <CandidateForm
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
