import fs from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { adminContext, defaultDataDir, indexPath, openIndexLazily } from '../data-folder';
import type { OperationContext } from '../operations';
import type { DB } from '../store/db';
import { CliError, UsageError } from './usage-error';

export interface Io {
  out: (line: string) => void;
  err: (text: string) => void;
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
  /** The built import worker (out/main/prepare-worker.js); without it imports prepare inline. */
  prepareWorker?: string;
}

/** Parses a command's options; unknown options and bad forms are usage errors, not stack traces. */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]);
  }
}

/** --data-dir, else TALENT_DATA_DIR, else the desktop app's own folder (an empty value counts as unset). */
export function dataDirOf(dataDirOption: string | undefined, io: Io): string {
  return dataDirOption || io.env.TALENT_DATA_DIR || defaultDataDir();
}

/**
 * Opens the index and the administrator's context; an index without organization is a clear error.
 * The code that derives facts is loaded only when the index has rows to derive (openIndexLazily).
 */
export async function openAdmin(
  dataDir: string,
  options: { serving?: boolean } = {},
): Promise<{ db: DB; ctx: OperationContext }> {
  // Commands that need an organization never create an index (nor its folder) where there is none.
  if (!fs.existsSync(indexPath(dataDir)))
    throw new CliError(`No index at ${dataDir}; run \`talent init\` first.`);
  const db = await openIndexLazily(dataDir, options);
  const ctx = adminContext(db, 'cli');
  if (!ctx) {
    db.close();
    throw new CliError(`No organization in the index at ${dataDir}; run \`talent init\` first.`);
  }
  return { db, ctx };
}

export function positiveInt(
  name: string,
  value: string | undefined,
  fallback: number,
  max = 10_000_000,
): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > max)
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}`);
  return Number(value);
}
