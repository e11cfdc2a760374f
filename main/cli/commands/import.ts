import { fieldErrorsFromZod, type JobCreate, jobCreateSchema } from '../../contract';
import { newId } from '../../domain/ids';
import type { OperationContext } from '../../operations';
import { indexJobs } from '../../operations/jobs';
import { storePreparedResumes } from '../../operations/resumes';
import { PreparePool } from '../../workers/prepare-pool';
import type { PrepareRequest } from '../../workers/prepare-protocol';
import { dataDirOf, type Io, openAdmin, parseOptions } from '../context';
import { Progress } from '../progress';
import { collectFiles, documentsOf, type FoundDocument, type ReadProblem } from '../read-documents';
import { UsageError } from '../usage-error';

export const importHelp =
  'talent import resumes|jobs PATH...   JSON Resume / job files, folders of them, JSON arrays or NDJSON';

/** Documents are written in transactions of this many: fast, and an interruption loses at most one batch. */
const BATCH = 500;
const MAX_REPORTED_PROBLEMS = 20;

interface Tally {
  imported: number;
  problems: ReadProblem[];
}

/**
 * Resumes: worker threads parse, validate and derive while this thread writes each prepared batch
 * in one transaction.
 */
async function importResumes(
  ctx: OperationContext,
  files: string[],
  tally: Tally,
  progress: Progress,
  workerFile?: string,
) {
  const pool = new PreparePool(workerFile);
  const inFlight = new Set<Promise<void>>();
  let batch: FoundDocument[] = [];
  let batchNumber = 0;
  const dispatch = async () => {
    if (batch.length === 0) return;
    const now = Date.now();
    const request: PrepareRequest = {
      batch: batchNumber++,
      now,
      items: batch.map((d) => ({ ...d, id: newId('res', now) })),
    };
    batch = [];
    const done = pool.prepare(request).then((response) => {
      storePreparedResumes(ctx, response.prepared, now);
      tally.imported += response.prepared.length;
      tally.problems.push(...response.problems);
      progress.update(tally.imported);
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done)).catch(() => {});
    if (inFlight.size >= pool.capacity) await Promise.race(inFlight);
  };
  try {
    for (const file of files) {
      for (const found of documentsOf(file)) {
        if ('problem' in found) tally.problems.push(found.problem);
        else {
          batch.push(found.document);
          if (batch.length >= BATCH) await dispatch();
        }
      }
    }
    await dispatch();
    await Promise.all(inFlight);
  } finally {
    await pool.close();
  }
}

/** Jobs are few: validated and written here, a batch per transaction. */
function importJobs(ctx: OperationContext, files: string[], tally: Tally, progress: Progress) {
  let pending: JobCreate[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    indexJobs(ctx, pending);
    tally.imported += pending.length;
    pending = [];
    progress.update(tally.imported);
  };
  for (const file of files) {
    for (const found of documentsOf(file)) {
      if ('problem' in found) {
        tally.problems.push(found.problem);
        continue;
      }
      const { where, text } = found.document;
      let value = found.document.value;
      try {
        if (text !== undefined) value = JSON.parse(text);
      } catch (error) {
        tally.problems.push({ where, reason: `not valid JSON (${(error as Error).message})` });
        continue;
      }
      const result = jobCreateSchema.safeParse(value);
      if (!result.success) {
        const first = fieldErrorsFromZod('body', result.error.issues)[0];
        tally.problems.push({ where, reason: `${first.pointer || '(document)'}: ${first.detail}` });
        continue;
      }
      pending.push(result.data);
      if (pending.length >= BATCH) flush();
    }
  }
  flush();
}

export async function runImport(args: string[], io: Io, dataDirOption?: string): Promise<number> {
  const { positionals } = parseOptions(args, {});
  const [kind, ...paths] = positionals;
  if (kind !== 'resumes' && kind !== 'jobs')
    throw new UsageError('talent import takes resumes or jobs, then paths');
  if (paths.length === 0) throw new UsageError(`talent import ${kind} needs at least one file or folder`);

  const { db, ctx } = openAdmin(dataDirOf(dataDirOption, io));
  const { files, problems } = collectFiles(paths);
  const tally: Tally = { imported: 0, problems };
  const progress = new Progress(io, `Importing ${kind}`);
  try {
    if (kind === 'resumes') await importResumes(ctx, files, tally, progress, io.prepareWorker);
    else importJobs(ctx, files, tally, progress);
  } finally {
    progress.finish();
    db.close();
  }

  for (const p of tally.problems.slice(0, MAX_REPORTED_PROBLEMS)) io.err(`  ${p.where}: ${p.reason}\n`);
  if (tally.problems.length > MAX_REPORTED_PROBLEMS) {
    io.err(`  … and ${tally.problems.length - MAX_REPORTED_PROBLEMS} more\n`);
  }
  io.out(`Imported ${tally.imported} ${kind} from ${files.length} file(s); ${tally.problems.length} failed.`);
  return tally.problems.length > 0 && tally.imported === 0 ? 1 : 0;
}
