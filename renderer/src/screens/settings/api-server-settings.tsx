import { type FormEvent, useEffect, useState } from 'react';
import { appSettingsPatchSchema } from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { Field } from '../../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../components/field-errors';
import { errorAt, FormProblem } from '../../components/form-problem';
import { Loading, ProblemMessage } from '../../components/status';
import { bridgeFromWindow } from '../../transport';

/**
 * The origin serving this page in browser mode (`talent serve --ui`), undefined in the desktop app.
 * Outside Electron the page can only have come from that server, which also serves /v1, so it is
 * running, at this very address.
 */
function browserModeOrigin(): string | undefined {
  return bridgeFromWindow() ? undefined : window.location.origin;
}

/**
 * What serves the API: in browser mode the server this page came from (running, at its own
 * port); in the desktop app the embedded /v1 server, on or off, its port and its real state.
 */
export function ApiServerSettings() {
  const servedFrom = browserModeOrigin();
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
  // The form's own check first; once it passes, what the service said about the fields it was sent.
  const shown = Object.keys(errors).length > 0 ? errors : errorsFromProblem(action.problem);

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

  const form = state && (
    <form onSubmit={submit} noValidate className="form">
      {!servedFrom && (
        <p data-testid="api-state">
          State: <span className={`badge ${state.state}`}>{state.state}</span>
          {state.url && <> at {state.url}</>}
          {state.error && <span className="field-error"> — {state.error}</span>}
        </p>
      )}
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Serve the API while the {servedFrom ? 'desktop ' : ''}app runs
      </label>
      <Field label="Port" error={errorAt(shown, 'apiServer.port')} hint="1024 to 65535">
        <input inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} />
      </Field>
      <div className="form-footer">
        <FormProblem
          what="The API server setting"
          errors={shown}
          labels={{ 'apiServer.port': 'Port', 'apiServer.enabled': 'Serve the API' }}
          problem={action.problem}
        />
        <button type="submit" className="primary" disabled={action.busy}>
          Apply
        </button>
      </div>
    </form>
  );

  return (
    <section className="card" aria-labelledby="api-heading">
      <h2 id="api-heading">Local API server</h2>
      {servedFrom ? (
        <>
          <p data-testid="api-state">
            This page is served by <code>talent serve --ui</code>:{' '}
            <span className="badge running">running</span> at {servedFrom}
          </p>
          <p className="muted small">
            Scripts and tools on this computer reach the same index at {servedFrom}/v1 with an API token. The
            server runs until you stop it (Ctrl+C) in its terminal.
          </p>
          <h3>Desktop app</h3>
          <p className="muted small">
            The desktop app serves the API itself while it runs. These settings apply there, the next time it
            opens, not to the server of this page.
          </p>
        </>
      ) : (
        <p className="muted small">
          Scripts and tools on this computer reach your index at http://127.0.0.1:PORT/v1 with an API token.
        </p>
      )}
      {settings.problem && <ProblemMessage problem={settings.problem} />}
      {!state && !settings.problem && <Loading />}
      {form}
    </section>
  );
}
