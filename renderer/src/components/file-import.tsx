import { useRef } from 'react';
import type { ImportOutcome, ImportProgress } from '../api/import-progress';
import type { FileImport } from '../api/use-file-import';
import { formatCount, plural } from '../format';

/** A button that opens the file picker; the hidden input stays reachable for tests by its test id. */
export function ImportButton({
  label,
  accept,
  onFiles,
}: {
  label: string;
  /** The picker's filter, e.g. ".json,.csv". */
  accept: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple
        hidden
        data-testid="import-input"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </>
  );
}

const LABELS: Record<ImportOutcome['status'], string> = {
  imported: 'imported',
  duplicate: 'already in the index',
  failed: 'failed',
};

/** One file's outcome: what became of it, why, the parser's warnings (expandable), and where to look. */
function OutcomeLine({ outcome }: { outcome: ImportOutcome }) {
  const warnings = outcome.warnings ?? [];
  const label =
    outcome.status === 'imported' && warnings.length > 0
      ? `imported with ${plural(warnings.length, 'warning')}`
      : LABELS[outcome.status];
  return (
    <li className={`outcome ${outcome.status}${warnings.length ? ' warned' : ''}`}>
      <span className={`badge ${outcome.status}${warnings.length ? ' warned' : ''}`}>{label}</span>{' '}
      <span className="outcome-item">{outcome.item}</span>
      {outcome.detail && <span className="outcome-detail"> — {outcome.detail}</span>}
      {outcome.link && (
        <>
          {' '}
          <a href={outcome.link.href} aria-label={`${outcome.link.label} ${outcome.item}`}>
            {outcome.link.label}
          </a>
        </>
      )}
      {warnings.length > 0 && (
        <details className="outcome-warnings">
          <summary>{plural(warnings.length, 'warning')}</summary>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The list is for reading, not for thousands of rows: the counts above it are always complete. */
const SHOWN_OUTCOMES = 200;

/** "imported 1 resume", "imported 1,394 resumes, 2 already in the index": counted through Intl. */
function summary(progress: ImportProgress, noun: string): string {
  if (progress.state === 'running') {
    return `Importing ${formatCount(progress.done)} of ${plural(progress.total, noun)}…`;
  }
  const parts = [`imported ${plural(progress.imported, noun)}`];
  if (progress.duplicates) parts.push(`${formatCount(progress.duplicates)} already in the index`);
  if (progress.failed) parts.push(`${formatCount(progress.failed)} failed`);
  return `${progress.state === 'cancelled' ? 'Cancelled: ' : ''}${parts.join(', ')}.`;
}

/** Progress, cancel, and what became of each file: imported, already in the index, or failed and why. */
export function ImportStatus({
  importer: { progress, cancelling, cancel, dismiss },
  noun,
}: {
  importer: FileImport;
  /** What is imported, singular (resume, job): counts choose the plural form. */
  noun: string;
}) {
  if (!progress) return null;
  const running = progress.state === 'running';
  const shown = progress.outcomes.slice(0, SHOWN_OUTCOMES);
  return (
    <section className="import-status" aria-label="Import status">
      <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label="Import progress" />
      <span aria-live="polite">
        {summary(progress, noun)}
        {running && cancelling ? ' Stopping after the files being sent…' : ''}
      </span>
      {running ? (
        <button type="button" onClick={cancel} disabled={cancelling}>
          Cancel
        </button>
      ) : (
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      )}
      {shown.length > 0 && (
        <details open>
          <summary>
            {progress.outcomes.length > shown.length
              ? `The first ${formatCount(shown.length)} of ${plural(progress.outcomes.length, 'outcome')}`
              : `Outcome per file (${formatCount(shown.length)})`}
          </summary>
          <ul className="import-outcomes">
            {shown.map((outcome, i) => (
              // Outcomes only grow, so the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <OutcomeLine key={i} outcome={outcome} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
