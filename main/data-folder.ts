import os from 'node:os';
import path from 'node:path';
import { FACTS_VERSION } from './domain/facts-version';
import type { OperationContext } from './operations';
import { type DB, INDEX_FILE_NAME, openDatabase, SERVING_BUSY_TIMEOUT_MS, setBusyTimeout } from './store/db';
import { firstOrganization } from './store/organizations';
import { hasDerivedDataToRefresh } from './store/stale';

/**
 * Where the index lives and who administers it, without the code that derives analytics facts
 * (app.ts, which loads the taxonomy): what a command line needs to open the index.
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

/** The administrator's context, or undefined when the index has no organization yet. */
export function adminContext(db: DB, via: 'desktop' | 'cli' | 'browser'): OperationContext | undefined {
  const organization = firstOrganization(db);
  if (!organization) return undefined;
  return { db, organizationId: organization.id, actor: { kind: 'admin', via }, now: Date.now };
}

/**
 * app.ts' openIndex for a process that may never need the taxonomy (the CLI: `talent import`
 * leaves deriving to its workers, `talent token` derives nothing). The derivation code is loaded
 * only when some rows need deriving again, which is rare: after an upgrade that changed the rules.
 */
export async function openIndexLazily(dataDir: string, options: { serving?: boolean } = {}): Promise<DB> {
  const db = openDatabase(indexPath(dataDir));
  try {
    if (hasDerivedDataToRefresh(db, FACTS_VERSION)) (await import('./app')).refreshDerivedData(db);
  } catch (error) {
    db.close();
    throw error;
  }
  if (options.serving) setBusyTimeout(db, SERVING_BUSY_TIMEOUT_MS);
  return db;
}
