import { useId } from 'react';

/** A day window that cannot be asked of the reports: From after To. Undefined when the window is fine. */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? 'To must be on or after From' : undefined;
}

/**
 * "From" and "To" date inputs (YYYY-MM-DD, empty for an open bound) for a screen's filters. An error
 * about the window shows once, under To, and is tied to both inputs for screen readers.
 */
export function DateRange({
  from,
  to,
  onFrom,
  onTo,
  error,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  error?: string;
}) {
  const errorId = useId();
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <label>
        From
        <input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onFrom(e.target.value)}
          {...invalid}
        />
      </label>
      <div className={error ? 'field-inline invalid' : 'field-inline'}>
        <label>
          To
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => onTo(e.target.value)}
            {...invalid}
          />
        </label>
        {error ? (
          <span id={errorId} className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </>
  );
}
