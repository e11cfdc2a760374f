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
      resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 64 },
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
