import { type DragEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ImportProgress, importInBatches } from '../api/batch-import';
import { readFiles } from '../api/read-documents';

/**
 * Import of JSON files by picker or drag and drop, in batches with progress and cancel. The same
 * for resumes and jobs: only the schema and the batch operation differ.
 */
export function useFileImport(
  schema: z.ZodType,
  sendBatch: (items: unknown[]) => Promise<number>,
  onFinished: () => void,
) {
  const [progress, setProgress] = useState<ImportProgress>();
  const [dragging, setDragging] = useState(false);
  const cancelled = useRef(false);

  const start = async (files: File[]) => {
    if (files.length === 0 || progress?.state === 'running') return;
    cancelled.current = false;
    setProgress({ total: 0, done: 0, imported: 0, errors: [], state: 'running' });
    const read = await readFiles(files);
    await importInBatches(read, schema, sendBatch, setProgress, () => cancelled.current);
    onFinished();
  };

  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      void start([...event.dataTransfer.files]);
    },
  };

  return {
    start,
    progress,
    dragging,
    dropProps,
    cancel: () => {
      cancelled.current = true;
    },
    dismiss: () => setProgress(undefined),
  };
}

export function ImportButton({ label, onFiles }: { label: string; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,.ndjson,.jsonl,application/json"
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

export function ImportStatus({
  progress,
  noun,
  onCancel,
  onDismiss,
}: {
  progress: ImportProgress | undefined;
  noun: string;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  if (!progress) return null;
  const running = progress.state === 'running';
  return (
    <div className="import-status" aria-live="polite">
      <progress max={Math.max(progress.total, 1)} value={progress.done} />
      <span>
        {running
          ? `Importing ${progress.done} of ${progress.total} ${noun}…`
          : `${progress.state === 'cancelled' ? 'Cancelled: ' : ''}imported ${progress.imported} ${noun}${
              progress.errors.length ? `, ${progress.errors.length} problem(s)` : ''
            }.`}
      </span>
      {running ? (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : (
        <button type="button" onClick={onDismiss}>
          Dismiss
        </button>
      )}
      {progress.errors.length > 0 && (
        <details>
          <summary>Problems</summary>
          <ul className="errors">
            {progress.errors.slice(0, 50).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
