import { indexPath } from './data-folder';
import { refreshStaleJobs } from './operations/jobs';
import { backfillContentHashes, refreshStaleResumes } from './operations/resumes';
import { type DB, type OpenOptions, openDatabase, SERVING_BUSY_TIMEOUT_MS, setBusyTimeout } from './store/db';

/**
 * Composition root: where the index lives, opening it, and the context the local administrator
 * (desktop app, CLI) acts in. HTTP callers get their context from their token instead. Where the
 * index lives and the lazy open of the command line are in data-folder.ts, which loads none of
 * the derivation code (taxonomy) this module does.
 */

export { APP_NAME, adminContext, defaultDataDir, indexPath } from './data-folder';

/** Derives again what older versions derived differently (FACTS_VERSION), and fills missing content hashes. */
export function refreshDerivedData(db: DB): void {
  refreshStaleResumes(db);
  backfillContentHashes(db);
  refreshStaleJobs(db);
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
  refreshDerivedData(db);
  if (options.serving) setBusyTimeout(db, SERVING_BUSY_TIMEOUT_MS);
  return db;
}
