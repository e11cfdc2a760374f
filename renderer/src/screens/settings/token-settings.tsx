import { type FormEvent, useState } from 'react';
import {
  type CreatedToken,
  DEFAULT_SCOPES,
  SCOPES,
  type Scope,
  tokenCreateSchema,
} from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field } from '../../components/field';
import { errorsFromIssues, type FieldErrors } from '../../components/field-errors';
import { ProblemMessage } from '../../components/status';

const TTLS = [
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['90d', '90 days'],
  ['365d', '1 year'],
] as const;

const SCOPE_HINTS: Record<Scope, string> = {
  read: 'read: look up resumes, jobs and reports',
  write: 'write: add, change and delete',
  webhooks: 'webhooks: set where events are sent, send test events, read the delivery log',
};

function NewTokenSecret({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="secret" role="status">
      <p>
        <strong>Copy the token “{token.name}” now.</strong> It is shown only this once; only its hash is
        stored.
      </p>
      <code data-testid="token-secret">{token.token}</code>
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard.writeText(token.token);
          setCopied(true);
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <button type="button" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

export function TokenSettings() {
  const client = useClient();
  const tokens = useOperation('listTokens', { query: { limit: 100 } });
  const action = useAction();
  const [name, setName] = useState('');
  const [ttl, setTtl] = useState('30d');
  const [scopes, setScopes] = useState<Scope[]>([...DEFAULT_SCOPES]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<CreatedToken>();
  const [revoking, setRevoking] = useState<{ id: string; name: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tokenCreateSchema.safeParse({ name, ttl, scopes });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    const token = await action.run(() => client.invoke('createToken', { body: parsed.data }));
    if (token) {
      setCreated(token);
      setName('');
      tokens.reload();
    }
  };
  const revoke = (id: string) =>
    action.run(async () => {
      await client.invoke('revokeToken', { params: { id } });
      setRevoking(undefined);
      tokens.reload();
    });

  return (
    <section className="card" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">API tokens</h2>
      <form onSubmit={submit} noValidate className="inline-form">
        <Field label="Token name" error={errors.name}>
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. reporting script" />
        </Field>
        <Field label="Expires after" error={errors.ttl}>
          <select value={ttl} onChange={(e) => setTtl(e.target.value)}>
            {TTLS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <fieldset>
          <legend>Scopes</legend>
          {SCOPES.map((scope) => (
            <label key={scope} className="check" title={SCOPE_HINTS[scope]}>
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) =>
                  setScopes((list) =>
                    SCOPES.filter((s) => (s === scope ? e.target.checked : list.includes(s))),
                  )
                }
              />
              {scope}
            </label>
          ))}
          {errors.scopes && (
            <span className="field-error" role="alert">
              Choose at least one scope.
            </span>
          )}
        </fieldset>
        <button type="submit" className="primary" disabled={action.busy}>
          Create token
        </button>
      </form>
      <ProblemMessage problem={action.problem ?? tokens.problem} />
      {created && <NewTokenSecret token={created} onDone={() => setCreated(undefined)} />}
      {tokens.data && tokens.data.data.length === 0 && <p className="muted">No tokens yet.</p>}
      {tokens.data && tokens.data.data.length > 0 && (
        <table className="table" aria-label="API tokens">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Scopes</th>
              <th scope="col">Expires</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.data.map((t) => (
              <tr key={t.id}>
                <td>{t.name}</td>
                <td>
                  <span className={`badge ${t.status}`}>{t.status}</span>
                </td>
                <td>{t.scopes.join(', ')}</td>
                <td>{new Date(t.expiresAt).toLocaleDateString()}</td>
                <td>{t.lastUsedAt ? new Date(t.lastUsedAt).toLocaleString() : 'never'}</td>
                <td>
                  {t.status === 'active' && (
                    <button
                      type="button"
                      className="danger"
                      onClick={() => setRevoking({ id: t.id, name: t.name })}
                      aria-label={`Revoke ${t.name}`}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <ConfirmDialog
          title="Revoke this token?"
          confirmLabel="Revoke token"
          busy={action.busy}
          onConfirm={() => void revoke(revoking.id)}
          onCancel={() => setRevoking(undefined)}
        >
          <p>
            {revoking.name} stops working at once, for every tool that uses it. This cannot be undone: a tool
            needs a new token afterwards.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
