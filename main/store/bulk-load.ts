import type { DB } from './db';

/**
 * The resume indexes a bulk import drops and rebuilds once at the end (issue #13, the backbone
 * benchmark): their entries land at random places (names, years, the talent pool's columns,
 * content hashes), so row by row each new resume dirties pages all over them, where one CREATE
 * INDEX sorts once. Never `resumes_list_filters`: the resume list names it (INDEXED BY) and would
 * fail without it, and its entries are appended in id order anyway. Never a UNIQUE index (it
 * enforces something) nor one a foreign key needs. Readers without these indexes stay correct,
 * only slower.
 */
export const BULK_LOAD_INDEXES = [
  'resumes_by_name',
  'resumes_by_years',
  'resumes_talent_pool',
  'resumes_by_content',
] as const;

/**
 * Drops the BULK_LOAD_INDEXES that exist and records each one's definition in dropped_indexes, in
 * one transaction: whatever happens to the import after it, the record says what to rebuild.
 * Returns the names dropped.
 */
export function dropIndexesForBulkLoad(db: DB): string[] {
  return db
    .transaction(() => {
      const dropped: string[] = [];
      for (const name of BULK_LOAD_INDEXES) {
        const sql = db
          .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?")
          .pluck()
          .get(name);
        if (typeof sql !== 'string') continue;
        db.prepare('INSERT OR REPLACE INTO dropped_indexes (name, sql) VALUES (?, ?)').run(name, sql);
        db.exec(`DROP INDEX ${name}`);
        dropped.push(name);
      }
      return dropped;
    })
    .immediate();
}

/** Whether some index is recorded as dropped and not rebuilt yet (a read: no write lock). */
export function hasDroppedIndexes(db: DB): boolean {
  return db.prepare('SELECT 1 FROM dropped_indexes LIMIT 1').get() !== undefined;
}

/**
 * Rebuilds every index recorded in dropped_indexes that is still missing and clears the record, in
 * one transaction. Called at the end of a bulk import and on every open of the index for writing
 * (store/db.ts), so an import killed in its index-less phase leaves an index that the next open
 * makes whole. Another process may have rebuilt them first: then this does nothing. Returns how many
 * indexes were rebuilt.
 */
export function rebuildDroppedIndexes(db: DB): number {
  if (!hasDroppedIndexes(db)) return 0;
  return db
    .transaction(() => {
      const rows = db.prepare('SELECT name, sql FROM dropped_indexes ORDER BY name').all() as Array<{
        name: string;
        sql: string;
      }>;
      let rebuilt = 0;
      for (const { name, sql } of rows) {
        const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(name);
        // Only what dropIndexesForBulkLoad recorded: the definition SQLite itself kept for an index.
        if (exists || !/^CREATE (UNIQUE )?INDEX /i.test(sql)) continue;
        db.exec(sql);
        rebuilt++;
      }
      db.prepare('DELETE FROM dropped_indexes').run();
      return rebuilt;
    })
    .immediate();
}
