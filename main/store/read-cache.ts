import type Database from 'better-sqlite3';
import type { DB } from './db';

/**
 * Rows that nearly every request reads again (the organization, an API token by its hash), kept in
 * memory while the index is unchanged. On a loopback server those two reads were the largest part
 * of a small request's CPU: each statement takes SQLite's read lock (fcntl calls on the WAL index)
 * and builds a row object, 10-15 µs for the organization alone.
 *
 * "Unchanged" is two counters, so a cached row is never older than the index:
 * - total_changes(): rows this connection has written; it takes no lock (0.1 µs), so it is read at
 *   every use, and a write through this connection is seen by the very next read;
 * - PRAGMA data_version: changes committed by any other connection (the CLI while `talent serve`
 *   runs, a worker thread's import). It takes the read lock like any read, so it is re-read at most
 *   every RECHECK_MS: another process's commit is seen within a millisecond.
 * Inside a transaction nothing is cached or served from the cache: its writes may still be rolled
 * back, and total_changes() would not go back with them.
 */
const RECHECK_MS = 1;
/** Enough for every token of an index; a flood of distinct keys only clears the map. */
const MAX_ENTRIES = 1000;

interface Cache {
  changes: Database.Statement;
  dataVersion: Database.Statement;
  changesSeen: number;
  dataVersionSeen: number;
  checkedAt: number;
  entries: Map<string, unknown>;
}

const caches = new WeakMap<DB, Cache>();

function openCache(db: DB, now: number): Cache {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const cache: Cache = {
    changes,
    dataVersion,
    changesSeen: changes.get() as number,
    dataVersionSeen: dataVersion.get() as number,
    checkedAt: now,
    entries: new Map(),
  };
  caches.set(db, cache);
  return cache;
}

/** The cache of db, emptied first when the index has changed since its entries were read. */
function currentCache(db: DB): Cache {
  const now = performance.now();
  const cache = caches.get(db);
  if (!cache) return openCache(db, now);
  const changes = cache.changes.get() as number;
  if (changes !== cache.changesSeen) {
    cache.changesSeen = changes;
    cache.entries.clear();
  }
  if (now - cache.checkedAt >= RECHECK_MS) {
    const dataVersion = cache.dataVersion.get() as number;
    cache.checkedAt = now;
    if (dataVersion !== cache.dataVersionSeen) {
      cache.dataVersionSeen = dataVersion;
      cache.entries.clear();
    }
  }
  return cache;
}

/**
 * read()'s answer for key, from memory while the index is unchanged. Callers must not modify what
 * they get: the same object is handed to every reader until the index changes.
 */
export function cachedRead<T>(db: DB, key: string, read: () => T): T {
  if (db.inTransaction) return read();
  const { entries } = currentCache(db);
  if (entries.has(key)) return entries.get(key) as T;
  const value = read();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, value);
  return value;
}
