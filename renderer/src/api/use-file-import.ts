import { useRef, useState } from 'react';
import { asProblem } from './client';
import { type ImportProgress, record, snapshot, startingProgress } from './import-progress';

/**
 * One kind of import: it adds to progress.total what it will import, counts progress.done as it
 * goes, calls report() to show it, checks cancelled() between calls to the service and sets
 * progress.state to 'cancelled' when it stops early.
 */
export type ImportRun = (
  files: File[],
  progress: ImportProgress,
  report: () => void,
  cancelled: () => boolean,
) => Promise<void>;

/** Runs imports one at a time with progress and cancel, then lets the screen reload its list. */
export function useFileImport(run: ImportRun, onFinished: () => void) {
  const [progress, setProgress] = useState<ImportProgress>();
  const [cancelling, setCancelling] = useState(false);
  const running = useRef(false);
  const cancelled = useRef(false);

  const start = async (files: File[]) => {
    if (files.length === 0 || running.current) return;
    running.current = true;
    cancelled.current = false;
    setCancelling(false);
    const live = startingProgress();
    const report = () => setProgress(snapshot(live));
    report();
    try {
      await run(files, live, report, () => cancelled.current);
    } catch (error) {
      const problem = asProblem(error);
      record(live, { item: 'import', status: 'failed', detail: `${problem.title}: ${problem.detail ?? ''}` });
    } finally {
      if (live.state === 'running') live.state = 'done';
      report();
      running.current = false;
      setCancelling(false);
      onFinished();
    }
  };

  return {
    start,
    progress,
    cancelling,
    cancel: () => {
      cancelled.current = true;
      setCancelling(true);
    },
    dismiss: () => setProgress(undefined),
  };
}

export type FileImport = ReturnType<typeof useFileImport>;
