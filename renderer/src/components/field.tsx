import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

type Describable = ReactElement<{ 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;

/**
 * A labelled form control with its validation error right below it. The hint and the error sit
 * outside the <label>, so the control's accessible name stays the label alone; the control gets
 * aria-describedby pointing at them and aria-invalid while there is an error, so a screen reader
 * reads the error with the field.
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const control =
    isValidElement(children) && describedBy
      ? cloneElement(children as Describable, {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        })
      : children;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child */}
      <label>
        <span className="field-label">{label}</span>
        {control}
      </label>
      {hint && !error && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
