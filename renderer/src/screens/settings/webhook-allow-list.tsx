import { type FormEvent, useEffect, useState } from 'react';
import { useAction, useClient, useOperation } from '../../api/client';
import { Field } from '../../components/field';
import { errorsFromProblem } from '../../components/field-errors';
import { ProblemMessage } from '../../components/status';

/** What "this computer" means for a webhook receiver: the loopback names and addresses. */
const THIS_COMPUTER = ['localhost', '127.0.0.1', '::1'];

const splitHosts = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);

/**
 * The administrator's allow-list: webhooks reach loopback, link-local and private addresses only
 * for hosts listed here, so a token cannot turn the app into a probe of the local network.
 */
export function WebhookAllowList() {
  const client = useClient();
  const allowList = useOperation('getWebhookAllowList', {});
  const action = useAction();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (allowList.data) setText(allowList.data.hosts.join('\n'));
  }, [allowList.data]);

  const save = async (hosts: string[]) => {
    setSaved(false);
    const result = await action.run(() => client.invoke('setWebhookAllowList', { body: { hosts } }));
    if (result) {
      setText(result.hosts.join('\n'));
      setSaved(true);
      allowList.reload();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(splitHosts(text));
  };
  const server = errorsFromProblem(action.problem);
  const hostError = Object.entries(server).find(([key]) => key.startsWith('hosts'))?.[1];

  return (
    <section className="card" aria-labelledby="allow-list-heading">
      <h2 id="allow-list-heading">Webhook hosts on this computer and the local network</h2>
      <p className="muted">
        Webhooks are not delivered to this computer (localhost) or to private and link-local addresses unless
        the host is listed here: names, IP addresses or ranges such as 10.0.0.0/8, one per line.
      </p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="Allowed hosts" error={hostError}>
          <textarea value={text} rows={3} onChange={(e) => setText(e.target.value)} />
        </Field>
        <div className="form-footer">
          <ProblemMessage problem={action.problem} />
          {saved && <span className="ok">Allowed hosts saved.</span>}
          <button
            type="button"
            disabled={action.busy}
            onClick={() => save([...new Set([...splitHosts(text), ...THIS_COMPUTER])])}
          >
            Allow this computer
          </button>
          <button type="submit" className="primary" disabled={action.busy}>
            Save allowed hosts
          </button>
        </div>
      </form>
    </section>
  );
}
