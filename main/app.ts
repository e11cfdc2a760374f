import os from 'node:os';
import path from 'node:path';
import type { OperationContext } from './operations';
import { refreshStaleJobs } from './operations/jobs';
import { backfillContentHashes, refreshStaleResumes } from './operations/resumes';
import {
  type DB,
  INDEX_FILE_NAME,
  type OpenOptions,
  openDatabase,
  SERVING_BUSY_TIMEOUT_MS,
  setBusyTimeout,
} from './store/db';
import { firstOrganization } from './store/organizations';

/**
 * Composition root: where the index lives, opening it, and the context the local administrator
 * (desktop app, CLI) acts in. HTTP callers get their context from their token instead.
 */

export const APP_NAME = 'Talent Index';

/**
 * An environment variable's folder, or the fallback when it is unset, empty or relative (the XDG
 * spec says to ignore relative paths; an empty one would put the index in the working folder).
 */
function absoluteOr(value: string | undefined, fallback: string): string {
  return value && path.isAbsolute(value) ? value : fallback;
}

/** The desktop app's user-data folder (what Electron's app.getPath('userData') gives for APP_NAME). */
export function defaultDataDir(): string {
  const home = os.homedir();
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_NAME);
  if (process.platform === 'win32')
    return path.join(absoluteOr(process.env.APPDATA, path.join(home, 'AppData', 'Roaming')), APP_NAME);
  return path.join(absoluteOr(process.env.XDG_CONFIG_HOME, path.join(home, '.config')), APP_NAME);
}

export function indexPath(dataDir: string): string {
  return path.join(dataDir, INDEX_FILE_NAME);
}

/**
 * Opens the index, bringing its schema and its derived analytics facts up to date. `serving`: the
 * connection of a process that answers requests (desktop app, `talent serve`); once open, it waits
 * for another process's write lock only briefly (SERVING_BUSY_TIMEOUT_MS), so a lock held by an
 * import never freezes the event loop.
 */
export function openIndex(
  dataDir: string,
  options: Pick<OpenOptions, 'nativeBinding'> & { serving?: boolean } = {},
): DB {
  const db = openDatabase(indexPath(dataDir), { nativeBinding: options.nativeBinding });
  refreshStaleResumes(db);
  backfillContentHashes(db);
  refreshStaleJobs(db);
  if (options.serving) setBusyTimeout(db, SERVING_BUSY_TIMEOUT_MS);
  return db;
}

/** The administrator's context, or undefined when the index has no organization yet. */
export function adminContext(db: DB, via: 'desktop' | 'cli' | 'browser'): OperationContext | undefined {
  const organization = firstOrganization(db);
  if (!organization) return undefined;
  return { db, organizationId: organization.id, actor: { kind: 'admin', via }, now: Date.now };
}
