import os from 'node:os';
import { type ParsedResume, parseResumeFile, UnreadableFileError } from '../domain/parsing';
import { WorkerPool } from './pool';

/** A parse outcome that survives structured cloning (errors do not keep their class). */
export type ParseOutcome =
  | { ok: true; parsed: ParsedResume }
  | { ok: false; unreadable: boolean; reason: string };

export async function parseFileTask(request: { name: string; bytes: Uint8Array }): Promise<ParseOutcome> {
  try {
    return { ok: true, parsed: await parseResumeFile(request.name, request.bytes) };
  } catch (error) {
    // By name: bundling may give the worker its own copy of the error class.
    const unreadable =
      error instanceof UnreadableFileError || (error as Error).name === 'UnreadableFileError';
    return { ok: false, unreadable, reason: (error as Error).message };
  }
}

/** The documented time limit for parsing one file. */
export const PARSE_TIMEOUT_MS = 20_000;

/**
 * The memory one parse may use. A file (at most MAX_RESUME_FILE_BYTES) whose parse needs more is
 * hostile or broken: it kills only its worker, and fails with a plain reason.
 */
export const PARSE_MEMORY_LIMIT_MB = 512;

/**
 * The young generation of each parse worker. V8 grows it to this cap under a burst of uploads and
 * gives it back only once the worker has been idle a while, for every worker of the pool (one fewer
 * than the cores). At 64 MiB the fuzz suite's server started 30 MiB higher and ended 27 MiB over its
 * start instead of 4 (`npx vitest run test/http`, one run each), with no change in PDF throughput
 * beyond noise (`npm run bench -- --only intake`, alternated: 35.4 and 36.4 PDFs/s at 64, 37.5 and
 * 31.5 at 32).
 */
const PARSE_YOUNG_MB = 32;

/**
 * A parser for OperationContext.services.parseResumeFile: files are parsed in worker threads with
 * a time and a memory limit, taking turns per client, so a hostile or huge document never freezes
 * the app or the server, nor starves another client's upload.
 */
export function parsePool(workerFile: string | undefined, timeoutMs = PARSE_TIMEOUT_MS) {
  const pool = new WorkerPool<{ name: string; bytes: Uint8Array }, ParseOutcome>(
    workerFile,
    Math.max(1, os.availableParallelism() - 1),
    parseFileTask,
    {
      timeoutMs,
      resourceLimits: {
        maxOldGenerationSizeMb: PARSE_MEMORY_LIMIT_MB,
        maxYoungGenerationSizeMb: PARSE_YOUNG_MB,
      },
    },
  );
  const parse = async (name: string, bytes: Uint8Array, client?: string): Promise<ParsedResume> => {
    const outcome = await pool.run({ name, bytes }, client);
    if (outcome.ok) return outcome.parsed;
    throw outcome.unreadable
      ? Object.assign(new Error(outcome.reason), { name: 'UnreadableFileError' })
      : new Error(outcome.reason);
  };
  return { parse, isolated: pool.isolated, close: () => pool.close() };
}
