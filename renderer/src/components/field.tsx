import type { ReactNode } from 'react';

/**
 * A labelled form control with its validation error right below it. The hint and the error sit
 * outside the <label>, so the control's accessible name stays the label alone.
 */
export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className={error ? 'field invalid' : 'field'}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child */}
      <label>
        <span className="field-label">{label}</span>
        {children}
      </label>
      {hint && !error && <span className="field-hint">{hint}</span>}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
