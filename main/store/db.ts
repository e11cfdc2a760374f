import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { rebuildDroppedIndexes } from './bulk-load';
import { LATEST_SCHEMA_VERSION, migrations } from './migrations';

export type DB = Database.Database;

export const INDEX_FILE_NAME = 'talent-index.sqlite';

/** Raised when the index cannot be used as it is; its message is meant for the user. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** How long a command-line connection waits for another process's write lock before failing. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * How long the serving connection (desktop app, `talent serve`) waits for another process's write
 * lock. better-sqlite3 waits synchronously, holding the event loop: every request and the window
 * would wait too. So the wait is short, and a write that still finds the index locked is answered
 * 503 with Retry-After (see isIndexBusy) instead of freezing the service.
 */
export const SERVING_BUSY_TIMEOUT_MS = 10;

/** Sets how long this connection waits for another's write lock (opening and migrating may wait longer). */
export function setBusyTimeout(db: DB, ms: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(ms))}`);
}

/**
 * Lets this connection keep up to `kib` KiB of pages in memory. A large write transaction (an
 * import's) whose dirty pages outgrow the default 2 MiB cache spills them to the WAL before the
 * commit, writing each changed index page several times; with room they are written once.
 */
export function setCacheSize(db: DB, kib: number): void {
  db.pragma(`cache_size = ${-Math.max(0, Math.trunc(kib))}`);
}

/**
 * Keeps this connection's statement journals (and temporary sorts) in memory. An INSERT into
 * resumes fires triggers (counts, raw skills, the change log), so SQLite journals every page each
 * such statement touches; past 64 KiB in a transaction that journal became a temporary file
 * written with a system call per page. In memory, the store's CPU for 20k demo resumes fell from
 * 6.1 s to 3.4 s (issue #13, backbone benchmark). Only for a connection that writes large
 * transactions WITHOUT savepoints inside them: while a savepoint is open the in-memory journal
 * grows with the whole transaction and the same 20k took 55 s (the file journal: 6.8 s).
 */
export function keepStatementJournalsInMemory(db: DB): void {
  db.pragma('temp_store = MEMORY');
}

/**
 * Opens (creating if needed) the index at a file path, or ':memory:'. WAL lets the app, `talent
 * serve` and the CLI share one index (readers never wait for a writer); busy_timeout makes a
 * writer wait for another instead of failing at once.
 */
export interface OpenOptions {
  readonly?: boolean;
  /** The better-sqlite3 addon to load instead of node_modules' own (the app's Electron build). */
  nativeBinding?: string;
}

/** True for SQLite's "another connection holds the lock" errors (SQLITE_BUSY, SQLITE_LOCKED and their variants). */
export function isIndexBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/**
 * The index holds people's resumes: its folder is the user's alone (0700) and so are its files
 * (0600; SQLite gives the -wal and -shm files the database file's mode). Applied on every open, so
 * an index made by an older version or under a loose umask is tightened too. (No-op on Windows,
 * where the user-data folder is private by its ACL.)
 */
function keepPrivate(file: string): void {
  if (process.platform === 'win32') return;
  fs.chmodSync(path.dirname(file), 0o700);
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
  }
}

export function openDatabase(file: string, options: OpenOptions = {}): DB {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  let db: DB;
  try {
    db = new Database(file, { readonly: options.readonly ?? false, nativeBinding: options.nativeBinding });
  } catch (error) {
    throw new StoreError(`Cannot open the index at ${file}: ${(error as Error).message}`);
  }
  try {
    if (file !== ':memory:' && !options.readonly) keepPrivate(path.resolve(file));
    db.pragma(`busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
    db.pragma('foreign_keys = ON');
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      migrate(db);
      rebuildIndexesLeftDropped(db);
    }
    return db;
  } catch (error) {
    db.close();
    if (error instanceof StoreError) throw error;
    throw new StoreError(`Cannot use the index at ${file}: ${(error as Error).message}`);
  }
}

/**
 * Rebuilds the indexes a bulk import dropped (store/bulk-load.ts) before anything reads or writes:
 * after a killed import, the index is whole again on the next open. When another process holds
 * the write lock past the busy timeout (a bulk import still running, between its transactions
 * only briefly), opening goes on: the record stays, readers are correct without those indexes,
 * and the import or the next open rebuilds them.
 */
function rebuildIndexesLeftDropped(db: DB): void {
  try {
    rebuildDroppedIndexes(db);
  } catch (error) {
    if (!isIndexBusy(error)) throw error;
  }
}

export function schemaVersion(db: DB): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the schema up to date; refuses a database written by a newer build. */
export function migrate(db: DB, upTo: number = LATEST_SCHEMA_VERSION): void {
  const current = schemaVersion(db);
  if (current > LATEST_SCHEMA_VERSION) {
    throw new StoreError(
      `This index was written by a newer version of Talent Index (schema ${current}; this version knows up to ${LATEST_SCHEMA_VERSION}). Install the newer version to open it.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= current || migration.version > upTo) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}

const statementCache = new WeakMap<DB, Map<string, Database.Statement>>();

/** Prepared statements are compiled once per connection and reused. */
export function stmt(db: DB, sql: string): Database.Statement {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** Runs fn in one IMMEDIATE transaction: all of it is written, or none of it. */
export function inTransaction<T>(db: DB, fn: () => T): T {
  return db.transaction(fn).immediate();
}
