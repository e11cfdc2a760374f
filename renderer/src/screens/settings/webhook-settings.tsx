import { type FormEvent, useEffect, useState } from 'react';
import { EVENT_KINDS, organizationPatchSchema } from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { Field } from '../../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../components/field-errors';
import { errorAt, FormProblem } from '../../components/form-problem';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecret } from './webhook-secret';

/** The form's fields by their key in the request (as errors name them), for the summary of a failed save. */
const FIELD_LABELS: Record<string, string> = {
  'settings.webhook.url': 'Webhook URL',
  'settings.webhook.events': 'Events',
  'settings.webhook.enabled': 'Deliver events to a URL',
};

/** The organization's webhook: where events go and which, its signing secret, a test event and the delivery log. */
export function WebhookSettings() {
  const client = useClient();
  const organization = useOperation('getOrganization', {});
  const action = useAction();
  const [enabled, setEnabled] = useState(false);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const webhook = organization.data?.settings.webhook;
    if (!webhook) return;
    setEnabled(webhook.enabled);
    setUrl(webhook.url);
    setEvents(webhook.events);
  }, [organization.data]);
  // The form's own check first; once it passes, what the service said about the fields it was sent.
  const shown = Object.keys(errors).length > 0 ? errors : errorsFromProblem(action.problem);
  const err = (key: string) => errorAt(shown, key);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { settings: { webhook: { enabled, url, events } } };
    const parsed = organizationPatchSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaved(false);
    if (await action.run(() => client.invoke('updateOrganization', { body: parsed.data }))) {
      setSaved(true);
      organization.reload();
    }
  };

  return (
    <section className="card" aria-labelledby="webhook-heading">
      <h2 id="webhook-heading">Webhook</h2>
      <form onSubmit={submit} noValidate className="form">
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Deliver events to a URL
        </label>
        <Field label="Webhook URL" error={err('settings.webhook.url')}>
          <input
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="http://127.0.0.1:9000/hook"
          />
        </Field>
        <fieldset>
          <legend>Events</legend>
          {EVENT_KINDS.map((kind) => (
            <label key={kind} className="check">
              <input
                type="checkbox"
                checked={events.includes(kind)}
                onChange={(e) =>
                  setEvents((list) => (e.target.checked ? [...list, kind] : list.filter((k) => k !== kind)))
                }
              />
              {kind}
            </label>
          ))}
        </fieldset>
        <div className="form-footer">
          <FormProblem what="The webhook" errors={shown} labels={FIELD_LABELS} problem={action.problem} />
          {saved && <span className="ok">Webhook saved.</span>}
          <button type="submit" className="primary" disabled={action.busy}>
            Save webhook
          </button>
        </div>
      </form>
      <WebhookSecret />
      <WebhookDeliveries configured={!!organization.data?.settings.webhook.url} />
    </section>
  );
}
