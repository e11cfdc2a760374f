import { useState } from 'react';
import type { OperationOutput, Operations } from '../../../../main/contract';
import { useAction, useClient } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProblemMessage } from '../../components/status';

type Secret = OperationOutput<Operations['getWebhookSecret']>;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The webhook signing secret (administrator only, as the API says): hidden until asked for, so it
 * is not on screen or in the page by default, and rotated after a confirmation, since receivers
 * still checking with the old one reject every delivery from then on.
 */
export function WebhookSecret() {
  const client = useClient();
  const action = useAction();
  const [secret, setSecret] = useState<Secret>();
  const [rotated, setRotated] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const reveal = async () => {
    const value = await action.run(() => client.invoke('getWebhookSecret', {}));
    if (value) setSecret(value);
  };
  const rotate = async () => {
    const value = await action.run(() => client.invoke('rotateWebhookSecret', {}));
    setConfirming(false);
    if (value) {
      setSecret(value);
      setRotated(true);
    }
  };

  return (
    <div className="webhook-secret">
      <h3 id="webhook-secret-heading">Signing secret</h3>
      <p className="muted small">
        Every delivery is signed with this secret (Standard Webhooks: the webhook-signature header). Give it
        to the receiver so it can check that events come from Talent Index.
      </p>
      {secret ? (
        <div className="secret">
          {rotated && <p className="ok">New secret. Deliveries from now on are signed with it only.</p>}
          <code data-testid="webhook-secret">{secret.secret}</code>
          <span className="muted small">created {when(secret.createdAt)}</span>
          <button type="button" onClick={() => setSecret(undefined)}>
            Hide
          </button>
        </div>
      ) : (
        <p>
          <code aria-hidden="true">whsec_••••••••••••</code>
          <span className="sr-only">The secret is hidden.</span>{' '}
          <button type="button" disabled={action.busy} onClick={() => void reveal()}>
            Show secret
          </button>
        </p>
      )}
      <div className="form-footer">
        <ProblemMessage problem={action.problem} />
        <button type="button" className="danger" disabled={action.busy} onClick={() => setConfirming(true)}>
          Rotate secret…
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Replace the signing secret?"
          confirmLabel="Rotate secret"
          busy={action.busy}
          onConfirm={() => void rotate()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            A new secret signs every delivery from now on, and the old one stops working at once: a receiver
            still checking with it will reject the events until you give it the new secret.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
