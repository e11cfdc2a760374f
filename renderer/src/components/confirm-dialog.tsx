import type { ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * Asks before an action that cannot be undone (revoke a token, close or delete a job, remove the
 * demo data). The confirming button names the action, so the question never reads "OK?".
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  children,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="confirm-text">{children}</div>
      <div className="form-footer">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
