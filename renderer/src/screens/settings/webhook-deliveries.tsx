import { useEffect, useState } from 'react';
import type { WebhookDelivery } from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { EmptyState, ProblemMessage } from '../../components/status';
import { plural } from '../../format';

/** How many deliveries the log shows; GET /v1/webhooks/deliveries pages through all of them. */
const SHOWN = 25;
/** While an event waits for the delivery worker, the log looks again this often. */
const REFRESH_MS = 2_000;

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' }) : '—';

/** What happened to a delivery, in words: the last answer or error, and when the next try is due. */
function outcome(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return `delivered ${time(delivery.deliveredAt)}`;
  const error = delivery.lastError ?? (delivery.attempts === 0 ? 'not sent yet' : 'no answer');
  if (delivery.status === 'failed') return `gave up: ${error}`;
  return delivery.nextAttemptAt ? `${error}; next try ${time(delivery.nextAttemptAt)}` : error;
}

/**
 * Send a test event and read the delivery log: each event's kind, when it was queued, its status,
 * the receiver's last status code, the attempts and the last error. The log refreshes itself
 * while an event is still waiting to be delivered.
 */
export function WebhookDeliveries({ configured }: { configured: boolean }) {
  const client = useClient();
  const log = useOperation('listWebhookDeliveries', { query: { limit: SHOWN } });
  const action = useAction();
  const [sent, setSent] = useState(false);
  const deliveries = log.data?.data ?? [];
  const waiting = deliveries.some((d) => d.status === 'pending');

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer (log.data) arms the next look
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(log.reload, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, log.reload, log.data]);

  const sendTest = async () => {
    setSent(false);
    if (await action.run(() => client.invoke('sendTestWebhook', {}))) {
      setSent(true);
      log.reload();
    }
  };

  return (
    <div className="webhook-log">
      <h3 id="webhook-log-heading">Deliveries</h3>
      <div className="form-footer">
        <ProblemMessage problem={action.problem} />
        {sent && <span className="ok">Test event queued; it appears below.</span>}
        <button type="button" onClick={log.reload} disabled={log.loading}>
          Refresh
        </button>
        <button
          type="button"
          disabled={action.busy || !configured}
          title={configured ? undefined : 'Save a webhook URL first'}
          onClick={() => void sendTest()}
        >
          Send test event
        </button>
      </div>
      <ProblemMessage problem={log.problem} />
      {log.data && deliveries.length === 0 && (
        <EmptyState title="No deliveries yet">
          <p>
            Events appear here once the webhook is enabled and something happens, or when you send a test
            event.
          </p>
        </EmptyState>
      )}
      {deliveries.length > 0 && (
        <table className="table" aria-labelledby="webhook-log-heading">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Queued</th>
              <th scope="col">Status</th>
              <th scope="col">Last answer</th>
              <th scope="col">Attempts</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id}>
                <td>
                  <code>{d.type}</code>
                </td>
                <td className="small">{time(d.createdAt)}</td>
                <td>
                  <span className={`badge ${d.status}`}>{d.status}</span>
                </td>
                <td>{d.lastStatusCode ?? '—'}</td>
                <td>{d.attempts}</td>
                <td className="small">{outcome(d)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.data?.pagination.has_more && (
        <p className="muted small">
          The {plural(deliveries.length, 'latest delivery', 'latest deliveries')}; GET /v1/webhooks/deliveries
          pages through them all.
        </p>
      )}
    </div>
  );
}
