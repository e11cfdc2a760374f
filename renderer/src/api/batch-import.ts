import type { z } from 'zod';
import { BATCH_MAX } from '../../../main/contract';
import { asProblem } from './client';
import type { ReadResult } from './read-documents';

export interface ImportProgress {
  total: number;
  done: number;
  imported: number;
  errors: string[];
  state: 'running' | 'done' | 'cancelled';
}

/**
 * Validates each document with the contract's schema first (so one bad document does not reject a
 * whole batch), then sends the good ones in batches of up to 100, reporting progress after each.
 * cancelled() is checked between batches: what was sent stays imported.
 */
export async function importInBatches(
  read: ReadResult,
  schema: z.ZodType,
  sendBatch: (items: unknown[]) => Promise<number>,
  onProgress: (progress: ImportProgress) => void,
  cancelled: () => boolean,
): Promise<ImportProgress> {
  const progress: ImportProgress = {
    total: read.documents.length,
    done: 0,
    imported: 0,
    errors: [...read.errors],
    state: 'running',
  };
  const good: unknown[] = [];
  for (const doc of read.documents) {
    const parsed = schema.safeParse(doc.value);
    if (parsed.success) good.push(doc.value);
    else {
      const where = doc.line ? `${doc.file}:${doc.line}` : doc.file;
      const issue = parsed.error.issues[0];
      progress.errors.push(`${where}: ${issue.path.join('.') || 'document'} ${issue.message}`);
      progress.done += 1;
    }
  }
  onProgress({ ...progress });
  for (let start = 0; start < good.length; start += BATCH_MAX) {
    if (cancelled()) {
      progress.state = 'cancelled';
      onProgress({ ...progress });
      return progress;
    }
    const chunk = good.slice(start, start + BATCH_MAX);
    try {
      progress.imported += await sendBatch(chunk);
    } catch (error) {
      const problem = asProblem(error);
      progress.errors.push(
        `documents ${start + 1}–${start + chunk.length}: ${problem.title}: ${problem.detail ?? ''}`,
      );
    }
    progress.done += chunk.length;
    onProgress({ ...progress });
  }
  progress.state = 'done';
  onProgress({ ...progress });
  return progress;
}
