import { type FormEvent, useEffect, useState } from 'react';
import { appSettingsPatchSchema } from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { Field } from '../../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../components/field-errors';
import { Loading, ProblemMessage } from '../../components/status';

/** The embedded /v1 server of the desktop app: on or off, its port, and what it is doing now. */
export function ApiServerSettings() {
  const client = useClient();
  const settings = useOperation('getAppSettings', {});
  const action = useAction();
  const [enabled, setEnabled] = useState(true);
  const [port, setPort] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.apiServer.enabled);
    setPort(String(settings.data.apiServer.port));
  }, [settings.data]);
  const server = errorsFromProblem(action.problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { apiServer: { enabled, port: Number(port) } };
    const parsed = appSettingsPatchSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await action.run(() => client.invoke('updateAppSettings', { body: parsed.data }))) settings.reload();
  };
  const state = settings.data?.apiServer;

  return (
    <section className="card" aria-labelledby="api-heading">
      <h2 id="api-heading">Local API server</h2>
      <p className="muted small">
        Scripts and tools on this computer reach your index at http://127.0.0.1:PORT/v1 with an API token.
      </p>
      {settings.problem && <ProblemMessage problem={settings.problem} />}
      {!state && !settings.problem && <Loading />}
      {state && (
        <form onSubmit={submit} noValidate className="form">
          <p data-testid="api-state">
            State: <span className={`badge ${state.state}`}>{state.state}</span>
            {state.url && <> at {state.url}</>}
            {state.error && <span className="field-error"> — {state.error}</span>}
          </p>
          <label className="check">
            <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            Serve the API while the app runs
          </label>
          <Field
            label="Port"
            error={errors['apiServer.port'] ?? server['apiServer.port']}
            hint="1024 to 65535"
          >
            <input inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} />
          </Field>
          <div className="form-footer">
            <ProblemMessage problem={action.problem} />
            <button type="submit" className="primary" disabled={action.busy}>
              Apply
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
