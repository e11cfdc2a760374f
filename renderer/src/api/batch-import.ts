import type { z } from 'zod';
import { BATCH_MAX } from '../../../main/contract/schemas/values';
import { asProblem } from './client';
import { type ImportProgress, record } from './import-progress';
import { type ReadResult, readFiles } from './read-documents';

/** Sends documents (already validated) and answers how many were imported. */
export type SendBatch = (items: unknown[]) => Promise<number>;

/** What a read result adds to an import's total: its documents and the lines that did not parse. */
export const itemsIn = (read: ReadResult) => read.documents.length + read.errors.length;

const whereOf = (doc: ReadResult['documents'][number]) => (doc.line ? `${doc.file}:${doc.line}` : doc.file);

/**
 * Validates each document with the contract's schema first (so one bad document does not reject a
 * whole batch), then sends the good ones in batches of up to 100, reporting progress after each.
 * cancelled() is checked between batches: what was sent stays imported. Works on the caller's
 * progress (whose total already counts itemsIn(read)), so one import can mix files and documents.
 */
export async function sendDocumentsInBatches(
  read: ReadResult,
  schema: z.ZodType,
  sendBatch: SendBatch,
  progress: ImportProgress,
  report: () => void,
  cancelled: () => boolean,
): Promise<void> {
  for (const error of read.errors) {
    record(progress, { item: error.where, status: 'failed', detail: error.reason });
    progress.done += 1;
  }
  const good: unknown[] = [];
  for (const doc of read.documents) {
    const parsed = schema.safeParse(doc.value);
    if (parsed.success) good.push(doc.value);
    else {
      const issue = parsed.error.issues[0];
      const detail = `${issue.path.join('.') || 'document'} ${issue.message}`;
      record(progress, { item: whereOf(doc), status: 'failed', detail });
      progress.done += 1;
    }
  }
  report();
  for (let start = 0; start < good.length; start += BATCH_MAX) {
    if (cancelled()) {
      progress.state = 'cancelled';
      return;
    }
    const chunk = good.slice(start, start + BATCH_MAX);
    try {
      progress.imported += await sendBatch(chunk);
    } catch (error) {
      // The service validates a batch as a whole: it was refused as one, so it is reported as one.
      const problem = asProblem(error);
      progress.outcomes.push({
        item: `documents ${start + 1}–${start + chunk.length}`,
        status: 'failed',
        detail: `${problem.title}: ${problem.detail ?? ''}`,
      });
      progress.failed += chunk.length;
    }
    progress.done += chunk.length;
    report();
  }
}

/** An import of JSON files (one document, an array or NDJSON each) through a batch operation. */
export const documentImport =
  (schema: z.ZodType, sendBatch: SendBatch) =>
  async (files: File[], progress: ImportProgress, report: () => void, cancelled: () => boolean) => {
    const read = await readFiles(files);
    progress.total += itemsIn(read);
    await sendDocumentsInBatches(read, schema, sendBatch, progress, report, cancelled);
  };
