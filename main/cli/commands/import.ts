import fs from 'node:fs';
import path from 'node:path';
import { JOB_CSV_FIELDS, type JobCsvField, type JobsCsvMapping, MAX_RESUME_FILE_BYTES } from '../../contract';
import { newId } from '../../domain/ids';
import type { OperationContext } from '../../operations';
import { finishResumeImport, startResumeImport, storePreparedBatches } from '../../operations/resume-writes';
import { unpackDocuments } from '../../workers/packed-documents';
import { preparePool } from '../../workers/prepare-pool';
import type { PrepareRequest, PrepareResponse } from '../../workers/prepare-protocol';
import { dataDirOf, type Io, openAdmin, parseOptions } from '../context';
import { lineOfPointer } from '../json-lines';
import { Progress } from '../progress';
import {
  cannotRead,
  collectFiles,
  documentsOf,
  type FoundDocument,
  isNdjson,
  ndjsonChunks,
  RESUME_FILE_EXTENSIONS,
  type ReadChunk,
  type ReadProblem,
} from '../read-documents';
import { UsageError } from '../usage-error';

// This thread writes; the parser, the taxonomy and the job code are loaded only by the imports
// that use them (resume files, jobs), and NDJSON/JSON resumes are prepared in workers: the writing
// thread of a resume import loads neither.

/** Documents go to a preparing worker this many at a time (jobs: are written this many per transaction). */
export const BATCH = 1000;
/**
 * Prepared resumes are written in transactions of at least this many. Each transaction rewrites
 * every index page its rows touch, and most indexes are in random order (names, content hashes,
 * raw skills), so larger transactions write far less; an interruption loses at most one, and a
 * re-run adds it (documents already stored are skipped by content hash).
 */
const COMMIT_ROWS = 5000;
const MAX_REPORTED_PROBLEMS = 20;
/**
 * Bytes per resume, to tell a bulk load from the size of its files before reading them: demo
 * resumes take ~2.9 KB as NDJSON, people's own JSON Resume files more. On the low side, so a large
 * import is not mistaken for a small one.
 */
const BYTES_PER_RESUME = 2000;

export interface Tally {
  imported: number;
  duplicates: number;
  problems: ReadProblem[];
  /** How many imported documents had values read or changed (dates, URLs, a string location...). */
  warned: number;
  /** The first of them, to show: a large import keeps no more than it prints. */
  warnings: Array<{ where: string; warnings: string[] }>;
}

function noteWarnings(tally: Tally, found: Tally['warnings']) {
  tally.warned += found.length;
  for (const w of found) if (tally.warnings.length < MAX_REPORTED_PROBLEMS) tally.warnings.push(w);
}

/**
 * Resume files (PDF, DOCX, text, Markdown): parsed in worker threads with a time limit, each
 * stored with its original file in its own transaction; a file imported before is skipped.
 */
async function importResumeFiles(
  ctx: OperationContext,
  files: string[],
  tally: Tally,
  progress: Progress,
  workerFile?: string,
) {
  // No files, no threads: starting the parser's workers loads the whole parser in each.
  if (files.length === 0) return;
  const [{ parsePool }, { importResumeFile }] = await Promise.all([
    import('../../workers/parse-task'),
    import('../../operations/intake'),
  ]);
  const parser = parsePool(workerFile);
  const fileCtx: OperationContext = { ...ctx, services: { ...ctx.services, parseResumeFile: parser.parse } };
  const inFlight = new Set<Promise<void>>();
  try {
    for (const file of files) {
      const done = (async () => {
        const size = fs.statSync(file).size;
        if (size > MAX_RESUME_FILE_BYTES) {
          tally.problems.push({
            where: file,
            reason: `larger than ${MAX_RESUME_FILE_BYTES / 1024 / 1024} MiB`,
          });
          return;
        }
        const result = await importResumeFile(fileCtx, path.basename(file), fs.readFileSync(file));
        if (result.status === 'imported') {
          tally.imported++;
          if (result.warnings?.length) noteWarnings(tally, [{ where: file, warnings: result.warnings }]);
        } else if (result.status === 'duplicate') tally.duplicates++;
        else tally.problems.push({ where: file, reason: result.reason ?? 'failed' });
        progress.update(tally.imported);
      })();
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done)).catch(() => {});
      if (inFlight.size >= 4) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await parser.close();
  }
}

/** The text of whole JSON files with a bad document, read again only to number their lines. */
const fileTexts = new Map<string, string>();

/**
 * A refused document of a whole JSON file (`file` or `file[i]`; NDJSON lines are numbered
 * already) with the line of each problem: "line 12: /work: expected array...".
 */
