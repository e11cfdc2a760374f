import type { FileImportResult } from '../../../main/contract';
import { MAX_RESUME_FILE_BYTES } from '../../../main/contract/schemas/values';
import { href } from '../router';
import type { Transport } from '../transport';
import { itemsIn, sendDocumentsInBatches } from './batch-import';
import { asProblem } from './client';
import { type ImportOutcome, type ImportProgress, record } from './import-progress';
import { type ReadResult, severalDocumentsIn } from './read-documents';
import { uploadGroups } from './upload-groups';

/**
 * How the Resumes screen imports files, one rule for the user: every file is sent as the file it is
 * to importResumeFiles, which parses PDF, DOCX, text, Markdown and JSON Resume files, keeps the
 * original, recognizes a file imported before and answers per file. The exception is a JSON file
 * holding many resumes (a JSON array, or NDJSON): importResumeFiles reads a .json file as one JSON
 * Resume document, so these are split here and sent in batches of 100 through createResumesBatch,
 * with bad documents reported by file and line.
 */
interface ResumeImportPlan {
  uploads: File[];
  tooLarge: File[];
  documents: ReadResult;
}

const MAY_HOLD_SEVERAL = /\.(json|ndjson|jsonl)$/i;

export async function planResumeImport(files: File[]): Promise<ResumeImportPlan> {
  const plan: ResumeImportPlan = { uploads: [], tooLarge: [], documents: { documents: [], errors: [] } };
  for (const file of files) {
    const several = MAY_HOLD_SEVERAL.test(file.name)
      ? severalDocumentsIn(file.name, await file.text())
      : undefined;
    if (several) {
      plan.documents.documents.push(...several.documents);
      plan.documents.errors.push(...several.errors);
    } else if (file.size > MAX_RESUME_FILE_BYTES) plan.tooLarge.push(file);
    else plan.uploads.push(file);
  }
  return plan;
}

/** A refusal reason as the recruiter reads it: the service already words its reasons. */
export function reasonInWords(reason: string | undefined): string {
  return reason?.trim() || 'the service gave no reason';
}

/** The service's answer for one file as the status panel lists it. */
export function outcomeOf(result: FileImportResult): ImportOutcome {
  if (result.status === 'failed')
    return { item: result.file, status: 'failed', detail: reasonInWords(result.reason) };
  const open = result.resumeId && { href: href('resumes', result.resumeId), label: 'Open' };
  if (result.status === 'duplicate')
    return { item: result.file, status: 'duplicate', ...(open ? { link: open } : {}) };
  return {
    item: result.file,
    status: 'imported',
    warnings: result.warnings ?? [],
    ...(result.resumeId
      ? { link: { href: href('resumes', result.resumeId, 'review'), label: 'Review' } }
      : {}),
  };
}

type Client = Pick<Transport, 'invoke'>;

async function uploadGroup(client: Client, group: File[], progress: ImportProgress): Promise<void> {
  try {
    const files = await Promise.all(
      group.map(async (file) => ({ name: file.name, data: new Uint8Array(await file.arrayBuffer()) })),
    );
    const { results } = await client.invoke('importResumeFiles', { body: { files } });
    for (const result of results) record(progress, outcomeOf(result));
  } catch (error) {
    // The whole call failed (the service unreachable, a session ended): nothing of the group was written.
    const problem = asProblem(error);
    for (const file of group)
      record(progress, {
        item: file.name,
        status: 'failed',
        detail: `${problem.title}: ${problem.detail ?? ''}`,
      });
  }
}

/** The resume import: uploads in small groups first, then the bulk JSON documents in batches. */
export const resumeImport =
  (client: Client) =>
  async (files: File[], progress: ImportProgress, report: () => void, cancelled: () => boolean) => {
    const plan = await planResumeImport(files);
    progress.total += plan.uploads.length + plan.tooLarge.length + itemsIn(plan.documents);
    for (const file of plan.tooLarge) {
      const limit = MAX_RESUME_FILE_BYTES / 1024 / 1024;
      record(progress, { item: file.name, status: 'failed', detail: `the file is larger than ${limit} MiB` });
      progress.done += 1;
    }
    report();
    for (const group of uploadGroups(plan.uploads)) {
      if (cancelled()) {
        progress.state = 'cancelled';
        return;
      }
      await uploadGroup(client, group, progress);
      progress.done += group.length;
      report();
    }
    const sendBatch = async (items: unknown[]) =>
      (await client.invoke('createResumesBatch', { body: { items: items as never } })).data.length;
    await sendDocumentsInBatches(
      plan.documents,
      // Loaded when a file holds many resumes: with it, opening the Resumes screen would build
      // the contract's zod schemas before the list could draw (issue #12 item 9).
      (await import('../../../main/contract/schemas/resume')).jsonResumeDocumentSchema,
      sendBatch,
      progress,
      report,
      cancelled,
    );
  };