function withLines(problem: PrepareResponse['problems'][number]): ReadProblem {
  const whole = /^(.*?)(?:\[(\d+)\])?$/.exec(problem.where);
  if (!problem.pointed || !whole || /:\d+$/.test(problem.where)) return problem;
  const [, file, index] = whole;
  let text = fileTexts.get(file);
  if (text === undefined) {
    try {
      text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    } catch {
      return problem;
    }
    fileTexts.set(file, text);
  }
  const base = index === undefined ? '' : `/${index}`;
  const reason = problem.pointed
    .map((p) => {
      const line = lineOfPointer(text, base + p.pointer);
      return `${line ? `line ${line}: ` : ''}${p.pointer || '(document)'}: ${p.detail}`;
    })
    .join('; ');
  return { where: problem.where, reason };
}

/**
 * Resumes: worker threads parse, validate, derive and hash while this thread writes each prepared
 * batch in one transaction. A document whose content is already in the index is counted as a
 * duplicate unless `allowDuplicates`, so a re-run of an interrupted import completes it.
 */
async function importResumes(
  ctx: OperationContext,
  files: string[],
  tally: Tally,
  progress: Progress,
  pool: ReturnType<typeof preparePool>,
  options: { allowDuplicates: boolean },
) {
  const bytes = files.reduce((sum, file) => sum + fileSize(file), 0);
  const started = startResumeImport(ctx, bytes / BYTES_PER_RESUME, {
    skipDuplicates: !options.allowDuplicates,
  });
  const inFlight = new Set<Promise<void>>();
  let batch: FoundDocument[] = [];
  let batchNumber = 0;
  /** Prepared batches not written yet: they are written together once there are COMMIT_ROWS. */
  let prepared: Array<{ prepared: PrepareResponse['prepared']; now: number }> = [];
  let preparedRows = 0;
  /**
   * Batches answered before an earlier one, by number: batches are written in the order they were
   * read, so rows, ids and the change log follow the files whichever worker answers first.
   */
  const early = new Map<number, { prepared: PrepareResponse['prepared']; now: number }>();
  let nextToWrite = 0;
  const write = () => {
    if (prepared.length === 0) return;
    const results = storePreparedBatches(ctx, prepared, {
      skipDuplicates: !options.allowDuplicates,
      knownHashes: started.knownHashes,
    });
    for (const { stored, duplicates } of results) {
      tally.imported += stored.length;
      tally.duplicates += duplicates;
    }
    prepared = [];
    preparedRows = 0;
    progress.update(tally.imported);
  };
  /** Hands documents (parsed values or text) or an NDJSON chunk to a worker; waits while every worker is busy. */
  const dispatch = async (chunk?: ReadChunk) => {
    if (batch.length === 0 && !chunk) return;
    const now = Date.now();
    const request: PrepareRequest = {
      batch: batchNumber++,
      now,
      items: batch.map((d) => ({ ...d, id: newId('res', now) })),
    };
    if (chunk) {
      const ids = Array.from({ length: chunk.lines }, () => newId('res', now));
      request.lines = { chunk: { file: chunk.file, firstLine: chunk.firstLine, bytes: chunk.bytes }, ids };
    }
    batch = [];
    // The chunk's bytes are a view of shared memory (ndjsonChunks): the worker reads them in place,
    // and once it has answered (or failed) the reader may read into them again.
    const done = pool.run(request).then((response) => {
      chunk?.release();
      for (const problem of response.problems) tally.problems.push(withLines(problem));
      noteWarnings(tally, response.warnings);
      unpackDocuments(response);
      early.set(request.batch, { prepared: response.prepared, now });
      for (let next = early.get(nextToWrite); next; next = early.get(nextToWrite)) {
        early.delete(nextToWrite++);
        prepared.push(next);
        preparedRows += next.prepared.length;
      }
      if (preparedRows >= COMMIT_ROWS) write();
    });
    inFlight.add(done);
    void done
      .finally(() => {
        inFlight.delete(done);
        chunk?.release();
      })
      .catch(() => {});
    if (inFlight.size >= pool.capacity) await Promise.race(inFlight);
  };
  try {
    for (const file of files) {
      if (isNdjson(file)) {
        // Read as bytes and cut at newlines only: the workers decode, split and parse the lines.
        // A read error is the file's problem; a write error (from dispatch) ends the import.
        const chunks = ndjsonChunks(file, BATCH);
        for (;;) {
          let next: IteratorResult<ReadChunk>;
          try {
            next = chunks.next();
          } catch (error) {
            tally.problems.push({ where: file, reason: cannotRead(error) });
            break;
          }
          if (next.done) break;
          await dispatch(next.value);
        }
        continue;
      }
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
    write();
  } finally {
    fileTexts.clear();
    finishResumeImport(ctx, started);
  }
}

/** A file's size, 0 when it cannot be read (reading it reports the problem). */
function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** --map field=Column options as a mapping; an unknown field is a usage error. */
function columnMapping(options: string[] | undefined): JobsCsvMapping {
  const mapping: JobsCsvMapping = {};
  for (const option of options ?? []) {
    const at = option.indexOf('=');
    const field = option.slice(0, at) as JobCsvField;
    if (at <= 0 || !JOB_CSV_FIELDS.includes(field)) {
      throw new UsageError(`--map takes field=Column with a field among ${JOB_CSV_FIELDS.join(', ')}`);
    }
    mapping[field] = option.slice(at + 1);
  }
  return mapping;
}

/**
 * What was changed in imported documents, one line per change under the document's place, for the
 * first documents only: a folder of hand-written files can have a warning in each.
 */
function reportWarnings(io: Io, tally: Tally) {
  if (tally.warned === 0) return;
  io.err('Imported with warnings:\n');
  for (const { where, warnings: lines } of tally.warnings) {
    io.err(`  ${where}:\n`);
    for (const line of lines) io.err(`    ${line}\n`);
  }
  if (tally.warned > tally.warnings.length) {
    io.err(`  … and ${tally.warned - tally.warnings.length} more documents with warnings\n`);
  }
}

export async function runImport(args: string[], io: Io, dataDirOption?: string): Promise<number> {
  const { positionals, values } = parseOptions(args, {
    map: { type: 'string', multiple: true },
    'allow-duplicates': { type: 'boolean' },
  });
  const mapping = columnMapping(values.map);
  const [kind, ...paths] = positionals;
  if (kind !== 'resumes' && kind !== 'jobs')
    throw new UsageError('talent import takes resumes or jobs, then paths');
  if (paths.length === 0) throw new UsageError(`talent import ${kind} needs at least one file or folder`);

  const { files, problems } = collectFiles(paths);
  const isResumeFile = (f: string) => RESUME_FILE_EXTENSIONS.has(path.extname(f).toLowerCase());
  const documents = kind === 'resumes' ? files.filter((f) => !isResumeFile(f)) : [];
  // Started before the index is opened: each worker spends a second or so loading the preparing
  // code and building the taxonomy's indexes, which this thread no longer waits for.
  const pool = documents.length > 0 ? preparePool(io.prepareWorker) : undefined;
  let opened: Awaited<ReturnType<typeof openAdmin>>;
  try {
    opened = await openAdmin(dataDirOf(dataDirOption, io));
  } catch (error) {
    await pool?.close();
    throw error;
  }
  const { db, ctx } = opened;
  const tally: Tally = { imported: 0, duplicates: 0, problems, warned: 0, warnings: [] };
  const progress = new Progress(io, `Importing ${kind}`);
  try {
    if (kind === 'resumes') {
      if (pool) {
        try {
          await importResumes(ctx, documents, tally, progress, pool, {
            allowDuplicates: values['allow-duplicates'] === true,
          });
        } finally {
          await pool.close();
        }
      }
      const workerDir = io.prepareWorker ? path.dirname(io.prepareWorker) : undefined;
      await importResumeFiles(
        ctx,
        files.filter(isResumeFile),
        tally,
        progress,
        workerDir && path.join(workerDir, 'parse-worker.js'),
      );
    } else (await import('./import-jobs')).importJobs(ctx, files, tally, progress, mapping);
  } finally {
    progress.finish();
    db.close();
  }

  for (const p of tally.problems.slice(0, MAX_REPORTED_PROBLEMS)) io.err(`  ${p.where}: ${p.reason}\n`);
  if (tally.problems.length > MAX_REPORTED_PROBLEMS) {
    io.err(`  … and ${tally.problems.length - MAX_REPORTED_PROBLEMS} more\n`);
  }
  reportWarnings(io, tally);
  const skipped = tally.duplicates ? ` ${tally.duplicates} skipped as already imported;` : '';
  const warned = tally.warned ? ` ${tally.warned} imported with warnings.` : '';
  io.out(
    `Imported ${tally.imported} ${kind} from ${files.length} file(s);${skipped} ${tally.problems.length} failed.${warned}`,
  );
  return tally.problems.length > 0 && tally.imported === 0 ? 1 : 0;
}
